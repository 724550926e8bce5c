// npm test: every suite, one after the other, then one line that sums them all:
//   N passed, N failed, N skipped
// (CI reads that line.) Exits non-zero when anything failed.
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const out = '.test-output';
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Per suite, what it added to the totals: printed before the final line. */
const suites = [];

function count(label, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  suites.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

/**
 * Adds a Vitest JSON report. `parts` names groups of test files by a path fragment (e.g. the
 * API tests of a run that also holds the other workspaces), each counted on its own line.
 */
function addVitest(label, file, status, parts = {}) {
  const report = readJson(file);
  if (!report) {
    console.error(`${label}: no report (${file}); counting the suite as failed.`);
    count(label, 0, 1, 0);
    return;
  }
  const groups = new Map();
  for (const result of report.testResults ?? []) {
    const part = Object.entries(parts).find(([, fragment]) => result.name.includes(fragment))?.[0];
    const name = part ? `${label} (${part})` : Object.keys(parts).length ? `${label} (other workspaces)` : label;
    const group = groups.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'passed') group.passed += 1;
      else if (test.status === 'failed') group.failed += 1;
      else group.skipped += 1;
    }
    // A file that failed to load has no test results but did fail.
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
      group.failed += 1;
    }
    groups.set(name, group);
  }
  const sum = [...groups.values()].reduce((a, g) => a + g.failed, 0);
  if (status !== 0 && sum === 0) {
    const group = groups.get(label) ?? { passed: 0, failed: 0, skipped: 0 };
    group.failed += 1;
    groups.set(label, group);
  }
  if (groups.size === 0) groups.set(label, { passed: 0, failed: status !== 0 ? 1 : 0, skipped: 0 });
  for (const [name, g] of groups) count(name, g.passed, g.failed, g.skipped);
}

function addPlaywright(label, file, status) {
  const report = readJson(file);
  if (!report?.stats) {
    console.error(`${label}: no report (${file}); counting the suite as failed.`);
    count(label, 0, 1, 0);
    return;
  }
  const s = report.stats;
  count(label, s.expected + s.flaky, s.unexpected + (status !== 0 && s.unexpected === 0 ? 1 : 0), s.skipped);
}

// 1. Unit and API tests (Vitest). The desktop keychain tests need a Secret Service: when
//    dbus-run-session and gnome-keyring are installed they run inside a private session bus.
const vitestFile = `${out}/vitest.json`;
rmSync(vitestFile, { force: true });
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`];
const haveKeyring =
  spawnSync('sh', ['-c', 'command -v dbus-run-session && command -v gnome-keyring-daemon']).status === 0;
const vitestStatus = haveKeyring
  ? run('Vitest (unit + API; keychain under dbus-run-session)', 'dbus-run-session', [
      '--',
      'sh',
      '-c',
      // A throwaway keyring folder: an existing login keyring with another password would
      // stay locked and make every keychain call fail with 'unlock prompt was dismissed'.
      `XDG_DATA_HOME="$(mktemp -d)" sh -c 'echo -n vitrine-test | gnome-keyring-daemon --unlock --components=secrets' >/dev/null 2>&1; exec npx ${vitestArgs.join(' ')}`,
    ])
  : run('Vitest (unit + API)', 'npx', vitestArgs);
addVitest('Vitest', vitestFile, vitestStatus, { 'API on SQLite': '/apps/api/' });

// 1b. The API tests again on PostgreSQL: a throwaway cluster (initdb + pg_ctl in a temp
//     folder, free port), removed afterwards. A cluster that cannot start counts as a failure.
console.log('\n=== Vitest (API on PostgreSQL) ===');
const pgFile = `${out}/vitest-pg.json`;
rmSync(pgFile, { force: true });
let cluster;
try {
  cluster = await startCluster({ log: (line) => console.log(line) });
} catch (error) {
  console.error(`PostgreSQL could not start: ${error instanceof Error ? error.message : String(error)}`);
}
if (cluster) {
  try {
    const pgStatus = run(
      `Vitest (API on PostgreSQL at ${cluster.url})`,
      'npx',
      ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${pgFile}`],
      { VITRINE_TEST_PG_URL: cluster.url },
    );
    addVitest('Vitest (API on PostgreSQL)', pgFile, pgStatus);
  } finally {
    await cluster.stop();
  }
} else {
  count('Vitest (API on PostgreSQL)', 0, 1, 0);
}

// 2. Browser tests (Playwright) against a fresh build.
const buildStatus = run('Build (web)', 'npm', ['run', 'build']);
if (buildStatus !== 0) {
  totals.failed += 1;
} else {
  const pwFile = `${out}/playwright.json`;
  rmSync(pwFile, { force: true });
  const pwStatus = run('Playwright (Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile });
  addPlaywright('Playwright', pwFile, pwStatus);
}
if (buildStatus !== 0) suites.push('Build (web): failed');

if (!existsSync(out)) mkdirSync(out);
console.log(`\n${suites.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
