import { expect, test } from '@playwright/test';
import { messages } from '@vitrine/shared/messages';
import { PasswordForm } from './pages/PasswordForm';
import { TwoFactor, codeFor } from './pages/TwoFactor';
import { UsersPage } from './pages/UsersPage';
import { createReadyUserViaApi, loginWithStorage, unique } from './pages/admin-api';

/**
 * One's own account forms: the users grid shows one's 2FA the moment it is turned on or off,
 * and each form's submit button is there from the start, disabled with the reason it waits.
 */

test('the users grid badge follows 2FA as it is turned on and off, with no reload', async ({ page, request }) => {
  const me = await createReadyUserViaApi(request, `${unique('badge')}@alvorada.test`, 1);
  await loginWithStorage(page, request, me);
  const users = new UsersPage(page);
  await page.goto('/admin/usuarios');
  // The first screen of a session waits for its check (slow on a busy machine).
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(users.grid.locator('.ag-row').first()).toBeVisible({ timeout: 60_000 });
  const row = await users.reveal(me.username);
  await expect(row).toContainText('Só senha');

  const totp = new TwoFactor(page);
  await page.getByLabel('Confirme sua senha').fill(me.password);
  await totp.start.click();
  await expect(totp.secret).toBeVisible();
  const secret = (await totp.secret.innerText()).replace(/\s/g, '');
  await totp.code.fill(await codeFor(secret));
  await totp.activate.click();
  await expect(totp.recoveryCodes).toHaveCount(10);
  // At once: while the recovery codes are still on screen.
  await expect(row).toContainText('2 etapas');
  await totp.done.click();

  await page.getByLabel('Confirme sua senha').fill(me.password);
  await page.getByLabel(messages.login.totpLabel).fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Desativar verificação em duas etapas' }).click();
  await expect(totp.state).toHaveText('Desativada');
  await expect(row).toContainText('Só senha');
});

for (const width of [390, 1024, 1440]) {
  test(`password forms show their button from the start, with the reason it waits, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const me = await createReadyUserViaApi(request, `${unique('motivo')}@alvorada.test`, 2);
    await loginWithStorage(page, request, me);
    await page.goto('/admin/senha');
    await expect(page.getByRole('heading', { name: 'Alterar senha', level: 1 })).toBeVisible({ timeout: 60_000 });

    const form = new PasswordForm(page);
    await expect(form.confirm).toBeVisible();
    await expect(form.confirm).toBeDisabled();
    await expect(form.confirm).toHaveAccessibleDescription('Preencha a senha atual e a nova senha.');
    await form.current.fill(me.password);
    await form.next.fill('curta');
    await expect(form.confirm).toBeDisabled();
    await expect(form.confirm).toHaveAccessibleDescription(messages.users.passwordTooShort);
    await form.next.fill('uma-senha-bem-nova-1');
    await expect(form.confirm).toBeEnabled();

    const enable = page.getByRole('button', { name: 'Ativar verificação em duas etapas' });
    await expect(enable).toBeDisabled();
    await expect(enable).toHaveAccessibleDescription('Digite sua senha para continuar.');
    await page.getByLabel('Confirme sua senha').fill(me.password);
    await expect(enable).toBeEnabled();
    await page.screenshot({ path: `/tmp/password-forms-${width}.png`, fullPage: true });
  });
}
