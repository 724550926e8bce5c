import { expect, test, type Page } from '@playwright/test';
import { AdminShell } from './pages/AdminShell';
import { LoginPage } from './pages/LoginPage';
import { TwoFactor, codeFor } from './pages/TwoFactor';
import { createReadyUserViaApi, loginWithStorage, unique } from './pages/admin-api';

/** Each test from its own address (TRUST_PROXY), so the sign-in throttle never mixes them. */
/** A fresh browser context's first load is slow on a busy machine: more time than one assertion. */
async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Ir para a administração' })).toBeVisible({ timeout: 30_000 });
}

const freshAddress = () => `10.15.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test.describe('staff account security', () => {
  test('enrols in two-step sign-in with the QR code, then signs in with a code and a recovery code', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const user = await createReadyUserViaApi(request, `${unique('dois')}@alvorada.test`, 2);
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': freshAddress() } });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await openLogin(page);
    await login.login(user.username, user.password);
    await expect(page).toHaveURL(/\/admin$/);

    const shell = new AdminShell(page);
    await shell.go('Alterar senha');
    const twoFactor = new TwoFactor(page);
    await expect(twoFactor.state).toHaveText('Desativada');
    const { secret, recoveryCodes } = await twoFactor.enrol(user.password);
    expect(recoveryCodes.every((c) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(c))).toBe(true);
    await expect(page.getByTestId('recovery-left')).toHaveText('Restam 10 códigos de recuperação.');

    // Sair, then the two steps.
    await shell.entry('Sair').click();
    await expect(page).toHaveURL(/\/login$/);
    await login.login(user.username, user.password);
    const codeStep = page.getByRole('heading', { name: 'Verificação em duas etapas' });
    await expect(codeStep).toBeVisible();
    const codeField = page.getByLabel('Código de verificação');
    const wrong = (await codeFor(secret, 1)) === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(login.alert).toContainText('Código de verificação inválido.');
    await codeField.fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(shell.username).toBeVisible();

    // A recovery code works once.
    await shell.entry('Sair').click();
    await login.login(user.username, user.password);
    await codeField.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await shell.go('Alterar senha');
    await expect(page.getByTestId('recovery-left')).toHaveText('Restam 9 códigos de recuperação.');
    await shell.entry('Sair').click();
    await login.login(user.username, user.password);
    await codeField.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(login.alert).toContainText('Código de verificação inválido.');
    await context.close();
  });

  test('an Admin ends another person’s sessions from the users grid: their screen goes to the login', async ({
    browser,
    page,
    request,
  }) => {
    const user = await createReadyUserViaApi(request, `${unique('sessao')}@alvorada.test`, 2);
    const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': freshAddress() } });
    const theirs = await other.newPage();
    const theirLogin = new LoginPage(theirs);
    await openLogin(theirs);
    await theirLogin.login(user.username, user.password);
    await expect(theirs).toHaveURL(/\/admin$/);

    await loginWithStorage(page, request);
    await page.goto('/admin/usuarios');
    await page.getByRole('button', { name: `Encerrar sessões de ${user.username}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar sessões' }).click();
    await new AdminShell(page).expectToast('Sessões encerradas com sucesso');

    await new AdminShell(theirs).go('Posts');
    await expect(theirs).toHaveURL(/\/login$/);
    await other.close();
  });

  test('Auditoria lists staff actions, filters by action and user, and exports CSV', async ({ page, request }) => {
    const ghost = `${unique('fantasma')}@alvorada.test`;
    const failed = await request.post('/api/login', {
      data: { username: ghost, password: 'senha-errada-1' },
      headers: { 'X-Forwarded-For': freshAddress() },
    });
    expect(failed.status()).toBe(401);

    await loginWithStorage(page, request);
    await page.goto('/admin');
    const shell = new AdminShell(page);
    await shell.go('Auditoria');
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    const grid = page.getByRole('region', { name: 'Auditoria' });
    await expect(grid.locator('.ag-row').filter({ hasText: 'Entrada no sistema' }).first()).toBeVisible();
    await expect(grid.locator('.ag-header-cell-text')).toContainText(['Data', 'Usuário', 'Ação']);

    await page.getByRole('combobox', { name: 'Ação' }).click();
    await page.getByRole('option', { name: 'Falha de entrada' }).click();
    await page.getByLabel('Usuário').fill(ghost.slice(0, 20));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const row = grid.locator('.ag-row').filter({ hasText: ghost });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Falha de entrada');
    await expect(page.getByTestId('audit-total')).toHaveText('1 registro · Página 1 de 1');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFData (UTC);Usuário;Ação')).toBe(true);
    expect(csv).toContain(ghost);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  test('Marketing has no Auditoria', async ({ page, request }) => {
    const user = await createReadyUserViaApi(request, `${unique('mkt')}@alvorada.test`, 2);
    await loginWithStorage(page, request, { ...user, role: 2 });
    await page.goto('/admin');
    await expect(new AdminShell(page).entry('Auditoria')).toHaveCount(0);
    await page.goto('/admin/auditoria');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
