import { useEffect, useState } from 'react';
import { api, type Post, type PostSummary } from '../../api';
import { initialPost, useServerRender } from '../../head/HeadContext';

export type OpenPost =
  | { status: 'closed' }
  | { status: 'loading'; preview?: PostSummary }
  | { status: 'ready'; post: Post }
  | { status: 'missing' };

/** Where the open post comes from: its public address (/blog/{slug}) or a preview link's token. */
export type PostSource = { kind: 'post'; ref: string } | { kind: 'preview'; token: string };

const keyOf = (source: PostSource) => (source.kind === 'post' ? source.ref : source.token);

/**
 * The post behind /blog/{slug} (or a preview link). Always read from the API: a shared link
 * may name a post that is on no page the visitor has loaded. The card's copy, when at hand,
 * fills the modal while the full post arrives.
 */
export function usePost(source: PostSource | null, listed: PostSummary | undefined): OpenPost {
  const server = useServerRender();
  const key = source ? keyOf(source) : null;
  // The server answers these addresses with the post already in the page (read here on the
  // server, and from the page's JSON in the browser), so the first render matches it.
  const [state, setState] = useState<{ key: string; post: Post | null; failed: boolean } | null>(() => {
    if (key === null) return null;
    const known = server ? server.post : initialPost(key);
    return known === undefined ? null : { key, post: known, failed: known === null };
  });

  useEffect(() => {
    if (!source || key === null || (state?.key === key && (state.post || state.failed))) return;
    let cancelled = false;
    (source.kind === 'post' ? api.getPost(source.ref) : api.getPreview(source.token))
      .then((post) => {
        if (!cancelled) setState({ key, post, failed: false });
      })
      .catch((error: unknown) => {
        console.error(`Falha ao buscar o post ${key}`, error);
        if (!cancelled) setState({ key, post: null, failed: true });
      });
    return () => {
      cancelled = true;
    };
    // Only a new address needs a new read; `state` is checked to skip the read the server made.
  }, [key]);

  if (key === null) return { status: 'closed' };
  if (state?.key === key && state.post) return { status: 'ready', post: state.post };
  if (state?.key === key && state.failed) return { status: 'missing' };
  return { status: 'loading', preview: listed };
}
