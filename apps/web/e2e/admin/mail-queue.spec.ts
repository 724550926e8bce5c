import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { AdminShell } from './pages/AdminShell';

/**
 * "Fila de e-mails" against a real SMTP server. The shared e2e server writes mail as .eml files,
 * so this spec starts its own Vitrine (a fresh SQLite file, SMTP_URL pointing at a sink run here):
 * the sink first refuses the recipient (550, permanent: the mail fails at once), then accepts, and
 * "Reenviar" delivers the mail.
 */
const ADMIN = { username: 'ti@alvorada.test', password: 'Fila-Admin-senha-1' };
const INBOX = 'contato@alvorada.test';
// Beside the shared server's port (playwright.config.ts), so parallel suites on other ports do not collide.
const port = Number(process.env.E2E_PORT ?? 3100) + 1000;
const url = `http://127.0.0.1:${port}`;

let refusing = true;
const delivered: string[] = [];
let sink: SMTPServer;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('Caixa postal inexistente'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        delivered.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const smtpPort = (sink.server.address() as AddressInfo).port;

  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-fila-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'vitrine.db'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: url,
      RATE_LIMITS: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_INBOX: INBOX,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Vitrine no ar em')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`o servidor saiu (${code}): ${out}`)));
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a mail refused by the SMTP server shows as failed; "Reenviar" sends it once the server accepts', async ({
  page,
}) => {
  const contact = {
    name: 'Paula Dias',
    email: 'paula@cliente.test',
    phone: '4733334444',
    subject: 'Proposta',
    message: 'Podem me ligar amanhã?',
  };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/contato', contact)).status).toBe(201);
  expect((await post('/api/contato/send', { info: contact })).status).toBe(202);

  const login = await post('/api/login', ADMIN);
  const { token } = (await login.json()) as { token: string };
  await page.goto(`${url}/login`);
  await page.evaluate(
    ({ token, username }) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('role', '1');
    },
    { token, username: ADMIN.username },
  );

  // The dashboard counts it, and leads to the screen.
  await page.goto(`${url}/admin`);
  const tile = page.getByTestId('mail-queue');
  await expect(async () => {
    await page.reload();
    await expect(tile).toContainText('E-mails com falha1', { timeout: 3000 });
  }).toPass({ timeout: 45_000 });
  await tile.click();
  await expect(page).toHaveURL(/\/admin\/fila-emails$/);
  await expect(page.getByRole('heading', { name: 'Fila de e-mails', level: 1 })).toBeVisible();

  const grid = page.getByRole('region', { name: 'Fila de e-mails' });
  const row = grid.locator('.ag-row').filter({ hasText: INBOX });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aviso de contato');
  await expect(row).toContainText('Caixa postal inexistente');
  await expect(grid.locator('.ag-row').filter({ hasText: 'Falhou' }).first()).toBeVisible();
  await expect(page.getByTestId('mail-count-failed')).toContainText('1com falha');
  expect(delivered).toHaveLength(0);

  refusing = false;
  const shell = new AdminShell(page);
  await grid.getByRole('button', { name: `Reenviar e-mail para ${INBOX}` }).click();
  await shell.expectToast('E-mail colocado na fila para reenvio');
  await expect.poll(() => delivered.length, { timeout: 15_000 }).toBe(1);
  expect(delivered[0]).toContain(`To: ${INBOX}`);

  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(grid.locator('.ag-row').filter({ hasText: 'Enviado' }).first()).toBeVisible();
  await expect(page.getByTestId('mail-count-failed')).toContainText('0com falha');
  await expect(page.getByTestId('mail-count-sent')).toContainText('1enviado');
  await expect(grid.getByRole('button', { name: /Reenviar/ })).toHaveCount(0);
});
