import { POST_LIST_MAX_PAGE_SIZE } from '@vitrine/shared/schemas';
import type { Highlighted, PostListPage, PostSuggestion, PostSuggestions, SearchMatch } from '@vitrine/shared/schemas';
import type { Db } from '../../db/database';
import { listPosts, summariesById } from '../posts/posts.service';
import { excerptOf, highlight } from './excerpt';
import * as repo from './search.repository';
import type { SearchQuery } from './search-query';

export { isEmptySearch, parseSearch, searchKey, type SearchQuery } from './search-query';

/** How many posts the search box suggests. */
export const SUGGESTIONS = 5;

interface Matched {
  id: number;
  slug: string;
  title: string;
  description: string;
  subtitle: string;
}

/**
 * The title with its matches, and the passage that shows the most of what was asked for: from
 * the description, the subtitle or the body (in that order when they tie).
 */
function matchOf(post: Matched, body: string, query: SearchQuery): SearchMatch {
  let excerpt: Highlighted | undefined;
  for (const text of [post.description, post.subtitle, body]) {
    const candidate = excerptOf(text, query);
    if (candidate && candidate.marks.length > (excerpt?.marks.length ?? 0)) excerpt = candidate;
  }
  return excerpt ? { title: highlight(post.title, query), excerpt } : { title: highlight(post.title, query) };
}

/** The best-matching page of posts for a search (no `pageSize`: the first hundred), each with its match. */
export async function searchPostList(
  db: Db,
  query: SearchQuery,
  paging: { page?: number; pageSize?: number },
  now: Date,
): Promise<PostListPage> {
  const limit = paging.pageSize ?? POST_LIST_MAX_PAGE_SIZE;
  const ranked = await repo.searchPosts(db, query, { limit, offset: ((paging.page ?? 1) - 1) * limit }, now);
  const [posts, bodies] = await Promise.all([summariesById(db, ranked.ids, now), repo.listBodyTexts(db, ranked.ids)]);
  return {
    posts: posts.map((post) => ({ ...post, match: matchOf(post, bodies.get(post.id) ?? '', query) })),
    total: ranked.total,
  };
}

const suggestionOf = (post: Matched, match?: SearchMatch): PostSuggestion =>
  match
    ? { id: post.id, slug: post.slug, ...match }
    : { id: post.id, slug: post.slug, title: { text: post.title, marks: [] } };

/**
 * What the search box suggests for the text typed so far (parsed with `typing`: its last word
 * may be unfinished):
 * the best SUGGESTIONS posts; when none matches, the newest posts instead, in `recent`.
 */
export async function suggestPosts(db: Db, query: SearchQuery, now: Date): Promise<PostSuggestions> {
  if (query.required.length > 0) {
    const ranked = await repo.searchPosts(db, query, { limit: SUGGESTIONS, offset: 0 }, now);
    if (ranked.ids.length > 0) {
      const [posts, bodies] = await Promise.all([
        summariesById(db, ranked.ids, now),
        repo.listBodyTexts(db, ranked.ids),
      ]);
      return {
        posts: posts.map((post) => suggestionOf(post, matchOf(post, bodies.get(post.id) ?? '', query))),
        recent: [],
      };
    }
  }
  const { posts } = await listPosts(db, { page: 1, pageSize: SUGGESTIONS, now });
  return { posts: [], recent: posts.map((post) => suggestionOf(post)) };
}
