import { expect, type Locator, type Page } from '@playwright/test';

/** The sidebar and the snackbars every admin screen shares. */
export class AdminShell {
  readonly nav: Locator;
  readonly username: Locator;
  readonly role: Locator;
  /** The brand block at the top of the sidebar: the way to the admin home (no 'Início' entry). */
  readonly home: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Menu administrativo' });
    this.home = page.getByRole('link', { name: 'Início — painel' });
    this.username = page.getByTestId('sidebar-username');
    this.role = page.getByTestId('sidebar-role');
  }

  entry(label: string) {
    return this.nav.getByRole('button', { name: label, exact: true });
  }

  async go(label: string) {
    await this.entry(label).click();
  }

  /** A snackbar (Fluent toast) with this text. */
  toast(text: string | RegExp) {
    return this.page.locator('.fui-Toast').filter({ hasText: text });
  }

  async expectToast(text: string | RegExp) {
    await expect(this.toast(text).first()).toBeVisible();
  }
}
