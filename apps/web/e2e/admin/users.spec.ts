import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { AdminShell } from './pages/AdminShell';
import { UsersPage } from './pages/UsersPage';
import { PasswordForm } from './pages/PasswordForm';
import { apiToken, bearer, createReadyUserViaApi, createUserViaApi, loginWithStorage, unique } from './pages/admin-api';

test.describe('users (Admin)', () => {
  test('add shows the temporary password once; duplicate, edit and delete', async ({ page, request }) => {
    await loginWithStorage(page, request);
    const users = new UsersPage(page);
    const shell = new AdminShell(page);
    await users.goto();
    const username = `${unique('e2e')}@alvorada.test`;

    await users.add(username, 'Marketing');
    await shell.expectToast('Usuário criado com sucesso');
    const temp = page.getByTestId('temporary-password');
    await expect(temp).toBeVisible();
    expect((await temp.inputValue()).length).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: 'Já anotei' }).click();
    await expect(temp).toHaveCount(0);
    await expect(users.row(username)).toContainText('Marketing');

    await users.add(username, 'Marketing');
    await shell.expectToast('Erro ao criar usuário');
    await expect(shell.toast('Erro ao criar usuário')).toContainText('Já existe um usuário com este nome.');
    await users.dialog.getByRole('button', { name: 'Cancelar' }).click();

    await users.edit(username, 'Admin');
    await shell.expectToast('Usuário alterado com sucesso');
    await expect(users.row(username)).toContainText('Admin');

    await users.remove(username);
    await shell.expectToast('Usuário excluído com sucesso');
    await expect(users.row(username)).toHaveCount(0);
  });

  test('editing oneself updates the sidebar; leaving Admin goes to /admin', async ({ page, request }) => {
    // A second Admin of its own, so the shared first Admin is never renamed nor demoted.
    const me = await createReadyUserViaApi(request, `${unique('eu')}@alvorada.test`, 1);
    await loginWithStorage(page, request, me);
    const users = new UsersPage(page);
    const shell = new AdminShell(page);
    await users.goto();
    await expect(shell.username).toHaveText(me.username.split('@')[0]!);

    const renamed = `${unique('renomeado')}@alvorada.test`;
    await users.edit(me.username, 'Admin', renamed, me.password);
    await shell.expectToast('Usuário alterado com sucesso');
    await expect(shell.username).toHaveText(renamed.split('@')[0]!);
    await expect(shell.role).toHaveText('Admin');
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(renamed);
    await expect(page).toHaveURL(/\/admin\/usuarios$/);

    await users.edit(renamed, 'Marketing');
    await shell.expectToast('Usuário alterado com sucesso');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(shell.role).toHaveText('Marketing');
    await expect(shell.entry('Alterar senha')).toBeVisible();
    await expect(shell.entry('Usuários')).toHaveCount(0);
    await expect(shell.entry('Contatos')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('2');

    const token = await apiToken(request);
    const list = await (await request.get('/api/usuarios', { headers: bearer(token) })).json();
    const id = list.find((u: any) => u.username === renamed)?.id;
    expect(id).toBe(me.id);
    expect((await request.delete(`/api/usuarios/${id}`, { headers: bearer(token) })).status()).toBe(200);
  });

  test('deletion asks first and Cancelar keeps the user', async ({ page, request }) => {
    const username = `${unique('e2e-keep')}@alvorada.test`;
    await createUserViaApi(request, username, 2);
    await loginWithStorage(page, request);
    const users = new UsersPage(page);
    await users.goto();
    await page.getByRole('button', { name: `Excluir usuário ${username}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(users.row(username)).toHaveCount(1);
  });
});

test.describe('Marketing user', () => {
  test('created in the Admin dialog, logs in with the temporary password and cannot reach Usuários or Contatos', async ({
    page,
    request,
  }) => {
    const username = `${unique('mkt-ui')}@alvorada.test`;
    const login = new LoginPage(page);
    const shell = new AdminShell(page);
    const users = new UsersPage(page);

    // As Admin: add the user in the dialog and read the temporary password it shows once.
    await login.goto();
    await login.login();
    await expect(page).toHaveURL(/\/admin$/);
    await shell.go('Usuários');
    await users.add(username, 'Marketing');
    await shell.expectToast('Usuário criado com sucesso');
    const temporaryPassword = await page.getByTestId('temporary-password').inputValue();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: 'Já anotei' }).click();
    await expect(users.row(username)).toContainText('Marketing');
    await shell.go('Sair');
    await expect(page).toHaveURL(/\/login$/);

    // From here on, no call to the users list may happen (a 403 would mean the screen tried).
    const usersCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/usuarios(\?|$)/.test(req.url()) && req.method() === 'GET') usersCalls.push(req.url());
    });

    // As the new user: the forced change comes first, whatever address is typed.
    await login.login(username, temporaryPassword);
    await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    await page.goto('/admin/usuarios');
    await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    await expect(users.grid).toHaveCount(0);
    const form = new PasswordForm(page);
    await form.current.fill(temporaryPassword);
    await form.next.fill('nova-senha-mkt-ui-1');
    await form.confirm.click();
    await shell.expectToast('Senha alterada com sucesso');
    await expect(shell.role).toHaveText('Marketing');
    await expect(shell.entry('Usuários')).toHaveCount(0);
    await expect(shell.entry('Contatos')).toHaveCount(0);
    await expect(shell.nav.getByRole('button')).toHaveText([
      'Alterar senha',
      'Posts',
      'Newsletter',
      'Redirecionamentos',
      'Sair',
    ]);

    // Typing the users address: sent to its own password page, no grid, nobody's data.
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL(/\/admin\/senha$/);
    await expect(page.getByRole('heading', { name: 'Alterar senha', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Usuários' })).toHaveCount(0);
    await expect(users.grid).toHaveCount(0);
    await expect(page.locator('.ag-root')).toHaveCount(0);
    await expect(page.getByText('admin@alvorada.test')).toHaveCount(0);
    // Contatos likewise goes to the admin home.
    await page.goto('/admin/contatos');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('region', { name: 'Contatos' })).toHaveCount(0);
    // A role edited in localStorage is corrected by the server's answer before any screen shows.
    await page.evaluate(() => localStorage.setItem('role', '1'));
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL(/\/admin\/senha$/);
    await expect(shell.role).toHaveText('Marketing');
    await expect(users.grid).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('2');
    expect(usersCalls).toEqual([]);
    // And the API agrees: the list is refused to this user.
    const token = await apiToken(request, { username, password: 'nova-senha-mkt-ui-1' });
    expect((await request.get('/api/usuarios', { headers: bearer(token) })).status()).toBe(403);
  });

  test('changes the temporary password first, then sees Alterar senha and no Contatos', async ({ page, request }) => {
    const username = `${unique('mkt')}@alvorada.test`;
    const { temporaryPassword } = await createUserViaApi(request, username, 2);
    const login = new LoginPage(page);
    const shell = new AdminShell(page);
    await login.goto();
    await login.login(username, temporaryPassword);

    await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
    const form = new PasswordForm(page);
    // Confirmar is there from the start, disabled with its reason until both fields are filled.
    await expect(form.confirm).toBeDisabled();
    await expect(form.confirm).toHaveAccessibleDescription('Preencha a senha atual e a nova senha.');
    await form.current.fill(temporaryPassword);
    await expect(form.confirm).toBeDisabled();
    await form.next.fill('nova-senha-mkt-1');
    await expect(form.confirm).toBeEnabled();
    await form.confirm.click();
    await shell.expectToast('Senha alterada com sucesso');

    await expect(shell.username).toHaveText(username.split('@')[0]!);
    await expect(shell.role).toHaveText('Marketing');
    await expect(shell.entry('Alterar senha')).toBeVisible();
    await expect(shell.entry('Posts')).toBeVisible();
    await expect(shell.entry('Contatos')).toHaveCount(0);
    await expect(shell.entry('Usuários')).toHaveCount(0);

    await shell.go('Alterar senha');
    const again = new PasswordForm(page);
    await again.next.fill('outra-senha-mkt-2');
    await expect(again.confirm).toBeDisabled();
    await again.current.fill('senha-errada');
    await again.confirm.click();
    await shell.expectToast('Erro ao alterar senha');
    await expect(shell.toast('Erro ao alterar senha')).toContainText('A senha atual está incorreta.');
    await again.current.fill('nova-senha-mkt-1');
    await again.confirm.click();
    await shell.expectToast('Senha alterada com sucesso');
    await expect(again.confirm).toBeDisabled();
  });
});
