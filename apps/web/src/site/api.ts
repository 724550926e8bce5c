import { createApiClient, createFetchTransport } from '@vitrine/shared/api-client';
import type { EndpointResponse } from '@vitrine/shared/api-contract';

/** The public site's API client: same origin, no token. */
export const api = createApiClient(createFetchTransport({ baseUrl: '' }));

/*
 * What the site reads from the API, named once and taken from the contract's entries
 * (packages/shared/src/api-contract.ts): a field renamed or retyped there fails the site's
 * typecheck at every component that reads it.
 */

/** A post as the blog lists it (GET /api/posts): what a card shows, without the content. */
export type PostSummary = EndpointResponse<'GET /posts'>[number];
/** A whole post (GET /api/posts/:ref): the article and the post modal. */
export type Post = EndpointResponse<'GET /posts/:ref'>;
/** One page of the blog list as the client answers it (the posts, the total, a partial search). */
export type PostListPage = Awaited<ReturnType<typeof api.listPosts>>;
/** What the search box suggests while the visitor types (GET /api/posts/sugestoes). */
export type PostSuggestions = EndpointResponse<'GET /posts/sugestoes'>;
export type PostSuggestion = PostSuggestions['posts'][number];
