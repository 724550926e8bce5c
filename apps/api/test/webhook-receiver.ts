import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local HTTP receiver for webhook tests. `answer` decides each reply from the request's
 * number (0-based): a status, an optional body, an optional delay.
 */
export async function startReceiver(
  answer: (n: number) => {
    status: number;
    body?: string;
    delayMs?: number;
    headers?: Record<string, string>;
  } = () => ({
    status: 200,
  }),
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const n = received.length;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
      const reply = answer(n);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`got ${received.length} of ${count} webhooks`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
