import { useCallback, useEffect, useState } from 'react';

interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  /** The request generation this state answers. */
  version: number;
}

/**
 * Loads data for a screen and reloads it on demand. `fetcher` must be stable (useCallback).
 * `loading` is true until the latest request answered; old data stays visible meanwhile.
 */
export function useResource<T>(fetcher: () => Promise<T>) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<ResourceState<T>>({ data: undefined, error: undefined, version: -1 });

  useEffect(() => {
    let cancelled = false;
    fetcher().then(
      (data) => !cancelled && setState({ data, error: undefined, version }),
      (error: unknown) => !cancelled && setState((s) => ({ data: s.data, error, version })),
    );
    return () => {
      cancelled = true;
    };
  }, [fetcher, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback(
    (update: (data: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })),
    [],
  );
  return { data: state.data, error: state.error, loading: state.version !== version, reload, setData };
}
