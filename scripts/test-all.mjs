// npm test: every suite, one after the other, then one line that sums them all:
//   N passed, N failed, N skipped
// (CI reads that line.) Exits non-zero when anything failed.
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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

function addVitest(label, file, status) {
  const report = readJson(file);
  if (!report) {
    console.error(`${label}: no report (${file}); counting the suite as failed.`);
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(label, file, status) {
  const report = readJson(file);
  if (!report?.stats) {
    console.error(`${label}: no report (${file}); counting the suite as failed.`);
    totals.failed += 1;
    return;
  }
  const s = report.stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected + (status !== 0 && s.unexpected === 0 ? 1 : 0);
  totals.skipped += s.skipped;
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
addVitest('Vitest', vitestFile, vitestStatus);

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

if (!existsSync(out)) mkdirSync(out);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
