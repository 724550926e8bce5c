// The server the browser tests run against: a fresh SQLite file with the demo content,
// a known Admin, and an onboarding platform origin that the tests can serve themselves.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const port = process.env.E2E_PORT ?? '3100';
// One data folder per port, so two suites on two ports never share a database.
const dataDir = `.test-output/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: `${dataDir}/vitrine.db`,
    ADMIN_USERNAME: 'admin@alvorada.test',
    ADMIN_PASSWORD: 'e2e-Admin-senha-1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PLATFORM_ORIGIN: process.env.E2E_PLATFORM_ORIGIN ?? 'http://localhost:3199',
    TRUST_PROXY: 'true',
    // Every browser test comes from 127.0.0.1: per-address limits would make one spec's
    // requests count against the next. The limits have their own API tests.
    RATE_LIMITS: 'false',
    // The webhook flow delivers to a receiver the spec runs on 127.0.0.1 over plain http; the
    // refusal of http and loopback (the default) is proven by the API tests.
    WEBHOOKS_ALLOW_HTTP: 'true',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
