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
    // A new post or a draft is published by "Publicar"; a published one saved by "Salvar alterações".
    this.save = page.getByRole('button', { name: /^(Publicar|Salvar alterações)$/ });
  }

  /** The header's menu beside the primary action ("Mais ações"). */
  get moreActions(): Locator {
    return this.page.getByRole('button', { name: 'Mais ações' });
  }

  /** Chooses one of the post's actions from the header's menu. */
  async menuAction(name: string) {
    await this.moreActions.click();
    await this.page.getByRole('menuitem', { name, exact: true }).click();
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

  async setCover(name = 'capa.png', buffer: Buffer = PNG) {
    await this.page.getByTestId('cover-input').setInputFiles({ name, mimeType: 'image/png', buffer });
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

  /** Uploads an image at the caret; it shows from a blob: URL until the post is saved. */
  async insertContentImage(name = 'figura.png', buffer: Buffer = PNG) {
    const images = this.content.locator('img[src^="blob:"]');
    const before = await images.count();
    // CKEditor's "upload image" toolbar button wraps a hidden file input.
    await this.page.locator('.ck-toolbar input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer });
    await expect(images).toHaveCount(before + 1);
  }

  /** Selects the nth image widget of the text and deletes it with the keyboard. */
  async removeContentImage(index: number) {
    const figures = this.content.locator('figure.image');
    const before = await figures.count();
    await figures.nth(index).click();
    await expect(figures.nth(index)).toHaveClass(/ck-widget_selected/);
    await this.page.keyboard.press('Delete');
    await expect(figures).toHaveCount(before - 1);
  }

  /** Turns the link button on with its text and address. */
  async setLinkButton(text: string, href: string) {
    await this.page.getByRole('switch', { name: 'Botão de link' }).check();
    await this.page.getByRole('textbox', { name: 'Texto do botão' }).fill(text);
    await this.page.getByRole('textbox', { name: 'Link' }).fill(href);
  }

  /** Turns the footer on with its text, highlighted or not. */
  async setFooter(text: string, highlighted: boolean) {
    await this.page.getByRole('switch', { name: 'Rodapé' }).check();
    await this.page.getByRole('textbox', { name: 'Texto do rodapé' }).fill(text);
    const box = this.page.getByRole('checkbox', { name: 'Destacar rodapé' });
    if (highlighted) await box.check();
    else await box.uncheck();
  }

  fieldError(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
