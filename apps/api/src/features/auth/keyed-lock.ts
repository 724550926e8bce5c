/**
 * In-process mutual exclusion per key. Holders of one key run one after another; different
 * keys do not wait for each other. A key's entry lives only while someone holds or waits
 * for it, so the map cannot grow with the number of keys ever used.
 */
export class KeyedLock {
  /** Per key, the promise that settles when the last queued holder releases. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Number of keys held or waited for (for tests). */
  get size(): number {
    return this.tails.size;
  }

  /**
   * Runs `task` while holding every key. Keys are taken in sorted order, so two callers
   * needing overlapping sets can never each hold one the other waits for.
   */
  async run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const releases: Array<() => void> = [];
    try {
      for (const key of [...new Set(keys)].sort()) releases.push(await this.acquire(key));
      return await task();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  private async acquire(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => held);
    this.tails.set(key, tail);
    await previous;
    return () => {
      release();
      // Only the last in line removes the entry; a later waiter has replaced the tail.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
