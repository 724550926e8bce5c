/** A data chunk's load, settled into a value or a failure (never a rejection). */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

type TrackedPromise<T> = Promise<Loaded<T>> & { status?: 'fulfilled'; value?: Loaded<T> };

const cache = new Map<string, TrackedPromise<unknown>>();

/**
 * One promise per data chunk, for React's `use()`: the prerender waits for it, and the browser
 * loads it before hydrating, so the first client render already has the data the markup shows.
 * The promise is marked fulfilled the way React reads it, so a loaded chunk renders without
 * suspending. A failed load is forgotten, so trying again downloads it again.
 */
export function cachedLoad<T>(key: string, load: () => Promise<T>): Promise<Loaded<T>> {
  const known = cache.get(key) as TrackedPromise<T> | undefined;
  if (known) return known;
  const promise: TrackedPromise<T> = load().then(
    (value): Loaded<T> => ({ ok: true, value }),
    (): Loaded<T> => {
      cache.delete(key);
      return { ok: false };
    },
  );
  void promise.then((result) => {
    promise.status = 'fulfilled';
    promise.value = result;
  });
  cache.set(key, promise);
  return promise;
}
