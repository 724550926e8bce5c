/**
 * Keeping the search index in step with the posts: the posts service calls these inside the
 * transaction of each post write, and the database copy and migration 0012 rebuild it whole.
 * Apart from search.service.ts, which reads through the posts service: this file imports no
 * other feature, so posts → search-index never closes a cycle.
 */
export {
  indexPost,
  rebuildSearchIndex,
  removePost,
  searchDocument,
  type IndexablePost,
  type SearchDocument,
} from './search.repository';
