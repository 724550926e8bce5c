import pg from 'pg';

/** The channel every content version bump notifies on PostgreSQL (content-version.ts). */
export const CONTENT_CHANNEL = 'vitrine_content';

/** How soon a lost LISTEN connection is opened again. */
const RECONNECT_MS = 1000;

/**
 * What one process hears of content changes made by any process on a PostgreSQL database: one
 * connection of its own (outside the pool, which would otherwise lose a connection for good)
 * that LISTENs on CONTENT_CHANNEL. A bump's NOTIFY is sent with the bump's transaction, at its
 * commit, so by the time this process hears it the new content is readable.
 *
 * `generation` moves on every notification, on every connection lost and on every connection
 * made: a version read while it stayed the same is still the current one, as long as
 * `listening` is true. While it is false (the database restarted, the network dropped) readers
 * go back to asking the database, and the connection is opened again every second.
 */
export interface ContentNotifications {
  readonly listening: boolean;
  readonly generation: number;
  close(): Promise<void>;
}

export function listenForContent(connectionString: string): ContentNotifications {
  let client: pg.Client | undefined;
  let listening = false;
  let generation = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    listening = false;
    generation += 1;
    which.removeAllListeners('end');
    void which.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    // Never what keeps a process alive.
    retry.unref();
  };
  const connect = async () => {
    if (closed || client) return;
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('notification', () => {
      generation += 1;
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (client !== next || closed) return;
      // Changes made while no one listened are covered: every version read before now is dropped.
      generation += 1;
      listening = true;
    } catch {
      lost(next);
    }
  };
  void connect();

  return {
    get listening() {
      return listening;
    },
    get generation() {
      return generation;
    },
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => {});
      }
    },
  };
}
