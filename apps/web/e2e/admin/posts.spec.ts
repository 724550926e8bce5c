import { expect, test } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { PostEditorPage } from './pages/PostEditorPage';
import { loginWithStorage, unique } from './pages/admin-api';

test.describe('posts', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginWithStorage(page, request);
  });

  test('saving an empty post shows every field message and the warning', async ({ page }) => {
    const editor = new PostEditorPage(page);
    const shell = new AdminShell(page);
    await editor.gotoNew();
    await editor.save.click();
    await shell.expectToast('Preencha os campos obrigatórios');
    for (const message of [
      'Por favor, indique o nome do Post.',
      'Por favor, insira um tempo válido (MM:SS).',
      'Por favor, escreva uma descrição.',
      'Por favor, selecione pelo menos uma Tag.',
      'Por favor, envie uma imagem.',
    ]) {
      await expect(editor.fieldError(message)).toBeVisible();
    }
    await editor.readingTime.fill('5:70');
    await editor.save.click();
    await expect(editor.fieldError('Por favor, insira um tempo válido (MM:SS).')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts\/novo$/);
  });

  test('create with tags, main image, text, a Referências link and an inline image; then edit and delete', async ({
    page,
    request,
  }) => {
    const editor = new PostEditorPage(page);
    const shell = new AdminShell(page);
    const title = `Post ${unique('e2e')}`;
    const customTag = `Tag ${unique('x')}`;
    await editor.gotoNew();
    await editor.title.fill(title);
    await editor.readingTime.fill('04:30');
    await editor.description.fill('Descrição do post de teste.');
    await editor.pickTag('ERP');
    await editor.addCustomTag(customTag);
    await editor.setCover();
    await editor.typeContent('Texto do post com referência: ');
    await editor.insertReference('www.exemplo.com.br/estudo');
    await expect(editor.content.locator('a.referencia')).toHaveAttribute('href', 'https://www.exemplo.com.br/estudo');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await editor.insertContentImage();
    await editor.save.click();

    await shell.expectToast('Post criado com sucesso');
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: `Editar post #${id}` })).toBeVisible();

    const res = await request.get(`/api/posts/${id}`);
    expect(res.status()).toBe(200);
    const post = await res.json();
    expect(post.title).toBe(title);
    expect(post.reading_time).toBe('04:30');
    expect(post.tags.map((t: any) => t.label)).toEqual(['ERP', customTag]);
    expect(post.content).toMatch(
      /<a [^>]*class="referencia"[^>]*>|<a [^>]*href="https:\/\/www\.exemplo\.com\.br\/estudo"[^>]*class="referencia"/,
    );
    expect(post.content).toContain('href="https://www.exemplo.com.br/estudo"');
    expect(post.content).toMatch(new RegExp(`<img[^>]+src="[^"]*/api/posts/${id}/images/2`));
    expect(post.images.map((i: any) => i.id).sort()).toEqual([1, 2]);
    expect(post.link_button).toBeNull();
    expect(post.footer).toBeNull();

    // Edit: new title and a footer; the stored images stay.
    await editor.title.fill(`${title} (editado)`);
    await page.getByRole('switch', { name: 'Rodapé' }).check();
    await page.getByRole('textbox', { name: 'Texto do rodapé' }).fill('Nota final');
    await editor.save.click();
    await shell.expectToast('Post atualizado com sucesso');
    const updated = await (await request.get(`/api/posts/${id}`)).json();
    expect(updated.title).toBe(`${title} (editado)`);
    expect(updated.footer).toMatchObject({ isActive: true, text: 'Nota final' });
    expect(updated.images.map((i: any) => i.id).sort()).toEqual([1, 2]);
    expect(updated.content).toContain('class="referencia"');

    // Delete from the grid, behind the confirmation.
    await shell.go('Posts');
    await page.getByRole('button', { name: `Excluir post ${title} (editado)` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await shell.expectToast('Post excluído com sucesso');
    expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);
  });

  test('leaving the editor with unsaved changes asks first', async ({ page }) => {
    const editor = new PostEditorPage(page);
    const shell = new AdminShell(page);
    await editor.gotoNew();
    await editor.title.fill('Rascunho');
    await shell.go('Posts');
    const dialog = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/novo$/);
    // The brand block (the way to the admin home) asks too.
    await shell.home.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/novo$/);
    await shell.go('Posts');
    await dialog.getByRole('button', { name: 'Sair sem salvar' }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(page.getByRole('region', { name: 'Posts' }).locator('.ag-row').first()).toBeVisible();
  });

  test('images: only JPEG, PNG, GIF, WebP and AVIF are offered and the main image refuses others', async ({ page }) => {
    const editor = new PostEditorPage(page);
    await editor.gotoNew();
    const cover = page.getByTestId('cover-input');
    const accept = (await cover.getAttribute('accept')) ?? '';
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])
      expect(accept).toContain(type);
    expect(accept).not.toMatch(/image\/\*|svg|bmp|tiff/);
    const editorAccept = (await page.locator('.ck-toolbar input[type="file"]').getAttribute('accept')) ?? '';
    expect(editorAccept.split(',').sort()).toEqual([
      'image/avif',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);

    const message = 'O arquivo enviado não é uma imagem válida (use JPEG, PNG, GIF, WebP ou AVIF).';
    await cover.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'),
    });
    await expect(editor.fieldError(message)).toBeVisible();
    await expect(page.getByAltText('Pré-visualização da imagem principal')).toHaveCount(0);
    await cover.setInputFiles({ name: 'foto.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') });
    await expect(editor.fieldError(message)).toBeVisible();
    await editor.setCover();
    await expect(editor.fieldError(message)).toHaveCount(0);
  });

  test('pasted external images: warned before saving, then dropped by the server', async ({ page, request }) => {
    const editor = new PostEditorPage(page);
    const shell = new AdminShell(page);
    const warning = 'Imagens externas serão removidas ao salvar; use o botão de imagem para enviá-las.';
    const external = 'https://imagens.exemplo.invalid/foto.png';
    await editor.gotoNew();
    await editor.title.fill(`Post ${unique('externa')}`);
    await editor.readingTime.fill('02:00');
    await editor.description.fill('Post com imagem colada de outro site.');
    await editor.pickTag('ERP');
    await editor.setCover();
    await editor.typeContent('Texto antes da imagem. ');
    await expect(page.getByTestId('external-images-warning')).toHaveCount(0);
    await editor.content.evaluate((el, src) => {
      const data = new DataTransfer();
      data.setData('text/html', `<p>Colado:</p><figure class="image"><img src="${src}" alt="externa"></figure>`);
      data.setData('text/plain', 'Colado:');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, external);
    await expect(editor.content.locator(`img[src="${external}"]`)).toHaveCount(1);
    await expect(page.getByTestId('external-images-warning')).toHaveText(warning);

    await editor.save.click();
    await shell.expectToast(warning);
    await shell.expectToast('Post criado com sucesso');
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const post = await (await request.get(`/api/posts/${id}`)).json();
    expect(post.content).toContain('Texto antes da imagem.');
    expect(post.content).not.toContain('exemplo.invalid');
    // Reloaded from the server: nothing external left, so no warning.
    await expect(page.getByTestId('external-images-warning')).toHaveCount(0);
  });
});
