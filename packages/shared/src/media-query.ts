export interface MediaQueryStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): boolean;
  getServerSnapshot(): boolean;
}

const stores = new Map<string, MediaQueryStore>();

/**
 * A CSS media query as an external store (subscribe + snapshot), the shape React's
 * useSyncExternalStore takes. Framework-free so the public site and the admin screens share
 * it, each with a one-line hook. One store per query, so React does not resubscribe on every
 * render. Where there is no window (prerendering, Node) it never matches.
 */
export function mediaQueryStore(query: string): MediaQueryStore {
  let store = stores.get(query);
  if (!store) {
    store = {
      subscribe(onChange) {
        const list = window.matchMedia(query);
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      getSnapshot: () => window.matchMedia(query).matches,
      getServerSnapshot: () => false,
    };
    stores.set(query, store);
  }
  return store;
}
