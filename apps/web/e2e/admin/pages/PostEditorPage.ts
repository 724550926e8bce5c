import { expect, type Locator, type Page } from '@playwright/test';
import { PNG } from './admin-api';

/** /admin/posts/novo and /admin/posts/{id}. */
export class PostEditorPage {
  readonly title: Locator;
  readonly readingTime: Locator;
  readonly description: Locator;
  readonly tagsInput: Locator;
  readonly content: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('textbox', { name: 'Título', exact: true });
    this.readingTime = page.getByRole('textbox', { name: 'Tempo de leitura' });
    this.description = page.getByRole('textbox', { name: 'Descrição' });
    this.tagsInput = page.getByRole('combobox', { name: 'Tags' });
    this.content = page.locator('.ck-editor__editable');
    this.save = page.getByRole('button', { name: /^(Criar post|Salvar alterações)$/ });
  }

  async gotoNew() {
    await this.page.goto('/admin/posts/novo');
    await expect(this.page.getByRole('heading', { name: 'Novo post' })).toBeVisible();
    await expect(this.content).toBeVisible();
  }

  async pickTag(label: string) {
    await this.tagsInput.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** Types a tag no predefined one matches and confirms it with Enter. */
  async addCustomTag(label: string) {
    await this.tagsInput.click();
    await this.tagsInput.pressSequentially(label);
    await this.tagsInput.press('Enter');
    await expect(this.page.getByRole('listbox', { name: 'Tags selecionadas' })).toContainText(label);
  }

  async setCover(name = 'capa.png') {
    await this.page.getByTestId('cover-input').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(this.page.getByAltText('Pré-visualização da imagem principal')).toBeVisible();
  }

  async typeContent(text: string) {
    await this.content.click();
    await this.page.keyboard.type(text);
  }

  async insertReference(url: string) {
    await this.page.locator('.ck-toolbar').getByRole('button', { name: 'Referências' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Inserir referência' });
    await dialog.getByRole('textbox').fill(url);
    await dialog.getByRole('button', { name: 'Inserir' }).click();
    await expect(dialog).toBeHidden();
  }

  async insertContentImage(name = 'figura.png') {
    // CKEditor's "upload image" toolbar button wraps a hidden file input.
    await this.page
      .locator('.ck-toolbar input[type="file"]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(this.content.locator('img[src^="blob:"]')).toHaveCount(1);
  }

  fieldError(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
