import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { AdminShell } from './pages/AdminShell';
import { ADMIN, apiToken, createReadyUserViaApi, unique } from './pages/admin-api';
import { Role } from '@vitrine/shared/roles';

test.describe('admin login and session', () => {
  test('empty fields show the spec messages', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    await expect(page.getByText('Usuário inválido')).toBeVisible();
    await expect(page.getByText('Senha inválida')).toBeVisible();
    await login.username.fill(ADMIN.username);
    await login.submit.click();
    await expect(page.getByText('Usuário inválido')).toBeHidden();
    await expect(page.getByText('Senha inválida')).toBeVisible();
  });

  test('a wrong password shows the server message in an error alert', async ({ browser }) => {
    // Its own address (TRUST_PROXY), so repeated runs never throttle the other tests' logins.
    const context = await browser.newContext({
      extraHTTPHeaders: {
        'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.login('ninguem@alvorada.test', 'senha-errada-123');
    await expect(login.alert).toContainText('Usuário ou senha incorretos.');
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });

  test('logging in opens /admin with the name and role in the sidebar; Sair ends the session', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login();
    await expect(page).toHaveURL(/\/admin$/);
    const shell = new AdminShell(page);
    await expect(shell.username).toHaveText('admin');
    await expect(shell.role).toHaveText('Admin');
    const entries = [
      'Usuários',
      'Posts',
      'Newsletter',
      'Contatos',
      'Privacidade (LGPD)',
      'Auditoria',
      'Fila de e-mails',
      'Redirecionamentos',
      'Importar do WordPress',
      'Sinônimos da busca',
      'Integrações',
      'Sair',
    ];
    for (const label of entries) await expect(shell.entry(label)).toBeVisible();
    await expect(shell.entry('Alterar senha')).toHaveCount(0);
    // Exactly the spec's entries (plus Newsletter, Auditoria, Fila de e-mails and the later screens): no 'Início'; the brand block leads home.
    await expect(shell.nav.getByRole('button')).toHaveText(entries);
    await expect(shell.nav.getByText('Início')).toHaveCount(0);
    await shell.go('Posts');
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(shell.home).toHaveAttribute('href', '/admin');
    await shell.home.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(shell.home).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('1');

    await shell.go('Sair');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await page.goto('/admin/posts');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admin routes without a session go to /login', async ({ page }) => {
    for (const path of [
      '/admin',
      '/admin/usuarios',
      '/admin/posts',
      '/admin/posts/novo',
      '/admin/posts/1',
      '/admin/contatos',
      '/admin/contatos/1',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('a stored token the server rejects is cleared and leads to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('admin_token', 'token-invalido');
      localStorage.setItem('username', 'admin@alvorada.test');
      localStorage.setItem('role', '1');
    });
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('a real token with a tampered payload (Marketing made Admin) is refused: /login, session cleared', async ({
    page,
    request,
  }) => {
    const user = await createReadyUserViaApi(request, `${unique('adulterado')}@alvorada.test`, 2);
    const token = await apiToken(request, user);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    expect(claims.role).toBe(2);
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, role: Role.Admin })).toString('base64url'),
      signature,
    ].join('.');
    await page.goto('/login');
    await page.evaluate(
      ({ forged, username }) => {
        localStorage.setItem('admin_token', forged);
        localStorage.setItem('username', username);
        localStorage.setItem('role', '1');
      },
      { forged, username: user.username },
    );
    await page.goto('/admin/usuarios');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Ir para a administração' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usuários' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBeNull();
  });
});
