import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { E2E_BASE_URL } from '../../../playwright.config';
import { DesktopAdminPage } from './desktop-admin.page';

/**
 * The packaged app itself (main + preload + renderer in Electron, real OS keychain), where
 * an Electron binary exists. This build machine cannot download it: the suite then says so
 * in one line and is reported as skipped; Node and Chromium cover the same logic.
 */
const SKIP_LINE =
  'Electron binary not present — skipping the Electron end-to-end suite (desktop logic is covered in Node and the renderer in Chromium)';
const ADMIN = { username: 'admin@alvorada.test', password: 'e2e-Admin-senha-1' };
const desktopDir = fileURLToPath(new URL('..', import.meta.url));

function electronBinary(): string | null {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}
const executablePath = electronBinary();
// Printed once, by the runner process while it collects tests (workers load the file too).
if (!executablePath && process.env.TEST_WORKER_INDEX === undefined) console.log(SKIP_LINE);

test.describe('Vitrine Admin in Electron', () => {
  test.skip(!executablePath, SKIP_LINE);
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let userData = '';
  let app: ElectronApplication | undefined;

  const launch = async () => {
    app = await electron.launch({
      executablePath: executablePath!,
      args: [desktopDir],
      env: { ...process.env, VITRINE_USER_DATA_DIR: userData, VITRINE_SERVER_URL: E2E_BASE_URL },
    });
    const page = await app.firstWindow();
    await page.setViewportSize({ width: 1280, height: 800 });
    return { page, admin: new DesktopAdminPage(page) };
  };

  test.beforeAll(() => {
    test.setTimeout(180_000); // bundles main, preload and the renderer
    userData = mkdtempSync(join(tmpdir(), 'vitrine-electron-'));
    const build = spawnSync(process.execPath, [join(desktopDir, 'build.mjs')], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  });
  test.afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  test('runs sandboxed from app://vitrine with no Node in the page', async () => {
    const { page } = await launch();
    expect(page.url()).toMatch(/^app:\/\/vitrine\//);
    expect(await page.evaluate(() => typeof (globalThis as any).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (globalThis as any).process)).toBe('undefined');
    expect(await page.evaluate(() => Object.keys((window as any).vitrine).sort())).toEqual([
      'api',
      'session',
      'settings',
      'shell',
    ]);
  });

  test('login, list posts, create a post with an image', async () => {
    const { page, admin } = await launch();
    await admin.login(ADMIN.username, ADMIN.password);
    await expect(admin.sidebarUser()).toBeVisible();
    await admin.openPosts();
    const posts = (await (await fetch(`${E2E_BASE_URL}/api/posts`)).json()) as Array<{ title: string }>;
    if (posts[0]) await expect(page.getByText(posts[0].title).first()).toBeVisible();

    const title = `Post do aplicativo ${Date.now()}`;
    await admin.writeNewPost(title, 'Criado pelo teste do aplicativo desktop.');
    await page
      .getByRole('button', { name: /Salvar/ })
      .first()
      .click();
    await admin.openPosts();
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test('a relaunch keeps the session (keychain); logout ends it', async () => {
    let { admin } = await launch();
    await expect(admin.sidebarUser()).toBeVisible();
    await admin.logout();
    await app!.close();
    ({ admin } = await launch());
    await expect(admin.page.getByRole('button', { name: 'Acessar' })).toBeVisible();
  });
});
