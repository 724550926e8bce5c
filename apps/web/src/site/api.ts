import { createApiClient, createFetchTransport } from '@vitrine/shared/api-client';
import type { AnalyticsEventType } from '@vitrine/shared/constants';

/** The public site's API client: same origin, no token. */
export const api = createApiClient(createFetchTransport({ baseUrl: '' }));

/** Analytics (docs/ARCHITECTURE.md §8): fire and forget; a failed event never disturbs the visitor. */
export function track(type: AnalyticsEventType, path: string = window.location.pathname): void {
  api.track(type, path).catch(() => undefined);
}
