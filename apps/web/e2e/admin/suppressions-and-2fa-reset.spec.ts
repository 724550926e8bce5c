import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { messages } from '@vitrine/shared/messages';
import { AdminShell } from './pages/AdminShell';
import { stopOwnServer, untilServing } from './pages/own-server';
import { codeFor } from './pages/TwoFactor';

/**
 * The staff side of a mail server that fails: a campaign waiting for the server (AUTH refused)
 * is announced on the dashboard and on its screen and resumes by itself; the addresses the
 * receiving server then refuses are suppressed with their reason in Portuguese, and an Admin
 * lifts them in bulk; test mail goes to a staff address chosen from a list; and an Admin resets
 * another user's 2FA. Its own Vitrine (the demo's two subscribers) over a real SMTP server run
 * here, so the states come from the worker itself.
 */
const ADMIN = { username: 'ti@alvorada.test', password: 'Supressao-Admin-senha-1' };
const MARKETING = { username: 'marketing@alvorada.test', password: 'Supressao-Mkt-senha-1' };
const SECURED = { username: 'seguranca@alvorada.test', password: 'Supressao-2fa-senha-1' };
/** The demo's active subscribers (SEED_DEMO). */
const SUBSCRIBERS = ['compras@industria.exemplo.com.br', 'logistica@distribuidora.exemplo.com.br'];
const port = Number(process.env.E2E_PORT ?? 3100) + 1100;
const url = `http://127.0.0.1:${port}`;
const SHOTS = '/tmp';

const state: { authFails: boolean; refused: Set<string> } = { authFails: true, refused: new Set() };
const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });
let sink: SMTPServer;
let server: ChildProcess;
let dataDir: string;

// A busy 2-core machine runs this spec's own server beside the shared one: the first answers can be slow.
test.describe.configure({ mode: 'serial', timeout: 480_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeAll(async () => {
  // Starting a server (tsx compiles it first) took over two minutes on a loaded 2-core machine.
  test.setTimeout(300_000);
  sink = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      // A rotated password: every login is refused until the "fix".
      if (state.authFails) return callback(smtpError(535, '5.7.8 Authentication credentials invalid'));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (state.refused.has(address.address)) return callback(smtpError(550, '5.1.1 Mailbox does not exist'));
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  sink.on('error', () => {});
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const smtpPort = (sink.server.address() as AddressInfo).port;

  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-supressao-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'vitrine.db'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: url,
      RATE_LIMITS: 'false',
      SMTP_URL: `smtp://vitrine:senha-girada@127.0.0.1:${smtpPort}`,
      MAIL_SERVER_RETRY_SECONDS: '2',
      NEWSLETTER_RATE_PER_MINUTE: '6000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await untilServing(server);
});

test.afterAll(() => stopOwnServer(server, sink, dataDir));

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

const tokenOf = async (user: { username: string; password: string }) =>
  (await call<{ token: string }>('POST', '/login', user)).token;

/** A staff account whose temporary password was already replaced by its own. */
async function readyUser(user: { username: string; password: string }, role: number) {
  const admin = await tokenOf(ADMIN);
  const { temporaryPassword } = await call<{ temporaryPassword: string }>(
    'POST',
    '/usuarios',
    { username: user.username, role },
    admin,
  );
  const own = await tokenOf({ username: user.username, password: temporaryPassword });
  await call('PUT', '/usuarios', { password: temporaryPassword, newPassword: user.password }, own);
}

async function signIn(page: Page, user: { username: string; password: string }, role = 1) {
  const token = await tokenOf(user);
  await page.goto(`${url}/login`);
  await page.evaluate(
    ({ token, username, role }) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('role', String(role));
    },
    { token, username: user.username, role },
  );
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a campaign refused by the mail server waits for it, says so, and resumes by itself', async ({
  page,
  browser,
}) => {
  await readyUser(MARKETING, 2);
  const admin = await tokenOf(ADMIN);
  const subject = 'Campanha durante a falha do SMTP';
  const { id } = await call<{ id: number }>(
    'POST',
    '/campanhas-newsletter',
    { subject, preheader: '', body: '<p>Exercício de falha do servidor de e-mail.</p>' },
    admin,
  );
  await call('POST', `/campanhas-newsletter/${id}/enviar`, {}, admin);
  await expect
    .poll(
      async () =>
        (await call<{ mail_server_retry_at: string | null }>('GET', `/campanhas-newsletter/${id}`, undefined, admin))
          .mail_server_retry_at,
      { timeout: 30_000 },
    )
    .not.toBeNull();

  // The dashboard: a warning that names the cause and says sending resumes by itself.
  await signIn(page, ADMIN);
  await page.goto(`${url}/admin`);
  const warning = page.getByTestId('mail-server-wait');
  await expect(warning).toContainText(messages.mailServer.failure.auth);
  await expect(warning).toContainText('retomado automaticamente');
  await shots(page, 'mail-server-wait-dashboard');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(warning).toBeInViewport();
  }
  // Marketing, who may not read the mail queue, is told too (through the campaigns list).
  const elsewhere = await browser.newContext({ locale: 'pt-BR' });
  const marketing = await elsewhere.newPage();
  await signIn(marketing, MARKETING, 2);
  await marketing.goto(`${url}/admin`);
  await expect(marketing.getByTestId('mail-server-wait')).toContainText(messages.mailServer.failure.auth);
  await elsewhere.close();

  // The campaign's screen: its state and the same warning.
  await page.goto(`${url}/admin/newsletter`);
  await page.getByRole('region', { name: 'Campanhas' }).locator('.ag-row').filter({ hasText: subject }).click();
  const notice = page.getByTestId('campaign-mail-server-wait');
  await expect(notice).toContainText('Aguardando o servidor de e-mail');
  await expect(notice).toContainText(messages.mailServer.failure.auth);
  await expect(page.getByRole('heading', { name: `Campanha: ${messages.mailServer.waitingStatus}` })).toBeVisible();

  // The test mail goes to a staff address picked from the list (one's own first); the toast names it.
  const recipient = page.getByRole('combobox', { name: 'Enviar teste para' });
  await expect(recipient).toHaveText(ADMIN.username);
  await recipient.click();
  await expect(page.getByRole('option')).toHaveText([MARKETING.username, ADMIN.username]);
  await page.getByRole('option', { name: MARKETING.username }).click();
  await page.getByRole('button', { name: 'Enviar teste' }).click();
  await new AdminShell(page).expectToast(messages.campaign.testQueuedTo(MARKETING.username));
  await shots(page, 'mail-server-wait-campaign');
  await page.setViewportSize({ width: 390, height: 900 });
  // Both fit a phone's width (no sideways scroll to read them).
  for (const part of [notice, recipient]) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // The password is fixed; the receiving server refuses both mailboxes for good.
  state.refused = new Set(SUBSCRIBERS);
  state.authFails = false;
  await expect(page.getByRole('heading', { name: 'Campanha: Enviada' })).toBeVisible({ timeout: 60_000 });
  await expect(notice).toHaveCount(0);
  await page.goto(`${url}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('mail-server-wait')).toHaveCount(0);
});

test('suppressed subscribers show why, and an Admin lifts them together from the keyboard', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(`${url}/admin/contatos`);
  const grid = page.getByRole('region', { name: 'Assinantes da newsletter' });
  const reason = 'Caixa postal inexistente (550 5.1.1)';
  for (const email of SUBSCRIBERS) {
    const row = grid.locator('.ag-row').filter({ hasText: email });
    await expect(row).toContainText('Suprimido');
    await expect(row).toContainText(reason);
  }
  // On a phone the reason goes under the address.
  await page.setViewportSize({ width: 390, height: 900 });
  const underAddress = grid.getByTestId('suppression-reason');
  await expect(underAddress).toHaveCount(2);
  await expect(underAddress.first()).toHaveText(reason);
  await expect(underAddress.first()).toBeVisible();
  await shots(page, 'subscribers-suppressed');

  // Keyboard only: select the suppressed, open the confirmation, confirm.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Selecionar suprimidos' }).focus();
  await page.keyboard.press('Enter');
  const lift = page.getByRole('button', { name: 'Remover supressão (2)' });
  await lift.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remover supressão' });
  await expect(dialog).toContainText(messages.mailServer.liftConfirm(2));
  await page.screenshot({ path: `${SHOTS}/subscribers-lift-confirm-1440.png` });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remover supressão' })).toBeFocused();
  await page.keyboard.press('Enter');
  await new AdminShell(page).expectToast(messages.campaign.suppressionsLifted(2));
  for (const email of SUBSCRIBERS) {
    const row = grid.locator('.ag-row').filter({ hasText: email });
    await expect(row).toContainText('Ativo');
    await expect(row).not.toContainText(reason);
  }
  await expect(page.getByRole('button', { name: 'Remover supressão', exact: true })).toBeDisabled();
});

test('an Admin resets the 2FA of a user who lost the authenticator', async ({ page }) => {
  await readyUser(SECURED, 2);
  const own = await tokenOf(SECURED);
  const { secret } = await call<{ secret: string }>('POST', '/2fa/cadastro', { password: SECURED.password }, own);
  await call('POST', '/2fa/ativar', { code: await codeFor(secret) }, own);

  await signIn(page, ADMIN);
  await page.goto(`${url}/admin/usuarios`);
  const grid = page.getByRole('region', { name: 'Usuários' });
  const row = grid.locator('.ag-row').filter({ hasText: SECURED.username });
  await expect(row).toContainText('2 etapas');
  // Offered only where 2FA is on, and never on one's own row.
  await expect(grid.getByRole('button', { name: /^Redefinir 2FA de / })).toHaveCount(1);
  await shots(page, 'users-2fa-reset');
  await page.setViewportSize({ width: 1440, height: 900 });

  await grid.getByRole('button', { name: `Redefinir 2FA de ${SECURED.username}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Redefinir 2FA' });
  await expect(dialog).toContainText(messages.totpReset.confirm(SECURED.username));
  await dialog.getByRole('button', { name: 'Redefinir 2FA' }).click();
  await expect(row).toContainText('Só senha');
  await new AdminShell(page).expectToast(messages.admin.totpReset);
  await expect(grid.getByRole('button', { name: /^Redefinir 2FA de / })).toHaveCount(0);
  // The owner signs in with the password alone now.
  expect(await tokenOf(SECURED)).toEqual(expect.any(String));

  // Marketing has no Usuários screen: the action is not theirs.
  await signIn(page, MARKETING, 2);
  await page.goto(`${url}/admin/usuarios`);
  await expect(page).not.toHaveURL(/\/admin\/usuarios$/);
  await expect(page.getByRole('button', { name: /^Redefinir 2FA de / })).toHaveCount(0);
});
