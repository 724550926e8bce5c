import { sql } from 'kysely';
import { CONTENT_CHANNEL, type ContentNotifications } from './content-notifications';
import { contentNotifications, type Db, engineOf, readNow } from './database';

/** Kinds of content whose public reads are cached; one row each in content_versions. */
export type ContentName = 'posts' | 'redirects';

/**
 * The version of a kind of content, as this process must see it before answering from a
 * cache. `read()` is called on every cached request, so it must be cheap: here one
 * primary-key read through a query compiled once (and, on SQLite, a statement prepared
 * once and run at once when no transaction is open — database.ts `readNow`); a PostgreSQL
 * setup may give its own (a named prepared statement, or LISTEN/NOTIFY) behind the same
 * interface.
 */
export interface ContentVersion {
  /** A token that changes whenever the content changed, in this process or any other on the database. */
  read(): Promise<string>;
  /** Called after this process committed a write, so its own cache drops at once whatever `read` answers. */
  bumpLocal(): void;
  /**
   * What `read` would answer, when that is known without waiting (this turn's read; on SQLite a
   * read outside a transaction); undefined when only `read` can tell. Lets a replayed answer go
   * out without a promise.
   */
  current?(): string | undefined;
}

/**
 * Bumps the version in the caller's transaction: the write and the bump commit together, so
 * no reader can see the new version with the old content, or the other way round.
 */
export async function bumpContentVersion(trx: Db, name: ContentName): Promise<void> {
  await trx
    .updateTable('content_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', name)
    .execute();
  // Other processes hear of it at the commit (content-notifications.ts); a rollback sends nothing.
  if (engineOf(trx) === 'postgres') await sql`select pg_notify(${CONTENT_CHANNEL}, ${name})`.execute(trx);
  // Outside a transaction the bump is committed already: this process's own caches drop now,
  // not when its notification comes back (a transaction's writer calls bumpLocal after commit).
  if (!trx.isTransaction) sharedVersions.get(trx)?.bumpLocal();
}

/**
 * The version read from the database, at most once per turn of the event loop: requests
 * handled in the same turn share one read (a twentieth of the reads at 20,000 requests a
 * second, where the read was a sixth of a cached answer's cost). Still exact for "the next
 * read after a write": a request whose data arrived after another process committed is read
 * from the socket after the poll that saw it, which comes after that commit, so its turn's
 * read (made when the turn's first request got here) sees the commit too. Writes in this
 * process count through `bumpLocal` at once.
 */
export function databaseContentVersion(db: Db, name: ContentName): ContentVersion {
  const notifications = contentNotifications(db);
  if (notifications) return listenedContentVersion(db, name, notifications);
  const query = db.selectFrom('content_versions').select('version').where('name', '=', name).compile();
  let local = 0;
  let thisTurn: number | undefined;
  const forget = () => (thisTurn = undefined);
  const current = () => {
    if (thisTurn === undefined) {
      const now = readNow(db, query) as Array<{ version: number }> | undefined;
      if (!now) return undefined;
      thisTurn = now[0]?.version ?? 0;
      setImmediate(forget);
    }
    return `${thisTurn}.${local}`;
  };
  return {
    async read() {
      const known = current();
      if (known !== undefined) return known;
      const { rows } = await db.executeQuery(query);
      return `${rows[0]?.version ?? 0}.${local}`;
    },
    bumpLocal() {
      local += 1;
    },
    current,
  };
}

/**
 * How long a version heard of through LISTEN is trusted without asking: a connection that died
 * without a word (no reset, no error) would otherwise hide other processes' writes for good.
 */
const RECHECK_MS = 5000;

/**
 * PostgreSQL's version: read from the database once, then known without asking until a
 * notification (any process's bump, at its commit), a lost LISTEN connection or RECHECK_MS
 * says otherwise, so a cached read asks the database nothing. A read made while a notification
 * arrived is used but not kept. While nobody listens, every read asks, as on SQLite.
 */
function listenedContentVersion(db: Db, name: ContentName, notifications: ContentNotifications): ContentVersion {
  const query = db.selectFrom('content_versions').select('version').where('name', '=', name).compile();
  let local = 0;
  let known: { version: number; generation: number; at: number } | undefined;
  let asking: { generation: number; version: Promise<number> } | undefined;
  const current = () => {
    if (!known || !notifications.listening || known.generation !== notifications.generation) return undefined;
    if (performance.now() - known.at > RECHECK_MS) return undefined;
    return `${known.version}.${local}`;
  };
  const ask = () => {
    const generation = notifications.generation;
    if (asking?.generation === generation) return asking.version;
    const at = performance.now();
    const version = db.executeQuery(query).then(({ rows }) => {
      const value = (rows[0] as { version: number } | undefined)?.version ?? 0;
      if (notifications.listening && notifications.generation === generation)
        known = { version: value, generation, at };
      return value;
    });
    const pending = { generation, version };
    asking = pending;
    const done = () => {
      if (asking === pending) asking = undefined;
    };
    version.then(done, done);
    return version;
  };
  return {
    async read() {
      const known = current();
      if (known !== undefined) return known;
      return `${await ask()}.${local}`;
    },
    bumpLocal() {
      local += 1;
    },
    current,
  };
}

const sharedVersions = new WeakMap<Db, ContentVersion>();

/**
 * The posts' version of a database, one per process: the public caches and search's in-memory
 * index (features/search/live-ranked-index.ts) read the same one, so a post write's
 * `bumpLocal` reaches both at once.
 */
export function postsContentVersion(db: Db): ContentVersion {
  let version = sharedVersions.get(db);
  if (!version) sharedVersions.set(db, (version = databaseContentVersion(db, 'posts')));
  return version;
}
