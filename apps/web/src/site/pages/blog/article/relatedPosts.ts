import type { PostSummary } from '../../../api';

/** How many related posts an article offers at its end. */
export const RELATED_POSTS = 3;

/**
 * The posts to suggest after `current`: most tags in common first (compared by key, ignoring case
 * and accents), then the newest; never the post itself. With too few tagged neighbours the
 * newest others fill the three places, so a reader always has somewhere to go.
 */
export function relatedPosts(
  current: Pick<PostSummary, 'id' | 'tags'>,
  candidates: readonly PostSummary[],
): PostSummary[] {
  const norm = (key: string) => key.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const own = new Set(current.tags.map((tag) => norm(tag.key)));
  return candidates
    .filter((post) => post.id !== current.id)
    .map((post) => ({ post, shared: post.tags.filter((tag) => own.has(norm(tag.key))).length }))
    .sort((a, b) => b.shared - a.shared || b.post.created_at.localeCompare(a.post.created_at) || b.post.id - a.post.id)
    .slice(0, RELATED_POSTS)
    .map(({ post }) => post);
}
