import type { Server } from 'node:http';
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createApp } from '../app';
import { createTestContext, type TestContext } from '../../test/helpers';

/**
 * A 413 given before the body arrived must reach clients that send slowly, pause, or read the
 * answer only once they have sent everything: the server reads the body away first, and must
 * not give up on a client that is still sending.
 */
let ctx: TestContext;
let server: ServerType;
let base: string;
beforeEach(async () => {
  ctx = await createTestContext();
  const app = createApp(ctx.deps);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  (server as Server).closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

const TOO_LARGE = { message: messages.http.payloadTooLarge, code: 'payload_too_large' };

/**
 * Sends the declared body in two halves with a pause between them and, like curl, fails when
 * a write fails (EPIPE, ECONNRESET) even if the answer had already come in.
 */
const pausingUpload = (path: string, total: number, pauseMs: number) =>
  new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    const socket = connect({ port: Number(new URL(base).port), host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let ended = false;
    let sent = false;
    const settle = () => {
      if (!ended || !sent) return;
      const [head = '', body] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), body });
    };
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => {
      ended = true;
      settle();
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(total / 2, 'x'));
    setTimeout(() => {
      const chunk = Buffer.alloc(16 * 1024, 'x');
      let left = total / 2;
      const pump = () => {
        while (left > 0) {
          left -= chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
        socket.write('', () => {
          sent = true;
          settle();
        });
      };
      pump();
    }, pauseMs);
  });

describe('an early 413', () => {
  it('reaches a client that pauses mid-body for a few seconds', async () => {
    const answer = await pausingUpload('/api/login', 512 * 1024, 3000);
    expect(answer).toEqual({ status: 413, body: JSON.stringify(TOO_LARGE) });
  });
});

describe('a 30 MB post upload sent with fetch', () => {
  /** Node's own fetch (undici) sends the whole form before it reads an answer, as browsers' uploads do. */
  const upload = () => {
    const form = new FormData();
    form.set('title', 'Grande demais');
    form.set('image', new Blob([new Uint8Array(30 * 1024 * 1024)], { type: 'image/png' }), 'capa.png');
    return fetch(`${base}/api/posts`, { method: 'POST', body: form }).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      (error: Error & { cause?: { code?: string } }) => ({ error: error.cause?.code ?? error.message }),
    );
  };

  // Each upload is a second or two on an idle machine; a busy 2-core one took 10 to 15 s.
  it('reads the 413 every time, one after another and several at once', async () => {
    const answers = [];
    for (let i = 0; i < 2; i += 1) answers.push(await upload());
    answers.push(...(await Promise.all([upload(), upload(), upload()])));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 413, body: JSON.stringify(TOO_LARGE) })));
  }, 240_000);
});
