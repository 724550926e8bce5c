/** A job the server runs on its own timer: started once, stopped at shutdown, or run by hand. */
export interface PeriodicJob<T> {
  start(): void;
  /** Stops the timers and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** One run now (tests, and each tick); a run asked for while one is going joins it. */
  runOnce(): Promise<T>;
}

/**
 * Runs `run` every `everyMs`, the first time `firstAfterMs` after start (not during start-up
 * itself: migrations and the first requests come first). Timers are unref'd so they never keep
 * the process alive; a failed run is reported to `onError` and the next tick tries again.
 */
export function periodicJob<T>(
  run: () => Promise<T>,
  options: { everyMs: number; firstAfterMs: number; onError(error: unknown): void; enabled?: boolean },
): PeriodicJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  function runOnce(): Promise<T> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }
  const tick = () => {
    runOnce().catch(options.onError);
  };
  return {
    start() {
      if (options.enabled === false || timer) return;
      timer = setInterval(tick, options.everyMs);
      timer.unref();
      first = setTimeout(tick, options.firstAfterMs);
      first.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      timer = first = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
