import { expect, test, type Page } from '@playwright/test';
import { createPost, uniqueWord } from '../site/blog-api';
import { AdminShell } from './pages/AdminShell';
import { ContactsPage } from './pages/ContactsPage';
import { loginWithStorage, unique } from './pages/admin-api';

/**
 * A delete's snackbar offers "Desfazer" for 10 s (posts, subscribers), and a
 * deleted post waits in the Lixeira tab, where "Restaurar" brings it back to the grid and the blog.
 */
async function deletePostFromGrid(page: Page, title: string) {
  await page.getByRole('button', { name: `Excluir post ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
}

for (const width of [1440, 1024]) {
  test.describe(`undoing deletes at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page, request }) => {
      await loginWithStorage(page, request);
    });

    test('"Desfazer" in the snackbar brings a deleted post back', async ({ page, request }) => {
      const title = `Post desfeito ${uniqueWord()}`;
      const id = await createPost(request, { title });
      const shell = new AdminShell(page);
      await page.goto('/admin/posts');
      await deletePostFromGrid(page, title);
      const toast = shell.toast('Post movido para a lixeira');
      await expect(toast).toBeVisible();
      await expect(page.getByRole('button', { name: `Excluir post ${title}` })).toHaveCount(0);
      expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);
      // Still offered after the ordinary 4 s snackbar would have gone.
      await page.waitForTimeout(5000);
      await toast.getByRole('button', { name: 'Desfazer' }).click();
      await shell.expectToast('Post restaurado');
      await expect(page.getByRole('button', { name: `Excluir post ${title}` })).toBeVisible();
      expect((await request.get(`/api/posts/${id}`)).status()).toBe(200);
    });

    test('a deleted post waits in the Lixeira and "Restaurar" puts it back', async ({ page, request }) => {
      const title = `Post da lixeira ${uniqueWord()}`;
      const id = await createPost(request, { title });
      const shell = new AdminShell(page);
      await page.goto('/admin/posts');
      await deletePostFromGrid(page, title);
      await shell.expectToast('Post movido para a lixeira');
      await page.getByRole('tab', { name: 'Lixeira' }).click();
      await expect(page.getByText('Posts excluídos ficam 30 dias na lixeira antes de serem apagados.')).toBeVisible();
      await page.getByRole('button', { name: `Restaurar post ${title}` }).click();
      await shell.expectToast('Post restaurado');
      await expect(page.getByRole('button', { name: `Restaurar post ${title}` })).toHaveCount(0);
      expect((await request.get(`/api/posts/${id}`)).status()).toBe(200);
      await page.getByRole('tab', { name: 'Posts' }).click();
      await expect(page.getByRole('button', { name: `Excluir post ${title}` })).toBeVisible();
    });

    test('"Desfazer" brings a deleted subscriber back', async ({ page, request }) => {
      const email = `${unique('desfeito')}@empresa.com.br`;
      expect((await request.post('/api/assinantes-newsletter', { data: { email } })).status()).toBe(201);
      const contacts = new ContactsPage(page);
      const shell = new AdminShell(page);
      await contacts.goto();
      await expect(contacts.subscriberRow(email)).toBeVisible();
      await page.getByRole('button', { name: `Excluir assinante ${email}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      const toast = shell.toast('Assinante excluído com sucesso');
      await expect(toast).toBeVisible();
      await expect(contacts.subscriberRow(email)).toHaveCount(0);
      await toast.getByRole('button', { name: 'Desfazer' }).click();
      await shell.expectToast('Exclusão desfeita');
      await expect(contacts.subscriberRow(email)).toBeVisible();
    });
  });
}
