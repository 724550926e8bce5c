import { createApiClient, createFetchTransport } from '@vitrine/shared/api-client';

/** The public site's API client: same origin, no token. */
export const api = createApiClient(createFetchTransport({ baseUrl: '' }));
