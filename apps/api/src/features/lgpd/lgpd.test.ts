import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSV_BOM } from '@vitrine/shared/csv';
import { PRIVACY_POLICY_VERSION, lgpdMessages } from '@vitrine/shared/lgpd';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, sampleContact, type TestContext } from '../../../test/helpers';
import { engineOf } from '../../db/database';
import { createMailWorker } from '../../jobs/mail-worker';
import { createMailTransport } from '../../mail/transport';
import { recordAudit } from '../audit/audit.repository';
import { purgeExpired } from '../../jobs/retention';

let ctx: TestContext;
let admin: string;

beforeEach(async () => {
  ctx = await createTestContext({ CONTACT_INBOX: 'caixa@alvorada.test', PUBLIC_URL: 'https://site.test' });
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const NOW = '2026-03-10T12:00:00.000Z';
const maria = {
  name: 'Maria Souza',
  email: 'Maria_Souza@Cliente.test',
  phone: '(47) 99999-1234',
  subject: 'Orçamento WMS',
  message: 'Gostaria de uma demonstração.',
};
const joao = {
  ...maria,
  name: 'João Lima',
  email: 'joao@outra.test',
  phone: '(11) 98888-7777',
  message: 'Falem com maria_souza@cliente.test também.',
};

const db = () => ctx.deps.db;

async function subscribeAndWelcome(email: string) {
  expect((await ctx.request('POST', '/api/assinantes-newsletter', { json: { email } })).status).toBe(201);
  expect((await ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email } })).status).toBe(200);
  const mail = await db()
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const url = mail.unsubscribe_url!;
  return { mail, url, path: url.replace('https://site.test', '') };
}

describe('consent records', () => {
  it('stores the policy version, the server time, the form and the page with each contact', async () => {
    const res = await ctx.request('POST', '/api/contato', {
      // A version or time sent by the client is ignored: the server stamps its own.
      json: { ...maria, consent_page: '/solucoes/erp', consent_version: 'forjada', consent_at: '2000-01-01' },
    });
    expect(res.status).toBe(201);
    const row = await db().selectFrom('contacts').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      consent_version: PRIVACY_POLICY_VERSION,
      consent_at: NOW,
      consent_form: 'contact',
      consent_page: '/solucoes/erp',
    });
  });

  it('stores the consent of a subscription, and a fresh one when a cancelled address subscribes again', async () => {
    await ctx.request('POST', '/api/assinantes-newsletter', {
      json: { email: 'leitor@empresa.test', consent_page: '/blog' },
    });
    let row = await db().selectFrom('newsletter_subscribers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      consent_version: PRIVACY_POLICY_VERSION,
      consent_at: NOW,
      consent_form: 'newsletter',
      consent_page: '/blog',
    });
    await db().updateTable('newsletter_subscribers').set({ ativo: 0 }).execute();
    ctx.advance(60_000);
    // Anything that is not a plain site path is kept as unknown, never refused.
    await ctx.request('POST', '/api/assinantes-newsletter', {
      json: { email: 'leitor@empresa.test', consent_page: 'https://evil.test/x' },
    });
    row = await db().selectFrom('newsletter_subscribers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ativo: 1, consent_at: '2026-03-10T12:01:00.000Z', consent_page: null });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('puts List-Unsubscribe and List-Unsubscribe-Post in the newsletter mail (.eml outbox)', async () => {
    const { url } = await subscribeAndWelcome('leitor@empresa.test');
    expect(url).toMatch(/^https:\/\/site\.test\/cancelar-newsletter\?token=[\w-]+$/);
    const worker = createMailWorker(ctx.deps, createMailTransport(ctx.config));
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    const folder = join(ctx.config.dataDir, 'outbox');
    const eml = readFileSync(join(folder, readdirSync(folder)[0]!), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: (.+)$/m.exec(eml)?.[1];
    expect(header).toBe(`<${url}>, <mailto:caixa@alvorada.test?subject=Cancelar%20newsletter>`);
  });

  it('cancels on a POST to the header URL with the default reason; a GET of it does not', async () => {
    const { path } = await subscribeAndWelcome('leitor@empresa.test');
    const get = await ctx.request('GET', path);
    expect(get.status).not.toBe(200);
    let row = await db().selectFrom('newsletter_subscribers').selectAll().executeTakeFirstOrThrow();
    expect(row.ativo).toBe(1);

    const post = await ctx.request('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(200);
    expect(post.text).toBe(messages.newsletter.cancelSuccess);
    row = await db().selectFrom('newsletter_subscribers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ativo: 0,
      motivo_cancelamento: 'Não informado',
      data_cancelamento: NOW,
      cancel_token_hash: null,
    });
    // The token worked once.
    const again = await ctx.request('POST', path, { body: 'List-Unsubscribe=One-Click' });
    expect(again.status).toBe(404);
    expect((await ctx.request('POST', '/cancelar-newsletter')).status).toBe(400);
  });
});

/** Every text cell of every table (all of them, including ones added later), lower-cased. */
async function everyStoredText(): Promise<Array<{ table: string; column: string; value: string }>> {
  const tables =
    engineOf(db()) === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db())
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db());
  const found: Array<{ table: string; column: string; value: string }> = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db());
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string') found.push({ table: name, column, value: value.toLowerCase() });
      }
    }
  }
  return found;
}

async function seedTwoPeople() {
  const mariaId = (await ctx.request('POST', '/api/contato', { json: maria })).body.id as number;
  await ctx.request('POST', '/api/contato/send', { json: { info: maria } });
  await ctx.request('POST', '/api/contato', { json: joao });
  await ctx.request('POST', '/api/contato/send', { json: { info: joao } });
  await subscribeAndWelcome('maria_souza@cliente.test');
  await subscribeAndWelcome('joao@outra.test');
  // A failed sign-in under her address and an audit entry that names her.
  await ctx.request('POST', '/api/login', { json: { username: 'maria_souza@cliente.test', password: 'x' } });
  await recordAudit(
    db(),
    {
      action: 'contact.read',
      actor: { id: 1, username: 'admin@alvorada.test' },
      address: '203.0.113.10',
      target: { type: 'contact', id: mariaId },
      details: { note: 'respondido a MARIA_SOUZA@cliente.test' },
    },
    ctx.deps.now(),
  );
  const opened = await ctx.request('POST', '/api/lgpd/solicitacoes', {
    token: admin,
    json: { email: ' Maria_Souza@Cliente.TEST ' },
  });
  expect(opened.status).toBe(201);
  return { requestId: opened.body.id as number, mariaId };
}

describe('data-subject requests', () => {
  it('opens one request per address, with the 15-day deadline, and lists it', async () => {
    const first = await ctx.request('POST', '/api/lgpd/solicitacoes', { token: admin, json: { email: 'a@b.test' } });
    expect(first.body).toMatchObject({
      subject: 'a@b.test',
      status: 'open',
      opened_at: NOW,
      deadline_at: '2026-03-25T12:00:00.000Z',
      opened_by: 'admin@alvorada.test',
      actions: [],
    });
    const same = await ctx.request('POST', '/api/lgpd/solicitacoes', { token: admin, json: { email: 'A@B.test' } });
    expect(same.body.id).toBe(first.body.id);
    const bad = await ctx.request('POST', '/api/lgpd/solicitacoes', { token: admin, json: { email: 'nada' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toBe(messages.form.emailIncomplete);
    const list = await ctx.request('GET', '/api/lgpd/solicitacoes', { token: admin });
    expect(list.body.requests.map((r: { id: number }) => r.id)).toEqual([first.body.id]);
    expect(list.body.retention.days).toEqual({ contacts: 730, subscribers: 180, mails: 90, audit: 365 });
  });

  it('finds and exports every record of one address and nothing of another (JSON and CSV)', async () => {
    const { requestId } = await seedTwoPeople();
    const found = await ctx.request('GET', `/api/lgpd/solicitacoes/${requestId}/dados`, { token: admin });
    expect(found.status).toBe(200);
    const data = found.body.data;
    expect(data.email).toBe('maria_souza@cliente.test');
    expect(data.contacts.map((c: { name: string }) => c.name)).toEqual(['Maria Souza']);
    expect(data.contacts[0].consent_version).toBe(PRIVACY_POLICY_VERSION);
    expect(data.subscribers.map((s: { email: string }) => s.email)).toEqual(['maria_souza@cliente.test']);
    // Her welcome mail and the notification about her contact (it carries her address)…
    expect(data.mails.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'contact-notification',
      'newsletter-welcome',
    ]);
    // …and the audit entry naming her; João's mail mentions her address in his message: not hers to receive.
    expect(data.audit.map((a: { action: string }) => a.action).sort()).toEqual(['contact.read', 'login.failure']);
    expect(JSON.stringify(data)).not.toContain('joao@outra.test');
    expect(JSON.stringify(data)).not.toContain('João');

    const json = await ctx.request('GET', `/api/lgpd/solicitacoes/${requestId}/exportacao?formato=json`, {
      token: admin,
    });
    expect(json.body.fileName).toMatch(/^titular-solicitacao-\d+-2026-03-10\.json$/);
    const exported = JSON.parse(json.body.content);
    expect(exported.contacts).toEqual(data.contacts);
    expect(exported.subscribers).toEqual(data.subscribers);

    const csv = await ctx.request('GET', `/api/lgpd/solicitacoes/${requestId}/exportacao?formato=csv`, {
      token: admin,
    });
    expect(csv.body.mime).toBe('text/csv; charset=utf-8');
    const content: string = csv.body.content;
    expect(content.startsWith(CSV_BOM + 'Registro;ID;Campo;Valor\r\n')).toBe(true);
    expect(content).toContain('Contato;');
    expect(content).toContain(';message;Gostaria de uma demonstração.');
    expect(content).not.toContain('joao@outra.test');
    expect(
      (await ctx.request('GET', `/api/lgpd/solicitacoes/${requestId}/exportacao?formato=xls`, { token: admin })).status,
    ).toBe(422);

    const list = await ctx.request('GET', '/api/lgpd/solicitacoes', { token: admin });
    expect(list.body.requests[0].actions.map((a: { kind: string }) => a.kind)).toEqual([
      'search',
      'export.json',
      'export.csv',
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'dsr.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['dsr.open', 'dsr.search', 'dsr.export', 'dsr.export', 'dsr.list']);
    expect(JSON.stringify(audit)).not.toContain('maria');
  });

  it('erases after the address is confirmed, leaving no copy of it or of the message in any table', async () => {
    const { requestId, mariaId } = await seedTwoPeople();
    const contactsBefore = (await db().selectFrom('contacts').select('id').execute()).length;
    const subscribersBefore = (await db().selectFrom('newsletter_subscribers').select('id').execute()).length;
    expect((await everyStoredText()).some((t) => t.value.includes('maria_souza@cliente.test'))).toBe(true);

    const wrong = await ctx.request('POST', `/api/lgpd/solicitacoes/${requestId}/eliminacao`, {
      token: admin,
      json: { confirmacao: 'outra@pessoa.test' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(lgpdMessages.eraseConfirmMismatch);
    expect(
      (await db().selectFrom('contacts').select('email').where('id', '=', mariaId).executeTakeFirst())?.email,
    ).toBe(maria.email);

    const erased = await ctx.request('POST', `/api/lgpd/solicitacoes/${requestId}/eliminacao`, {
      token: admin,
      json: { confirmacao: 'MARIA_SOUZA@cliente.test' },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.request).toMatchObject({ status: 'closed', subject: 'm***@cliente.test' });
    expect(erased.body.request.actions.at(-1)).toMatchObject({
      kind: 'erase',
      counts: { contacts: 1, subscribers: 1, mails: 2, loginAttempts: expect.any(Number) },
    });

    // The audit log is append-only: her earlier entries stay as written,
    // and the erase itself is recorded.
    const auditAfter = await db().selectFrom('audit_log').select(['action', 'actor_username', 'details']).execute();
    expect(auditAfter.filter((a) => a.action === 'login.failure').map((a) => a.actor_username)).toEqual([
      'maria_souza@cliente.test',
    ]);
    expect(auditAfter.find((a) => a.action === 'contact.read')?.details).toContain('MARIA_SOUZA@cliente.test');
    expect(auditAfter.map((a) => a.action)).toContain('dsr.erase');

    const texts = (await everyStoredText()).filter((t) => t.table !== 'audit_log');
    const leaks = texts.filter(
      (t) =>
        t.value.includes('maria_souza@cliente.test') ||
        t.value.includes('maria souza') ||
        t.value.includes('gostaria de uma demonstração') ||
        t.value.includes('47999991234'),
    );
    expect(leaks).toEqual([]);
    expect(erased.body.request.actions.at(-1).counts.loginAttempts).toBeGreaterThan(0);
    // Counts stay; the other person keeps everything (his message only loses her address).
    expect((await db().selectFrom('contacts').select('id').execute()).length).toBe(contactsBefore);
    expect((await db().selectFrom('newsletter_subscribers').select('id').execute()).length).toBe(subscribersBefore);
    const joaoRow = await db()
      .selectFrom('contacts')
      .selectAll()
      .where('email', '=', 'joao@outra.test')
      .executeTakeFirstOrThrow();
    expect(joaoRow.message).toBe('Falem com [eliminado] também.');
    const mariaRow = await db()
      .selectFrom('contacts')
      .select('read')
      .where('id', '=', mariaId)
      .executeTakeFirstOrThrow();
    expect(Number(mariaRow.read), 'an erased contact counts as read').toBe(1);
    expect(texts.some((t) => t.value === 'joao@outra.test')).toBe(true);
    // The request is closed: no more search, export or erase on it.
    expect((await ctx.request('GET', `/api/lgpd/solicitacoes/${requestId}/dados`, { token: admin })).status).toBe(409);
  });

  it('is for Admins only', async () => {
    const marketing = await ctx.tokenFor(2);
    expect((await ctx.request('GET', '/api/lgpd/solicitacoes', { token: marketing })).status).toBe(403);
    expect((await ctx.request('POST', '/api/lgpd/solicitacoes', { json: { email: 'a@b.test' } })).status).toBe(401);
    expect((await ctx.request('POST', '/api/exportacoes', { token: marketing, json: {} })).status).toBe(403);
  });

  it('records opening and closing a data-subject request in the audit log', async () => {
    const opened = await ctx.request('POST', '/api/lgpd/solicitacoes', {
      token: admin,
      json: { email: 'ana@cliente.test' },
    });
    expect(opened.status).toBe(201);
    const closed = await ctx.request('POST', `/api/lgpd/solicitacoes/${opened.body.id}/conclusao`, { token: admin });
    expect(closed.status).toBe(200);
    const rows = await db()
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'details'])
      .where('action', 'like', 'dsr.%')
      .execute();
    expect(rows).toEqual([
      { action: 'dsr.open', target_type: 'dsr_request', target_id: String(opened.body.id), details: null },
      { action: 'dsr.close', target_type: 'dsr_request', target_id: String(opened.body.id), details: null },
    ]);
  });

  it('records each grid export in the audit log, without the filter text', async () => {
    const res = await ctx.request('POST', '/api/exportacoes', {
      token: admin,
      json: { tipo: 'contatos', linhas: 3, filtrado: true },
    });
    expect(res.status).toBe(204);
    await ctx.request('POST', '/api/exportacoes', {
      token: admin,
      json: { tipo: 'assinantes', linhas: 5, filtrado: false },
    });
    const rows = await db().selectFrom('audit_log').select(['action', 'details', 'actor_username']).execute();
    // Counted on the server (no contacts or subscribers here), never the client's `linhas`.
    expect(rows.filter((r) => r.action.startsWith('export.'))).toEqual([
      { action: 'export.contacts', details: '{"rows":0,"filtered":true}', actor_username: 'admin@alvorada.test' },
      { action: 'export.subscribers', details: '{"rows":0,"filtered":false}', actor_username: 'admin@alvorada.test' },
    ]);
    await ctx.request('POST', '/api/contato', { json: sampleContact() });
    await ctx.request('POST', '/api/exportacoes', {
      token: admin,
      json: { tipo: 'contatos', linhas: 999_999, filtrado: false },
    });
    const last = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'export.contacts')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.details).toBe('{"rows":1,"filtered":false}');
    expect(
      (
        await ctx.request('POST', '/api/exportacoes', {
          token: admin,
          json: { tipo: 'usuarios', linhas: 1, filtrado: false },
        })
      ).status,
    ).toBe(422);
  });
});

describe('retention', () => {
  const day = 86_400_000;
  const at = (msAgo: number) => new Date(Date.parse(NOW) - msAgo).toISOString();

  it('purges exactly the rows past their dates with a fixed clock, and counts them', async () => {
    const contact = { name: 'n', email: 'e@x.test', phone: '1', subject: 's', message: 'm', read: 0 };
    await db()
      .insertInto('contacts')
      .values([
        { ...contact, create_date: at(730 * day + 1000) },
        { ...contact, create_date: at(730 * day - 1000) },
      ])
      .execute();
    const subscriber = { ativo: 0, create_date: at(900 * day) };
    await db()
      .insertInto('newsletter_subscribers')
      .values([
        { ...subscriber, email: 'old@x.test', data_cancelamento: at(180 * day + 1000) },
        { ...subscriber, email: 'recent@x.test', data_cancelamento: at(180 * day - 1000) },
        { ...subscriber, email: 'active@x.test', ativo: 1, data_cancelamento: null },
      ])
      .execute();
    const mail = { kind: 'contact-notification', to: 'a@b.test', subject: 's', text: 't', html: 'h', attempts: 1 };
    await db()
      .insertInto('mail_outbox')
      .values([
        { ...mail, status: 'sent', next_attempt_at: NOW, created_at: NOW, sent_at: at(90 * day + 1000) },
        { ...mail, status: 'sent', next_attempt_at: NOW, created_at: NOW, sent_at: at(90 * day - 1000) },
        { ...mail, status: 'failed', next_attempt_at: at(400 * day), created_at: at(400 * day) },
      ])
      .execute();
    const entry = { action: 'logout', actor: { id: 1, username: 'admin' }, address: null } as const;
    await recordAudit(db(), entry, new Date(Date.parse(NOW) - 365 * day - 1000));
    await recordAudit(db(), entry, new Date(Date.parse(NOW) - 365 * day + 1000));

    const lines: Array<[string, unknown]> = [];
    const logger = { ...ctx.deps.logger, info: (event: string, data?: unknown) => lines.push([event, data]) };
    const counts = await purgeExpired({ ...ctx.deps, logger }, new Date(NOW));
    expect(counts).toEqual({ contacts: 1, subscribers: 1, mails: 1, audit: 1 });
    expect(lines).toEqual([['retention.purged', { ...counts, analyticsDays: 0, trashedPosts: 0 }]]);
    expect((await db().selectFrom('contacts').select('create_date').execute()).map((r) => r.create_date)).toEqual([
      at(730 * day - 1000),
    ]);
    expect(
      (await db().selectFrom('newsletter_subscribers').select('email').orderBy('id').execute()).map((r) => r.email),
    ).toEqual(['recent@x.test', 'active@x.test']);
    expect(
      (await db().selectFrom('mail_outbox').select('status').orderBy('id').execute()).map((r) => r.status),
    ).toEqual(['sent', 'failed']);
    expect(await db().selectFrom('audit_log').select('at').where('action', '=', 'logout').execute()).toEqual([
      { at: new Date(Date.parse(NOW) - 365 * day + 1000).toISOString() },
    ]);
    // Idempotent: a second run (another process, the next day) deletes nothing more.
    expect(await purgeExpired(ctx.deps, new Date(NOW))).toEqual({ contacts: 0, subscribers: 0, mails: 0, audit: 0 });
    const list = await ctx.request('GET', '/api/lgpd/solicitacoes', { token: admin });
    expect(list.body.retention.runs).toHaveLength(2);
    expect(list.body.retention.runs.map((r: { contacts: number }) => r.contacts).sort()).toEqual([0, 1]);
  });

  it('follows the configured periods', async () => {
    const short = await createTestContext({ RETENTION_CONTACTS_DAYS: '30' });
    try {
      const contact = { name: 'n', email: 'e@x.test', phone: '1', subject: 's', message: 'm', read: 0 };
      await short.deps.db
        .insertInto('contacts')
        .values({ ...contact, create_date: at(31 * day) })
        .execute();
      expect((await purgeExpired(short.deps, new Date(NOW))).contacts).toBe(1);
    } finally {
      await short.close();
    }
  });
});
