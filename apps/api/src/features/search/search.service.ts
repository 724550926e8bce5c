import { POST_LIST_MAX_PAGE_SIZE } from '@vitrine/shared/schemas';
import type {
  Highlighted,
  PostListPage,
  PostSuggestion,
  PostSuggestions,
  PostSummary,
  SearchMatch,
} from '@vitrine/shared/schemas';
import { postsContentVersion, type ContentVersion } from '../../db/content-version';
import { BoundedMap } from '../../http/bounded-map';
import type { Db } from '../../db/database';
import { listPosts, summariesById } from '../posts/posts.service';
import { wordSpansOf } from './analyzer';
import { EXCERPT_CHARS, excerptOf, highlight } from './excerpt';
import { LiveRankedIndex } from './live-ranked-index';
import * as repo from './search.repository';
import type { RankedPage } from './ranked-index';
import type { SearchQuery } from './search-query';

export { isEmptySearch, parseSearch, searchKey, type SearchQuery } from './search-query';

/** How many posts the search box suggests. */
export const SUGGESTIONS = 5;

/** Each SQLite database's in-memory ranked index (live-ranked-index.ts). */
const rankedIndexes = new WeakMap<Db, LiveRankedIndex>();

function rankedIndexOf(db: Db): LiveRankedIndex {
  let index = rankedIndexes.get(db);
  if (!index) rankedIndexes.set(db, (index = new LiveRankedIndex(db)));
  return index;
}

/** Loads the in-memory ranked index of a database (at start, so the first searches need not wait). */
export async function warmSearchIndex(db: Db): Promise<void> {
  await rankedIndexOf(db).catchUp();
}

/**
 * The ranked page of a search, on either engine always from the in-memory ranked index
 * (ranked-index.ts), waiting for it to catch up with the latest writes. There is no other way
 * to answer: a second ranking (the database's own full-text search) would give other answers
 * in another order; when the index cannot read the database, the search fails as any read would.
 */
async function rankPosts(
  db: Db,
  query: SearchQuery,
  range: { limit: number; offset: number },
  now: Date,
  fallback: boolean,
): Promise<RankedPage> {
  const live = rankedIndexOf(db);
  const index = live.current() ?? (await live.ready(now.getTime()));
  return index.search(query, now.getTime(), range, { fallback });
}

/** The query with the terms the index also matched (typos forgiven, synonyms) added to what is highlighted. */
function highlighting(query: SearchQuery, page: RankedPage): SearchQuery {
  if (!page.alsoMatched?.length) return query;
  return { ...query, highlight: new Set([...query.highlight, ...page.alsoMatched]) };
}

/** How many found posts a database's cache keeps (about 30 MB: 5 kB texts with their word spans). */
const FOUND_POSTS_KEPT = 2000;

interface FoundPost {
  post: PostSummary;
  /** Its text without HTML, where excerpts are cut from. */
  body: string;
  /** The text's words (analyzer.wordSpansOf), found by the first excerpt cut from it. */
  bodyWords?: Int32Array;
}

/**
 * The summaries and texts of posts search found recently, per database, while the posts'
 * version stays the one they were read at (any post write, here or in another process, or a
 * scheduled post going public, moves it and empties the cache). The search itself is never
 * cached: every request ranks and cuts its excerpts; what repeats is reading the same posts,
 * which, with their text and images spread over a large file, cost more than the ranking.
 */
const foundPostCaches = new WeakMap<Db, { version?: string; posts: BoundedMap<number, FoundPost> }>();

/** These posts' summaries and texts in the order of `ids` (public ones, as search found them). */
async function foundPosts(db: Db, ids: number[], now: Date): Promise<FoundPost[]> {
  let cache = foundPostCaches.get(db);
  if (!cache) foundPostCaches.set(db, (cache = { posts: new BoundedMap(FOUND_POSTS_KEPT) }));
  // Read before the posts, so what is kept is at least as new as the version it is kept under.
  const version = postsContentVersion(db).current?.();
  if (version !== cache.version) {
    cache.posts.clear();
    cache.version = version;
  }
  const missing = version === undefined ? ids : ids.filter((id) => !cache.posts.has(id));
  const read = new Map<number, FoundPost>();
  if (missing.length > 0) {
    const [posts, bodies] = await Promise.all([summariesById(db, missing, now), repo.listBodyTexts(db, missing)]);
    for (const post of posts) {
      const found = { post, body: bodies.get(post.id) ?? '' };
      read.set(post.id, found);
      if (version !== undefined && cache.version === version) cache.posts.set(post.id, found);
    }
  }
  return ids.flatMap((id) => read.get(id) ?? cache.posts.get(id) ?? []);
}

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
function matchOf(found: FoundPost, query: SearchQuery): SearchMatch {
  const { post, body } = found;
  found.bodyWords ??= wordSpansOf(body);
  let excerpt: Highlighted | undefined;
  for (const [text, words] of [[post.description], [post.subtitle], [body, found.bodyWords]] as const) {
    const candidate = excerptOf(text, query, EXCERPT_CHARS, words);
    if (candidate && candidate.marks.length > (excerpt?.marks.length ?? 0)) excerpt = candidate;
  }
  return excerpt ? { title: highlight(post.title, query), excerpt } : { title: highlight(post.title, query) };
}

/**
 * The best-matching page of posts for a search (no `pageSize`: the first hundred), each with its
 * match; past SEARCH_COUNT_CAP matches the total is the cap (`capped`) and later pages are empty.
 */
export async function searchPostList(
  db: Db,
  query: SearchQuery,
  paging: { page?: number; pageSize?: number },
  now: Date,
): Promise<PostListPage> {
  const limit = paging.pageSize ?? POST_LIST_MAX_PAGE_SIZE;
  const ranked = await rankPosts(db, query, { limit, offset: ((paging.page ?? 1) - 1) * limit }, now, true);
  const marked = highlighting(query, ranked);
  const posts = (await foundPosts(db, ranked.ids, now)).map((found) => ({
    ...found.post,
    match: matchOf(found, marked),
  }));
  return {
    posts,
    total: ranked.total,
    ...(ranked.partial ? { partial: true } : {}),
    ...(ranked.capped ? { capped: true } : {}),
  };
}

const suggestionOf = (post: Matched, match?: SearchMatch): PostSuggestion =>
  match
    ? { id: post.id, slug: post.slug, ...match }
    : { id: post.id, slug: post.slug, title: { text: post.title, marks: [] } };

/**
 * What the search box suggests for the text typed so far (parsed with `typing`: its last word
 * may be unfinished):
 * the best SUGGESTIONS posts; when none matches, the newest posts instead, in `recent`, kept per
 * `version` (the public posts' version the read caches use).
 */
export async function suggestPosts(
  db: Db,
  query: SearchQuery,
  now: Date,
  version: ContentVersion,
): Promise<PostSuggestions> {
  if (query.required.length > 0) {
    const ranked = await rankPosts(db, query, { limit: SUGGESTIONS, offset: 0 }, now, false);
    if (ranked.ids.length > 0) {
      const marked = highlighting(query, ranked);
      return {
        posts: (await foundPosts(db, ranked.ids, now)).map((found) => suggestionOf(found.post, matchOf(found, marked))),
        recent: [],
      };
    }
  }
  return { posts: [], recent: await recentSuggestions(db, now, version) };
}

/** Each database's newest posts as suggestions, with the public version they were read at. */
const recentSuggestionCaches = new WeakMap<Db, { version: string; posts: PostSuggestion[] }>();

/**
 * The newest posts, offered when nothing matches what is typed. The same for every such text
 * while the public posts' version stays put (it also moves when a scheduled post's time comes:
 * posts/public-version.ts), so read once per version: listing them counts and sorts every public
 * post, which at 10,000 posts cost a dead-end keystroke more than all the ranking.
 */
async function recentSuggestions(db: Db, now: Date, version: ContentVersion): Promise<PostSuggestion[]> {
  // Read before the posts, so what is kept is at least as new as the version it is kept under.
  const current = await version.read();
  const kept = recentSuggestionCaches.get(db);
  if (kept?.version === current) return kept.posts;
  const { posts } = await listPosts(db, { page: 1, pageSize: SUGGESTIONS, now });
  const recent = posts.map((post) => suggestionOf(post));
  recentSuggestionCaches.set(db, { version: current, posts: recent });
  return recent;
}
