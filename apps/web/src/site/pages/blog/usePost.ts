import { useEffect, useState } from 'react';
import type { Post, PostSummary } from '@vitrine/shared/schemas';
import { api } from '../../api';
import { initialPost, useServerRender } from '../../head/HeadContext';

export type OpenPost =
  | { status: 'closed' }
  | { status: 'loading'; preview?: PostSummary }
  | { status: 'ready'; post: Post }
  | { status: 'missing' };

/**
 * The post behind /blog/{id}. Always read from GET /api/posts/{id}: a shared link may
 * name a post that is on no page the visitor has loaded. The card's copy, when at hand,
 * fills the modal while the full post arrives.
 */
export function usePost(postId: number | null, listed: PostSummary | undefined): OpenPost {
  const server = useServerRender();
  // The server answers /blog/{id} with the post already in the page (read here on the server,
  // and from the page's JSON in the browser), so the first render matches it.
  const [state, setState] = useState<{ id: number; post: Post | null; failed: boolean } | null>(() => {
    if (postId === null) return null;
    const known = server ? server.post : initialPost(postId);
    return known === undefined ? null : { id: postId, post: known, failed: known === null };
  });

  useEffect(() => {
    if (postId === null || (state?.id === postId && (state.post || state.failed))) return;
    let cancelled = false;
    api
      .getPost(postId)
      .then((post) => {
        if (!cancelled) setState({ id: postId, post, failed: false });
      })
      .catch((error: unknown) => {
        console.error(`Falha ao buscar o post ${postId}`, error);
        if (!cancelled) setState({ id: postId, post: null, failed: true });
      });
    return () => {
      cancelled = true;
    };
    // Only a new id needs a new read; `state` is checked to skip the read the server made.
  }, [postId]);

  if (postId === null) return { status: 'closed' };
  if (state?.id === postId && state.post) return { status: 'ready', post: state.post };
  if (state?.id === postId && state.failed) return { status: 'missing' };
  return { status: 'loading', preview: listed };
}
