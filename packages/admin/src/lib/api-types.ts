import type { EndpointResponse } from '@vitrine/shared/api-contract';

/*
 * Answers the screens read, named from the contract's entries (packages/shared/src/api-contract.ts),
 * so a field renamed or retyped there fails the typecheck at every screen that reads it.
 */

/** A post in the staff's list and trash (GET /api/admin/posts): a summary, with when it was trashed. */
export type PostSummary = EndpointResponse<'GET /admin/posts'>[number];
