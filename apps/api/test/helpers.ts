import { Role, type RoleId } from '@vitrine/shared';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { type Engine, openDatabase } from '../src/db/database';
import type { AppDeps } from '../src/deps';
import { silentLogger } from '../src/lib/logger';
import { createUser } from '../src/features/users/users.service';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ADMIN = { username: 'admin@alvorada.test', password: 'Admin-senha-forte-1' };

/**
 * Settings for the real server (startServer) over a test database: a free port, the first Admin
 * from ADMIN, no demo content and no site build. `env` adds to them or overrides them.
 */
export function serverConfig(database: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: database.dir,
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(database.dir, 'no-dist'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
}

/** A contact as the site's form sends it; a test overrides the fields it is about. */
export const sampleContact = (
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>> = {},
) => ({
  name: 'Maria Souza',
  email: 'maria@cliente.test',
  phone: '(47) 99999-1234',
  subject: 'Orçamento',
  message: 'Quero uma demonstração.',
  ...overrides,
});

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  config: Config;
  dir: string;
  /** Moves the injected clock. */
  advance(ms: number): void;
  /** JSON request helper: answers status, headers and parsed body. */
  request(
    method: string,
    path: string,
    options?: { json?: unknown; token?: string; headers?: Record<string, string>; body?: RequestInit['body'] },
  ): Promise<{ status: number; headers: Headers; body: any; text: string }>;
  /** Creates a user (no forced password change) and answers a token for it. */
  tokenFor(role: RoleId, username?: string): Promise<string>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh app on a real, migrated database of the test engine (a SQLite file in a temp
 * folder, or a PostgreSQL database of the test cluster: test/test-database.ts), with the
 * first Admin created and a clock the test controls. Each call gets its own database
 * (`engine: 'sqlite'`: a SQLite file even on a PostgreSQL run).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { engine?: Engine } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(options);
  const dir = database.dir;
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    TRUST_PROXY: 'true',
    ...env,
  });
  const db = openDatabase(config.DATABASE_URL, { poolMax: 4 });
  let clock = Date.parse('2026-03-10T12:00:00.000Z');
  const deps: AppDeps = {
    db,
    config,
    logger: silentLogger,
    jwtSecret: config.JWT_SECRET!,
    now: () => new Date(clock),
  };
  await createUser(db, { username: ADMIN.username, role: Role.Admin }, deps.now(), {
    password: ADMIN.password,
    mustChangePassword: false,
  });
  const app = createApp(deps);

  const ctx: TestContext = {
    app,
    deps,
    config,
    dir,
    advance(ms) {
      clock += ms;
    },
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.10', ...options.headers };
      let body: RequestInit['body'] = options.body;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await app.request(path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    async tokenFor(role, username = `user${Math.random().toString(36).slice(2, 8)}@alvorada.test`) {
      const password = 'Senha-de-teste-1';
      await createUser(db, { username, role }, deps.now(), { password, mustChangePassword: false });
      const res = await ctx.request('POST', '/api/login', { json: { username, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.text}`);
      return res.body.token as string;
    },
    async adminToken() {
      const res = await ctx.request('POST', '/api/login', { json: ADMIN });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.text}`);
      return res.body.token as string;
    },
    async close() {
      await deps.imageVariants?.stop();
      await db.destroy();
      await database.drop();
    },
  };
  return ctx;
}
