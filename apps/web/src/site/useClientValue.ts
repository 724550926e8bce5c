import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the query of a prerendered page, the page's own origin): null
 * on the server and during hydration, so the first render matches the server's markup (no React
 * #418), and the browser's value in the render right after. `read` must answer a stable value
 * (a string, a number), as useSyncExternalStore compares snapshots by identity.
 */
export function useClientValue<T extends string | number | boolean>(read: () => T): T | null {
  return useSyncExternalStore<T | null>(noSubscription, read, () => null);
}
