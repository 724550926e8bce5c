import { defineConfig } from 'vitest/config';

/**
 * The API project runs on SQLite by default. With VITRINE_TEST_PG_URL set (scripts/test-all.mjs
 * starts a throwaway PostgreSQL cluster and sets it) the same tests run on PostgreSQL, except
 * the ones below that do not touch the database engine at all, and the scale-out tests run
 * only there.
 */
const onPostgres = Boolean(process.env.VITRINE_TEST_PG_URL);
/** Tests that run only on PostgreSQL: several server processes on one database. */
const postgresOnly = ['test/**/*.pg.test.ts'];
/**
 * Not repeated on PostgreSQL: they never open the configured engine (configuration parsing,
 * pure functions, the process entry's SQLite-file errors), so a second run proves nothing.
 */
const engineIndependent = [
  'src/http/bounded-map.test.ts',
  'src/config.test.ts',
  'src/http/request.test.ts',
  'src/http/unavailable.test.ts',
  'src/jobs/periodic-job.test.ts',
  'src/features/posts/post-html.test.ts',
  'src/features/search/search-query.test.ts',
  'src/features/search/ranked-index.test.ts',
  'test/process.test.ts',
  'src/http/work-budget.test.ts',
  'src/features/search/first-in-order.test.ts',
];

/**
 * SQLite-only by nature, so not run on PostgreSQL: SQLite's single-writer lock and its async
 * busy wait (sqlite-driver), a full SQLite file (pragma max_page_count, SQLITE_FULL), and
 * the permissions of the SQLite file and its -wal/-shm companions.
 */
const sqliteOnly = [
  'src/db/sqlite-driver.test.ts',
  'src/db/storage-full.test.ts',
  'src/db/data-files.test.ts',
  // The in-memory ranked index copies FTS5 (features/search/live-ranked-index.ts).
  'src/features/search/ranked-index.fts5.test.ts',
];

/** Unit and API tests of every workspace; Playwright covers the browser (playwright.config.ts). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: onPostgres
            ? ['**/node_modules/**', ...engineIndependent, ...sqliteOnly]
            : ['**/node_modules/**', ...postgresOnly],
          globalSetup: onPostgres ? ['test/pg-global-setup.ts'] : [],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'admin', root: 'packages/admin', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'desktop',
          root: 'apps/desktop',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
