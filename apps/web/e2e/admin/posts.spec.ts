import { slugify } from '@vitrine/shared/publishing';
import { expect, test } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { PostEditorPage } from './pages/PostEditorPage';
import { loginWithStorage, noisyPng, solidPng, unique } from './pages/admin-api';

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
      'Por favor, indique o nome do post.',
      'Por favor, escreva uma descrição.',
      'Por favor, selecione pelo menos uma tag.',
      'Por favor, envie uma imagem.',
    ]) {
      await expect(editor.fieldError(message)).toBeVisible();
    }
    // An empty reading time is estimated from the text; a typed one must be MM:SS.
    await expect(editor.fieldError('Por favor, insira um tempo válido (MM:SS).')).toBeHidden();
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

    await shell.expectToast('Post publicado');
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
    await shell.expectToast('Post movido para a lixeira');
    expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);
  });

  test('a full post (cover, two content images, reference, custom tag, link button, highlighted footer) shows on /blog; replacing one image keeps the other', async ({
    page,
    request,
  }) => {
    const editor = new PostEditorPage(page);
    const shell = new AdminShell(page);
    const title = `Post completo ${unique('e2e')}`;
    const customTag = `Tag ${unique('c')}`;
    const footerText = `Rodapé destacado ${unique('r')}`;
    // Two editor sessions and two visits to the blog: more than the default 45 s on a busy machine.
    test.setTimeout(90_000);
    await editor.gotoNew();
    await editor.title.fill(title);
    await editor.readingTime.fill('06:15');
    await editor.description.fill('Post com todas as partes, visto no blog público.');
    await editor.pickTag('Logística');
    await editor.addCustomTag(customTag);
    await editor.setCover('capa.png', solidPng([20, 60, 160]));
    await editor.typeContent('Primeiro parágrafo com referência: ');
    await editor.insertReference('www.exemplo.com.br/completo');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await editor.insertContentImage('primeira.png', solidPng([200, 30, 30]));
    // The new image is selected: Enter opens a paragraph after it (typing would replace it).
    await page.keyboard.press('Enter');
    await page.keyboard.type('Entre as imagens.');
    await page.keyboard.press('Enter');
    await editor.insertContentImage('segunda.png', solidPng([30, 160, 60]));
    await expect(editor.content.locator('figure.image')).toHaveCount(2);
    await editor.setLinkButton('Fale com um especialista', 'https://www.exemplo.com.br/contato');
    await editor.setFooter(footerText, true);
    await editor.save.click();

    await shell.expectToast('Post publicado');
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const created = await (await request.get(`/api/posts/${id}`)).json();
    expect(created.tags.map((t: any) => t.label)).toEqual(['Logística', customTag]);
    expect(created.link_button).toMatchObject({ isActive: true, text: 'Fale com um especialista' });
    expect(created.footer).toMatchObject({ isActive: true, isHighlighted: true, text: footerText });
    expect(created.images.map((i: any) => i.id).sort()).toEqual([1, 2, 3]);
    const urlOf = (post: any, imageId: number) => post.images.find((i: any) => i.id === imageId)?.url as string;

    // The public blog: its card on /blog opens /blog/{id} with everything in place.
    await page.goto('/blog');
    const card = page.locator('.blog-list article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`/api/posts/${id}/images/1\\b`));
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await card.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slugify(title)}$`));
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.locator('.post-tags')).toContainText(customTag);
    await expect(modal.locator('.post-content a.referencia')).toHaveAttribute(
      'href',
      'https://www.exemplo.com.br/completo',
    );
    const images = modal.locator('img');
    await expect(images).toHaveCount(3); // the cover and the two in the text
    // Every picture of the modal comes from this post's image URLs and has really loaded.
    const expectLoaded = async () => {
      for (const img of await images.all()) {
        await expect(img).toHaveAttribute('src', new RegExp(`/api/posts/${id}/images/\\d+`));
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
          .toBeGreaterThan(0);
      }
    };
    await expectLoaded();
    const button = modal.getByRole('link', { name: 'Fale com um especialista' });
    await expect(button).toHaveAttribute('href', 'https://www.exemplo.com.br/contato');
    await expect(button).toHaveClass(/post-link-button/);
    const footer = modal.locator('footer.post-footer');
    await expect(footer).toHaveText(footerText);
    await expect(footer).toHaveClass(/post-footer--highlighted/);
    await expect(footer).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    // Edit: replace the first content image, keep the second.
    await page.goto(`/admin/posts/${id}`);
    await expect(page.getByRole('heading', { name: `Editar post #${id}` })).toBeVisible();
    await expect(editor.content.locator('figure.image')).toHaveCount(2);
    await editor.removeContentImage(0);
    await editor.insertContentImage('substituta.png', solidPng([240, 200, 20]));
    await expect(editor.content.locator('figure.image')).toHaveCount(2);
    await editor.save.click();
    await shell.expectToast('Post atualizado com sucesso');
    const updated = await (await request.get(`/api/posts/${id}`)).json();
    const contentImageIds = (post: any) =>
      post.images.map((i: any) => i.id as number).filter((imageId: number) => imageId !== 1);
    expect(contentImageIds(updated)).toHaveLength(2);
    expect(urlOf(updated, 1)).toBe(urlOf(created, 1));
    expect(urlOf(updated, 3)).toBe(urlOf(created, 3)); // the kept one: same id, same hash
    expect(contentImageIds(updated)).not.toContain(2); // the replaced one is gone...
    const [newId] = contentImageIds(updated).filter((imageId: number) => imageId !== 3);
    const newUrl = urlOf(updated, newId!);
    expect(created.images.map((i: any) => i.url)).not.toContain(newUrl); // ...for a new image
    expect(newUrl.split('?v=')[1]).not.toBe(urlOf(created, 2).split('?v=')[1]);
    expect(updated.content.indexOf(`/images/${newId}`)).toBeLessThan(updated.content.indexOf('/images/3'));
    expect((await request.get(newUrl)).status()).toBe(200);
    // And the blog shows the new picture next to the kept one (in the modal a card opens).
    await page.goto('/blog');
    // The card's own link (its tags are links to their tag pages).
    await page.locator('.blog-list article').filter({ hasText: title }).locator('.post-card__link').click();
    await expect(modal).toBeVisible();
    await expect(images).toHaveCount(3);
    await expectLoaded();
    await expect(modal.locator(`.post-content img[src*="/images/${newId}?"]`)).toHaveCount(1);
    await expect(modal.locator(`.post-content img[src="${urlOf(updated, 3)}"]`)).toHaveCount(1);

    // Delete from the grid, behind the confirmation; gone from the API and the blog.
    await page.goto('/admin/posts');
    await page.getByRole('button', { name: `Excluir post ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await shell.expectToast('Post movido para a lixeira');
    expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);
    await page.goto('/blog');
    await expect(page.locator('.blog-list article').first()).toBeVisible();
    await expect(page.locator('.blog-list article').filter({ hasText: title })).toHaveCount(0);
  });

  test('saving shows the upload progress and keeps the editor read-only until the server answers', async ({ page }) => {
    const editor = new PostEditorPage(page);
    const shell = new AdminShell(page);
    await editor.gotoNew();
    await editor.title.fill(`Post com imagem grande ${unique('p')}`);
    await editor.readingTime.fill('03:00');
    await editor.description.fill('Uma capa de uns 360 kB, enviada devagar.');
    await editor.pickTag('Logística');
    await editor.setCover('capa-grande.png', noisyPng(400, 300));
    await editor.typeContent('Texto do post.');
    // A slow uplink (about 120 kB/s): the upload takes a few seconds, long enough to watch.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 120 * 1024,
    });
    await editor.save.click();

    const progress = page.getByRole('progressbar', { name: /Enviando o post e as imagens: \d+%/ });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    // Read-only meanwhile: the fields, the text and the save button itself.
    await expect(editor.title).toBeDisabled();
    await expect(editor.description).toBeDisabled();
    await expect(editor.content).toHaveAttribute('contenteditable', 'false');
    await expect(editor.save).toBeDisabled();

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await shell.expectToast('Post publicado');
    await expect(page.getByTestId('post-saving')).toHaveCount(0);
    await expect(editor.title).toBeEnabled();
    await expect(editor.content).toHaveAttribute('contenteditable', 'true');
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
    await shell.expectToast('Post publicado');
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const post = await (await request.get(`/api/posts/${id}`)).json();
    expect(post.content).toContain('Texto antes da imagem.');
    expect(post.content).not.toContain('exemplo.invalid');
    // Reloaded from the server: nothing external left, so no warning.
    await expect(page.getByTestId('external-images-warning')).toHaveCount(0);
  });
});
