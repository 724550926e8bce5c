import { expect, type Page } from '@playwright/test';

/** The admin screens as the desktop renderer shows them (hash routing). */
export class DesktopAdminPage {
  constructor(readonly page: Page) {}

  async login(username: string, password: string) {
    await expect(this.page).toHaveURL(/#\/login$/);
    await this.page.getByLabel('Usuário').fill(username);
    await this.page.getByLabel('Senha', { exact: false }).first().fill(password);
    await this.page.getByRole('button', { name: 'Acessar' }).click();
  }

  sidebarUser() {
    return this.page.getByTestId('sidebar-username');
  }

  async openPosts() {
    await this.page
      .getByRole('navigation', { name: 'Menu administrativo' })
      .getByRole('button', { name: 'Posts' })
      .click();
    await expect(this.page).toHaveURL(/#\/admin\/posts$/);
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Sair' }).click();
    await expect(this.page).toHaveURL(/#\/login$/);
  }

  /** Everything the page itself could read: storage, cookies, the DOM, its globals. */
  async everythingThePageCanSee(): Promise<string> {
    return this.page.evaluate(() => {
      const dump = (s: Storage) => JSON.stringify(Object.fromEntries(Object.entries(s)));
      const globals = Object.keys(window)
        .map((k) => {
          try {
            return JSON.stringify((window as any)[k]) ?? '';
          } catch {
            return '';
          }
        })
        .join('\n');
      return [
        dump(localStorage),
        dump(sessionStorage),
        document.cookie,
        document.documentElement.outerHTML,
        globals,
      ].join('\n');
    });
  }
}
