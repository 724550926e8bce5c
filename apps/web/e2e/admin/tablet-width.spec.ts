import { expect, test } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { ContactsPage } from './pages/ContactsPage';
import { LoginPage } from './pages/LoginPage';
import { PostEditorPage } from './pages/PostEditorPage';
import { UsersPage } from './pages/UsersPage';
import { ADMIN, createContactViaApi, createUserViaApi, loginWithStorage, unique } from './pages/admin-api';

/** The staff-side defects, at the narrowest admin width the review used (1024 px). */
test.describe('staff screens at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a long contact value is cut in the grid but its whole text is one hover away', async ({ page, request }) => {
    const subject = `Assunto bem longo para caber na coluna ${unique('x')} com mais palavras ainda`;
    await createContactViaApi(request, {
      name: 'Maria Eduarda Albuquerque de Souza Figueiredo',
      email: `${unique('longo')}@empresa-com-nome-comprido.com.br`,
      phone: '47999998888',
      subject,
      message: 'Mensagem de teste.',
    });
    await loginWithStorage(page, request);
    const contacts = new ContactsPage(page);
    await contacts.goto();
    const cell = contacts.row(subject).locator('[col-id="subject"]');
    await expect(cell).toHaveAttribute('title', subject);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(1024);
  });

  test('one cannot be offered to delete oneself', async ({ page, request }) => {
    const other = `${unique('e2e')}@alvorada.test`;
    await createUserViaApi(request, other, 2);
    await loginWithStorage(page, request);
    const users = new UsersPage(page);
    await users.goto();
    await expect(users.row(other).getByRole('button', { name: `Excluir usuário ${other}` })).toBeVisible();
    const own = await users.reveal(ADMIN.username);
    await expect(own.getByRole('button', { name: `Editar usuário ${ADMIN.username}` })).toBeVisible();
    await expect(own.getByRole('button', { name: /^Excluir usuário/ })).toHaveCount(0);
  });

  test('the post editor: reading-time hint, Portuguese labels, toasts clear of the form', async ({ page, request }) => {
    await loginWithStorage(page, request);
    const editor = new PostEditorPage(page);
    await editor.gotoNew();
    const reading = page.getByRole('textbox', { name: /Tempo de leitura/ });
    // Empty means estimated from the text: the placeholder shows the estimate.
    await expect(reading).toHaveAttribute('placeholder', 'Automático: 01:00');
    await expect(page.getByText(/calculado pelo texto \(cerca de 200 palavras por minuto\)/)).toBeVisible();

    await expect(page.getByRole('textbox', { name: /Conteúdo do post/ })).toBeVisible();
    await expect(page.locator('[aria-label*="Valioso"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir lista de tags' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Open/ })).toHaveCount(0);

    // Saving an empty post warns with a toast that sits over the sidebar, clear of the
    // form fields and of the header's buttons.
    await page
      .getByRole('button', { name: /Salvar|Publicar|Criar/ })
      .first()
      .click();
    const shell = new AdminShell(page);
    const toast = shell.toast('Preencha os campos obrigatórios').first();
    await expect(toast).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const box = (await toast.boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(main.x + 1);
  });

  test('the forced password change explains what to do before Confirmar can be used', async ({ page, request }) => {
    const username = `${unique('novo')}@alvorada.test`;
    const { temporaryPassword } = await createUserViaApi(request, username, 2);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(username, temporaryPassword);
    await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    await expect(page.getByTestId('forced-password-steps')).toContainText(
      'O botão Confirmar fica disponível quando os dois campos estiverem preenchidos e a nova senha for válida',
    );
  });
});
