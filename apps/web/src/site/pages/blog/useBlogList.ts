import { useEffect, useState } from 'react';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { api, type PostSummary } from '../../api';
import { initialPosts, useServerRender } from '../../head/HeadContext';

/**
 * `partial`: the search found too few posts with every word and lists those with some of them;
 * `capped`: it found more than it counts, `total` being the cap (PostListPage).
 */
type Found = { posts: PostSummary[]; total: number; partial?: boolean; capped?: boolean };
export type ListState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & Found);
type Loaded = { key: string; failed: true } | ({ key: string; failed: false } & Found);

/**
 * One page of the blog's list (a search's, a tag's, or all posts), and `retry` to ask for it
 * again after it failed.
 */
export function useBlogList(search: string, tag: string, page: number): { list: ListState; retry: () => void } {
  // Bumped by "Tentar novamente": the same query is asked again.
  const [attempt, setAttempt] = useState(0);
  const listKey = `${search}|${tag}|${page}|${attempt}`;
  const server = useServerRender();
  // Keyed by the query it answers: a new search or page reads as loading until its answer arrives.
  // The server writes the first page into /blog and /blog/{id} (covers in the markup, so the
  // largest image starts loading with the page); the first render starts from it.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const first = !search && page === 1 ? (server ? server.posts : initialPosts()) : undefined;
    return first ? { key: listKey, failed: false, ...first } : null;
  });
  const list: ListState =
    loaded?.key !== listKey
      ? { status: 'loading' }
      : loaded.failed
        ? { status: 'error' }
        : { ...loaded, status: 'ready' };

  // Asked even when the server wrote the first page in: the page may come from a cache, and
  // the answer replaces it without a loading state.
  useEffect(() => {
    let cancelled = false;
    const key = `${search}|${tag}|${page}|${attempt}`;
    api
      .listPosts({ search: search || undefined, tag: tag || undefined, page, pageSize: BLOG_PAGE_SIZE })
      .then((found) => {
        if (!cancelled) setLoaded({ key, failed: false, ...found });
      })
      .catch((error: unknown) => {
        // docs/PRODUCT.md §8 logs a failed fetch; the visitor is told it failed (not that the blog is empty).
        console.error('Falha ao buscar os posts do blog', error);
        if (!cancelled) setLoaded({ key, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [search, tag, page, attempt]);

  return { list, retry: () => setAttempt((n) => n + 1) };
}
