import { useEffect, useState } from 'react';
import type { Post, PostSummary } from '@vitrine/shared/schemas';
import { api } from '../../api';

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
  const [state, setState] = useState<{ id: number; post: Post | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (postId === null) return;
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
  }, [postId]);

  if (postId === null) return { status: 'closed' };
  if (state?.id === postId && state.post) return { status: 'ready', post: state.post };
  if (state?.id === postId && state.failed) return { status: 'missing' };
  return { status: 'loading', preview: listed };
}
