import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { AdminShell } from './pages/AdminShell';
import { stopOwnServer, untilServing } from './pages/own-server';

/**
 * "Fila de e-mails" against a real SMTP server. The shared e2e server writes mail as .eml files,
 * so this spec starts its own Vitrine (a fresh SQLite file, SMTP_URL pointing at a sink run here):
 * the sink first refuses the recipient (550, permanent: the mail fails at once), then accepts, and
 * "Reenviar" delivers the mail; a mail put off by a temporary refusal (451) goes out at once with
 * "Enviar agora".
 */
const ADMIN = { username: 'ti@alvorada.test', password: 'Fila-Admin-senha-1' };
const INBOX = 'contato@alvorada.test';
// Beside the shared server's port (playwright.config.ts), so parallel suites on other ports do not collide.
const port = Number(process.env.E2E_PORT ?? 3100) + 1000;
const url = `http://127.0.0.1:${port}`;

/** What the sink answers a recipient: 550 (permanent), 451 (try later), or accept. */
let mode: 'refuse' | 'later' | 'accept' = 'refuse';
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
      if (mode === 'accept') return callback();
      if (mode === 'later') {
        return callback(Object.assign(new Error('Servidor ocupado, tente depois'), { responseCode: 451 }));
      }
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
  await untilServing(server);
});

test.afterAll(() => stopOwnServer(server, sink, dataDir));

const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function signIn(page: Page) {
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
}

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
  expect((await post('/api/contato', contact)).status).toBe(201);
  expect((await post('/api/contato/send', { info: contact })).status).toBe(202);

  await signIn(page);

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

  mode = 'accept';
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

test('a mail put off by the SMTP server goes out with "Enviar agora"; states, kinds and dates in Portuguese', async ({
  page,
}) => {
  mode = 'later';
  const before = delivered.length;
  const contact = {
    name: 'Rui Campos',
    email: 'rui@cliente.test',
    phone: '4733335555',
    subject: 'Orçamento',
    message: 'Quero um orçamento do WMS.',
  };
  expect((await post('/api/contato', contact)).status).toBe(201);
  expect((await post('/api/contato/send', { info: contact })).status).toBe(202);
  await signIn(page);
  await page.goto(`${url}/admin/fila-emails`);
  const grid = page.getByRole('region', { name: 'Fila de e-mails' });
  const pending = grid.locator('.ag-row').filter({ hasText: 'Servidor ocupado' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(pending).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(pending).toContainText('Pendente');
  await expect(pending).toContainText('Aviso de contato');
  // Every header in Portuguese, with when each mail went out. A column that gives way at this width
  // is listed, with its name, in the row instead (DataGrid's hideBelow).
  for (const name of ['Situação', 'Destinatário', 'Tipo', 'Próxima tentativa', 'Enviado em', 'Último erro']) {
    const header = grid.getByRole('columnheader', { name });
    if (await header.isVisible()) continue;
    await expect(pending, `${name}: a column or a line of the row`).toContainText(`${name}:`);
  }
  await expect(grid).not.toContainText(/contact-notification|newsletter-|dsr-|bounced|cancelled|pending/);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/mail-queue-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  mode = 'accept';
  const shell = new AdminShell(page);
  await grid.getByRole('button', { name: `Enviar agora o e-mail para ${INBOX}` }).click();
  await shell.expectToast('O e-mail será enviado em instantes');
  // Well before the minute the worker would otherwise wait.
  await expect.poll(() => delivered.length, { timeout: 15_000 }).toBe(before + 1);
  expect(delivered.at(-1)).toContain(`To: ${INBOX}`);
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(grid.getByRole('button', { name: /Enviar agora/ })).toHaveCount(0);
  // Now sent, with when it went out.
  const sentRow = grid.locator('.ag-row').first(); // newest first: this one
  await expect(sentRow).toContainText('Enviado');
  const sentAt = sentRow.locator('[col-id="sentAt"]');
  if (await grid.getByRole('columnheader', { name: 'Enviado em' }).isVisible()) {
    await expect(sentAt).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  } else {
    await expect(sentRow).toContainText(/Enviado em: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  }

  // The audit log says what happened in a sentence, with the mail's kind in words.
  await page.goto(`${url}/admin/auditoria`);
  await expect(page.getByText('Antecipou para agora o envio de um e-mail pendente (Aviso de contato)')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Endereço IP' })).toBeVisible();
});
