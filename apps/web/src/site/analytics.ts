import type { ApiEndpoints, Endpoint } from '@vitrine/shared/api-contract';
import type { AnalyticsEventType } from '@vitrine/shared/constants';

/**
 * Analytics (docs/ARCHITECTURE.md §8): fire and forget; a failed event never disturbs the visitor.
 *
 * Sent with a bare fetch, not through the API client (site/api.ts): every page counts a view
 * once it is up, and fetching, compiling and running the client's chunk for that one request
 * was a task of its own on the main thread of every page load (about 10-25 ms unthrottled, four
 * to six times that on the phone Lighthouse emulates). The route and body stay typed by the API
 * contract, so a change there fails the type check here.
 */
const ROUTE = 'POST /eventos' satisfies Endpoint;
const URL_PATH = `/api${ROUTE.slice(ROUTE.indexOf(' ') + 1)}`;

export function track(type: AnalyticsEventType, path: string = window.location.pathname): void {
  const event: ApiEndpoints[typeof ROUTE]['json'] = { type, path };
  fetch(URL_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
    // A view counted as the visitor leaves still reaches the server.
    keepalive: true,
  }).catch(() => undefined);
}
