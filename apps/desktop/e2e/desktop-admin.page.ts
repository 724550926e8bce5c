import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The app's own icon: a real PNG, since the server checks uploads by their bytes. */
const COVER_PNG = fileURLToPath(new URL('../build/icons/256x256.png', import.meta.url));

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

  /** Fills the new-post form (title, description, time, a tag, text, cover) without saving it. */
  async writeNewPost(title: string, description: string) {
    const page = this.page;
    await page.getByRole('button', { name: 'Novo post' }).click();
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Descrição' }).fill(description);
    await page.getByRole('textbox', { name: 'Tempo de leitura' }).fill('03:00');
    await page.getByRole('combobox', { name: 'Tags' }).fill('Desktop');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.locator('.ck-editor__editable').click();
    await page.keyboard.type('Conteúdo escrito no aplicativo desktop.');
    await page.getByTestId('cover-input').setInputFiles(COVER_PNG);
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
