import { expect, test, type Page } from '@playwright/test';
import { PostEditorPage } from './pages/PostEditorPage';
import { loginWithStorage, unique } from './pages/admin-api';
import { createPostAs } from './pages/post-api';

/**
 * The editor's header: one primary action for the post's state and a menu with the rest, whole
 * on the screen at every width; and the tags list opening below its field.
 */

/** Every button of the header, and whether each lies inside the window. */
async function headerButtons(page: Page) {
  const header = page.getByRole('form', { name: 'Editar post' }).locator(':scope > div').first();
  const names = await header
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
  const width = page.viewportSize()!.width;
  for (const button of await header.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  return names;
}

const menuItems = async (page: Page) => {
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return items.allInnerTexts();
};

for (const width of [390, 1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a draft: Publicar, and in the menu save, schedule and history; never Despublicar', async ({
      page,
      request,
    }) => {
      const title = `Ações ${unique('rascunho')}`;
      const id = await createPostAs(request, { title, status: 'draft' });
      await loginWithStorage(page, request);
      const editor = new PostEditorPage(page);
      await page.goto(`/admin/posts/${id}`);
      // The editor's chunk (CKEditor) is large: its first load may take a while on a busy machine.
      await expect(editor.title).toHaveValue(title, { timeout: 60_000 });
      expect(await headerButtons(page)).toEqual(['Voltar', 'Publicar', 'Mais ações']);
      await editor.moreActions.click();
      expect(await menuItems(page)).toEqual(['Salvar rascunho', 'Agendar…', 'Histórico']);
      await page.screenshot({ path: `/tmp/editor-draft-menu-${width}.png` });
      await page.keyboard.press('Escape');
    });

    test('a published post: Salvar alterações, and Despublicar in the menu', async ({ page, request }) => {
      const title = `Ações ${unique('publicado')}`;
      const id = await createPostAs(request, { title, status: 'published' });
      await loginWithStorage(page, request);
      const editor = new PostEditorPage(page);
      await page.goto(`/admin/posts/${id}`);
      // The editor's chunk (CKEditor) is large: its first load may take a while on a busy machine.
      await expect(editor.title).toHaveValue(title, { timeout: 60_000 });
      expect(await headerButtons(page)).toEqual(['Voltar', 'Salvar alterações', 'Mais ações']);
      await editor.moreActions.click();
      expect(await menuItems(page)).toEqual(['Despublicar', 'Histórico']);
      await page.screenshot({ path: `/tmp/editor-published-menu-${width}.png` });
      await page.getByRole('menuitem', { name: 'Despublicar' }).click();
      await expect(page.getByTestId('post-status')).toContainText('Rascunho');
      expect(await headerButtons(page)).toEqual(['Voltar', 'Publicar', 'Mais ações']);
    });

    test('the tags list opens below its field, even near the bottom of the window', async ({ page, request }) => {
      await loginWithStorage(page, request);
      const editor = new PostEditorPage(page);
      await page.goto('/admin/posts/novo');
      await expect(editor.content).toBeVisible({ timeout: 60_000 });
      // The field low in the window: room above it, little below.
      await editor.tagsInput.evaluate((input) => {
        const top = input.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, Math.max(0, top - window.innerHeight + 80));
      });
      await editor.tagsInput.click();
      const list = page.getByRole('listbox').filter({ has: page.getByRole('option', { name: 'ERP', exact: true }) });
      await expect(list).toBeVisible();
      const field = (await page.locator('.fui-TagPickerControl').boundingBox())!;
      const box = (await list.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
      await page.screenshot({ path: `/tmp/editor-tags-${width}.png` });
    });
  });
}
