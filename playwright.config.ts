import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { disableFeaturesFlag } from './apps/web/scripts/measuring-browser.mjs';

/**
 * Browser tests against the real server (built SPA + API on a fresh SQLite file).
 * Playwright cannot download its own browser here: Debian's Chromium is used when present,
 * Playwright's own browser elsewhere.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/**
 * The features Playwright 1.65 turns off (its chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features`, so ours repeats them; browser-flags.spec.ts fails when Playwright's own
 * list has one this lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: [
    // Playwright's own disabled features, and the address bar's drop-downs (measuring-browser.mjs).
    disableFeaturesFlag([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`]),
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: '.',
  // axe runs once per colour of every gradient on a page (the contrast check over gradients): whole-page
  // accessibility tests need more than a click-through does on a 2-core CI machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'site-1440',
      testMatch: 'apps/web/e2e/site/**/*.spec.ts',
      // Tests tagged for one width run in that project only (not run and skipped in the other).
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'site-390',
      testMatch: 'apps/web/e2e/site/**/*.spec.ts',
      grepInvert: /@wide-only/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
    {
      name: 'admin',
      testMatch: 'apps/web/e2e/admin/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      // The desktop renderer bundle with a fake bridge running main's real IPC handlers.
      name: 'desktop-renderer',
      testMatch: 'apps/desktop/e2e/renderer*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Electron itself; skips with one line where its binary is absent (this build machine).
      name: 'desktop-electron',
      testMatch: 'apps/desktop/e2e/electron*.spec.ts',
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/config`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
