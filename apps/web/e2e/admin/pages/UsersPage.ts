import { expect, type Locator, type Page } from '@playwright/test';

export class UsersPage {
  readonly grid: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('region', { name: 'Usuários' });
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto('/admin/usuarios');
    await expect(this.page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  }

  row(username: string) {
    return this.grid.locator('.ag-row').filter({ hasText: username });
  }

  /**
   * The grid shows five users a page, newest first: other specs add users, so an older account
   * (the first Admin) may be on a later page. Moves forward until its row is on screen.
   */
  async reveal(username: string) {
    await expect(this.grid.locator('.ag-row').first()).toBeVisible();
    const next = this.grid.getByRole('button', { name: 'Próxima Página' });
    while ((await this.row(username).count()) === 0 && (await next.getAttribute('aria-disabled')) !== 'true') {
      await next.click();
    }
    return this.row(username);
  }

  async add(username: string, role: 'Admin' | 'Marketing') {
    await this.page.getByRole('button', { name: 'Adicionar usuário' }).click();
    await this.dialog.getByLabel('Usuário').fill(username);
    await this.dialog.getByRole('radio', { name: role }).check();
    await this.dialog.getByRole('button', { name: 'Adicionar' }).click();
  }

  /** A new e-mail needs the acting Admin's own password (`myPassword`). */
  async edit(username: string, role: 'Admin' | 'Marketing', newUsername?: string, myPassword?: string) {
    await this.page.getByRole('button', { name: `Editar usuário ${username}` }).click();
    if (newUsername) await this.dialog.getByLabel('Usuário').fill(newUsername);
    if (myPassword) await this.dialog.getByLabel('Confirme sua senha').fill(myPassword);
    await this.dialog.getByRole('radio', { name: role }).check();
    await this.dialog.getByRole('button', { name: 'Salvar' }).click();
  }

  async remove(username: string) {
    await this.page.getByRole('button', { name: `Excluir usuário ${username}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(username);
    await confirm.getByRole('button', { name: 'Excluir' }).click();
  }
}
