import type { Locator, Page } from '@playwright/test';

/** The change-own-password form (users page, Alterar senha, forced change). */
export class PasswordForm {
  readonly form: Locator;
  readonly current: Locator;
  readonly next: Locator;
  readonly confirm: Locator;

  constructor(page: Page) {
    this.form = page.getByRole('form', { name: 'Alterar senha' });
    this.current = this.form.getByLabel('Senha atual');
    this.next = this.form.getByLabel('Nova senha');
    this.confirm = this.form.getByRole('button', { name: 'Confirmar' });
  }
}
