import { test } from '@playwright/test';
import { createPost, uniqueWord } from '../site/blog-api';
import { PostEditorPage } from './pages/PostEditorPage';
import { loginWithStorage } from './pages/admin-api';

for (const width of [1440, 390]) {
  test(`shots ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginWithStorage(page, request);
    const title = `Shot ${uniqueWord()}`;
    await createPost(request, { title });
    await page.goto('/admin/posts');
    await page.getByRole('button', { name: `Excluir post ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await page.locator('.fui-Toast').first().waitFor();
    await page.screenshot({ path: `/tmp/wt27c-toast-${width}.png` });
    await page.getByRole('tab', { name: 'Lixeira' }).click();
    await page.getByRole('button', { name: `Restaurar post ${title}` }).waitFor();
    await page.screenshot({ path: `/tmp/wt27c-trash-${width}.png` });
    const editor = new PostEditorPage(page);
    await editor.gotoNew();
    await editor.typeContent('Texto com link');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+K');
    await page.locator('.ck-link-form').waitFor();
    await page.screenshot({ path: `/tmp/wt27c-link-${width}.png` });
  });
}
