import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/contatos: contacts grid, detail dialog, subscribers grid. */
export class ContactsPage {
  readonly contacts: Locator;
  readonly subscribers: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.contacts = page.getByRole('region', { name: 'Contatos' });
    this.subscribers = page.getByRole('region', { name: 'Assinantes da newsletter' });
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto('/admin/contatos');
    await expect(this.page.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
    await expect(this.contacts.locator('.ag-row').first()).toBeVisible();
  }

  row(text: string) {
    return this.contacts.locator('.ag-row').filter({ hasText: text });
  }

  subscriberRow(email: string) {
    return this.subscribers.locator('.ag-row').filter({ hasText: email });
  }

  /** Ticks the row's selection checkbox. */
  async select(text: string) {
    await this.row(text).locator('.ag-selection-checkbox input').check();
  }

  markSelected() {
    return this.page.getByRole('button', { name: /Marcar selecionados como lidos/ }).click();
  }

  markAll() {
    return this.page.getByRole('button', { name: 'Marcar todos como lidos' }).click();
  }
}
