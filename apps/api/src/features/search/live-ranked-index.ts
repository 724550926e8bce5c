import { type ContentVersion, postsContentVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { RankedIndex } from './ranked-index';
import * as repo from './search.repository';
import { listSynonymGroups } from './synonyms.repository';

/** Posts read and indexed between two turns of the event loop while catching up: requests go on meanwhile. */
const CATCH_UP_BATCH = 25;

/**
 * The RankedIndex of a database, kept to what the database holds now, on either engine: every
 * search first checks the posts' version (content_versions, bumped in the transaction of every
 * post write, in any process, and by synonym changes) and, when it moved, waits for the index to
 * catch up, so every process answers from the same posts with the same code. Catching up reads
 * each post's visibility and indexing revision (post_search.revision), then reads again and
 * re-indexes only the posts whose values changed, 25 at a time (a few milliseconds each); posts
 * gone are dropped. The version is read before the posts, so the index holds at least what that
 * version says, and any later write moves the version past it again.
 */
export class LiveRankedIndex {
  private readonly index = new RankedIndex();
  /** Each indexed post's state (search.repository listSearchStates), to tell what changed. */
  private readonly states = new Map<number, string>();
  /** The posts' version the index holds; undefined until the first catch-up ends. */
  private version: string | undefined;
  private catchingUp: Promise<void> | undefined;
  /** Why the last catch-up stopped short; cleared by the next one that ends. */
  private failure: Error | undefined;
  private readonly contentVersion: ContentVersion;

  constructor(private readonly db: Db) {
    this.contentVersion = postsContentVersion(db);
  }

  /** The index, when it is known without waiting to hold the posts the database has now (content-version.ts). */
  current(): RankedIndex | undefined {
    const now = this.contentVersion.current?.();
    return now !== undefined && now === this.version ? this.index : undefined;
  }

  /**
   * The index once it holds the posts the database has now. Rejects with the database's error
   * when it could not catch up: an index that missed writes would answer other posts than the
   * database holds (a post unpublished since, a new one missing), so no search is answered
   * from it until a catch-up ends; the next search tries again.
   */
  async ready(now: number): Promise<RankedIndex> {
    const known = this.current();
    if (known) return known;
    // A catch-up already under way may have read the version before a write this search must see.
    if (this.catchingUp) await this.catchingUp;
    await this.catchUp(now);
    if (this.failure) throw this.failure;
    if (this.version === undefined) throw new Error('search index not loaded');
    return this.index;
  }

  /**
   * Brings the index up to the database (one catch-up at a time). Never rejects (the load at
   * start runs unawaited): a catch-up cut short (a busy or closed database) is kept as the
   * `failure` that `ready` answers, and the next one starts over from what was indexed.
   * `now` (ms): the clock of the request that asked, which decides which scheduled posts are
   * already public (the rest wait in the index until a search at their time).
   */
  catchUp(now = Date.now()): Promise<void> {
    return (this.catchingUp ??= this.readChanges(now)
      .then(
        () => {
          this.failure = undefined;
        },
        (error: unknown) => {
          this.failure = error instanceof Error ? error : new Error(`search index catch-up failed: ${String(error)}`);
        },
      )
      .finally(() => {
        this.catchingUp = undefined;
      }));
  }

  private async readChanges(now: number): Promise<void> {
    const version = await this.contentVersion.read();
    if (version === this.version) return;
    this.index.setSynonyms(await listSynonymGroups(this.db));
    const changed = new Map<number, string>();
    const present = new Set<number>();
    for (const { id, state } of await repo.listSearchStates(this.db)) {
      present.add(id);
      if (this.states.get(id) !== state) changed.set(id, state);
    }
    for (const id of this.states.keys()) {
      if (present.has(id)) continue;
      this.states.delete(id);
      this.index.remove(id);
    }
    const ids = [...changed.keys()];
    for (let at = 0; at < ids.length; at += CATCH_UP_BATCH) {
      const batch = ids.slice(at, at + CATCH_UP_BATCH);
      const posts = await repo.listRankablePosts(this.db, batch);
      const read = new Set(posts.map((post) => post.id));
      for (const post of posts) {
        this.index.put(post, now);
        // Only once indexed: a catch-up cut short leaves the rest to the next one.
        this.states.set(post.id, changed.get(post.id)!);
      }
      // Deleted between the two reads: gone from the index too.
      for (const id of batch) {
        if (read.has(id)) continue;
        this.states.delete(id);
        this.index.remove(id);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.version = version;
  }
}
