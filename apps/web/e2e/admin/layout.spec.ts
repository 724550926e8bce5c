import { expect, test, type Page } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { ContactsPage } from './pages/ContactsPage';
import { LoginPage } from './pages/LoginPage';
import { PostEditorPage } from './pages/PostEditorPage';
import { UsersPage } from './pages/UsersPage';
import { loginWithStorage } from './pages/admin-api';

/**
 * Every admin screen at a desktop (1440 px) and a small laptop (1024 px) width: nothing wider
 * than the window, the sidebar beside (not over) the content, every grid column inside its grid.
 * The screenshots are kept with the test's output for a look by eye.
 */
const WIDTHS = [1440, 1024] as const;

async function expectFits(page: Page) {
  // Measured in one go in the page: no element can re-render between two measurements.
  const layout = await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Menu administrativo"]');
    const main = document.querySelector('main');
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      sidebarRight: nav ? nav.getBoundingClientRect().right : null,
      mainLeft: main ? main.getBoundingClientRect().left : null,
      grids: [...document.querySelectorAll('.ag-root-wrapper')].map((grid) => {
        const right = grid.getBoundingClientRect().right;
        // Columns far outside are not rendered at all (virtualised): the scroll width tells.
        const scroll = grid.querySelector('.ag-body-horizontal-scroll-viewport');
        return {
          label: grid.closest('[role="region"]')?.getAttribute('aria-label'),
          hiddenPx: scroll ? scroll.scrollWidth - scroll.clientWidth : 0,
          cut: [...grid.querySelectorAll('.ag-header-cell')]
            .map((cell) => ({
              name: cell.textContent?.trim() || cell.getAttribute('col-id'),
              past: Math.round(cell.getBoundingClientRect().right - right),
            }))
            .filter((c) => c.past > 1),
        };
      }),
    };
  });
  expect.soft(layout.overflow, 'horizontal page overflow (px)').toBeLessThanOrEqual(0);
  if (layout.sidebarRight !== null && layout.mainLeft !== null) {
    expect.soft(layout.mainLeft, 'content starts after the sidebar').toBeGreaterThanOrEqual(layout.sidebarRight - 1);
  }
  for (const grid of layout.grids) {
    expect.soft(grid.cut, `${grid.label}: columns past the right edge of the grid`).toEqual([]);
    expect.soft(grid.hiddenPx, `${grid.label}: columns wider than the grid (px to scroll)`).toBeLessThanOrEqual(1);
  }
}

async function shot(page: Page, name: string, width: number) {
  // Dialogs fade and slide in: wait for the motion to end, not for a fixed time.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectFits(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  if (process.env.ADMIN_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.ADMIN_SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
}

for (const width of WIDTHS) {
  test.describe(`admin screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('login, home, users with the add dialog, posts, editor, contacts with a detail', async ({ page, request }) => {
      test.setTimeout(90_000);
      const login = new LoginPage(page);
      await login.goto();
      // Each screen names itself in the tab, and the admin is never indexed.
      await expect(page).toHaveTitle('Entrar · Administração');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await shot(page, 'login', width);

      await loginWithStorage(page, request);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Olá, admin' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Visualizações de página por dia/ })).toBeVisible();
      await expect(page).toHaveTitle('Início · Administração');
      await shot(page, 'home', width);

      const users = new UsersPage(page);
      await users.goto();
      await expect(users.grid.locator('.ag-row').first()).toBeVisible();
      await expect(page).toHaveTitle('Usuários · Administração');
      await shot(page, 'users', width);
      await page.getByRole('button', { name: 'Adicionar usuário' }).click();
      await expect(users.dialog).toBeVisible();
      await shot(page, 'users-add-dialog', width);
      await users.dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(users.dialog).toHaveCount(0);

      const shell = new AdminShell(page);
      await shell.go('Posts');
      await expect(page.getByRole('region', { name: 'Posts' }).locator('.ag-row').first()).toBeVisible();
      await expect(page).toHaveTitle('Posts · Administração');
      await shot(page, 'posts', width);

      const editor = new PostEditorPage(page);
      await editor.gotoNew();
      await expect(page).toHaveTitle('Novo post · Administração');
      await shot(page, 'editor', width);

      // The demo seed's contacts: creating one here could race contacts.spec's 'mark all'.
      const contacts = new ContactsPage(page);
      await contacts.goto();
      await shot(page, 'contacts', width);
      await contacts.contacts.locator('.ag-row [col-id="subject"]').first().click();
      await expect(contacts.dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
      await shot(page, 'contacts-detail', width);
      await contacts.dialog.getByRole('button', { name: 'Fechar' }).click();

      // The audit trail: this test's own login is its first row at least.
      await shell.go('Auditoria');
      await expect(page.getByRole('region', { name: 'Auditoria' }).locator('.ag-row').first()).toBeVisible();
      await expect(page).toHaveTitle('Auditoria · Administração');
      await shot(page, 'audit', width);
    });
  });
}
