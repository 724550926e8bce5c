/**
 * A Map that holds at most `limit` entries: a new key past the limit pushes the oldest one out
 * (insertion order; setting a key again makes it the newest). For caches keyed by what
 * visitors send (searches, URLs), which an unbounded map would let anyone grow.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    this.delete(key);
    if (this.size >= this.limit) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}

/**
 * A BoundedMap whose reads count as use: the least recently used entry goes first, so a stream
 * of one-off keys (random addresses) pushes out other one-off keys, not the pages people read.
 */
export class LruMap<K, V> extends BoundedMap<K, V> {
  override get(key: K): V | undefined {
    const value = super.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }
}
