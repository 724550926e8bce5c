import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The server processes `npm run bench` measures: one per database, seeded before it listens. */

const here = fileURLToPath(new URL('.', import.meta.url));
export const webDist = process.env.WEB_DIST ?? join(here, '../../web/dist');
export const hasSite = existsSync(join(webDist, 'index.html'));

/**
 * One server process per database measured: the main one with BENCH_POSTS posts, and two
 * more seeded the same way with 100 and 10,000 posts for the scale rows. `env` is where
 * another engine goes (DATABASE_URL=postgres://… for PostgreSQL rows).
 */
export interface ServerSpec {
  posts: number;
  /** Drafts and scheduled posts beside the published ones, invisible to the public list. */
  hidden?: number;
  env?: Record<string, string>;
}

/**
 * The bench server compiled as production compiles the API (build.mjs --bench), once per run:
 * the rows measure the code `npm start` runs, not tsx's output.
 */
const benchServer = (() => {
  let built: string | undefined;
  return () => {
    if (!built) {
      execFileSync(process.execPath, [join(here, '../build.mjs'), '--bench'], { stdio: 'inherit' });
      built = join(here, '../dist/bench/bench-server.js');
    }
    return built;
  };
})();

export async function startServer(dataDir: string, label: string, spec: ServerSpec) {
  const child = spawn(process.execPath, [benchServer()], {
    env: {
      ...process.env,
      DATABASE_URL: join(dataDir, `bench-${label}.db`),
      DATA_DIR: join(dataDir, label),
      PORT: '0',
      HOST: '127.0.0.1',
      // Exactly BENCH_POSTS posts: the demo seed would add its own seven.
      SEED_DEMO: 'false',
      BENCH_POSTS: String(spec.posts),
      BENCH_HIDDEN_POSTS: String(spec.hidden ?? 0),
      ...spec.env,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'bench@alvorada.test',
      ADMIN_PASSWORD: 'bench-senha-forte',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; seeded: number; seedMs: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve(JSON.parse(line) as { url: string; seeded: number; seedMs: number });
      } catch {
        // Not the ready line.
      }
    });
  });
  return {
    ...ready,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
