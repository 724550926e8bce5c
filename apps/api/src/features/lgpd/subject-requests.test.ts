import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DSR_REQUEST_KINDS, lgpdMessages } from '@vitrine/shared/lgpd';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { purgeExpired } from '../../jobs/retention';

let ctx: TestContext;
let admin: string;

beforeEach(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://site.test' });
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const db = () => ctx.deps.db;
const maria = { name: 'Maria Souza', email: 'Maria@Cliente.test', kind: 'deletion', details: 'Contato de 2024' };
const send = (json: unknown, ip = '203.0.113.10') =>
  ctx.request('POST', '/api/titulares/solicitacoes', { json, headers: { 'x-forwarded-for': ip } });
const confirm = (token: string) => ctx.request('POST', '/api/titulares/solicitacoes/confirmacao', { json: { token } });
const mailsTo = (to: string) => db().selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id').execute();
const tokenOf = (text: string) => decodeURIComponent(/\/lgpd\?confirmar=([^\s]+)/.exec(text)![1]!);

describe('data-subject requests from the site', () => {
  it('mails a confirmation link and opens nothing until it is used', async () => {
    const res = await send(maria);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: lgpdMessages.requestSent });
    const [mail] = await mailsTo('maria@cliente.test');
    expect(mail).toMatchObject({ kind: 'dsr-verification', status: 'pending' });
    expect(mail!.text).toContain('https://site.test/lgpd?confirmar=');
    expect(mail!.text).toContain(DSR_REQUEST_KINDS.deletion);
    expect(await db().selectFrom('dsr_requests').selectAll().execute()).toEqual([]);
    // Only the token's hash is kept.
    const pending = await db().selectFrom('dsr_verifications').selectAll().executeTakeFirstOrThrow();
    expect(pending.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail!.text).not.toContain(pending.token_hash);
  });

  it('the link opens a request with the 15-day clock, in the admin list, and mails the protocol', async () => {
    await send(maria);
    const token = tokenOf((await mailsTo('maria@cliente.test'))[0]!.text);
    ctx.advance(60_000);
    const res = await confirm(token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: lgpdMessages.requestConfirmed,
      protocol: 'LGPD-2026-000001',
      deadline_at: '2026-03-25T12:01:00.000Z',
      kind: 'deletion',
    });
    const list = await ctx.request('GET', '/api/lgpd/solicitacoes', { token: admin });
    expect(list.body.requests).toEqual([
      expect.objectContaining({
        subject: 'maria@cliente.test',
        status: 'open',
        opened_by: lgpdMessages.openedFromSite,
        opened_at: '2026-03-10T12:01:00.000Z',
        deadline_at: '2026-03-25T12:01:00.000Z',
        protocol: 'LGPD-2026-000001',
        kind: 'deletion',
        requester_name: 'Maria Souza',
        details: 'Contato de 2024',
      }),
    ]);
    const protocolMail = (await mailsTo('maria@cliente.test'))[1]!;
    expect(protocolMail.kind).toBe('dsr-protocol');
    expect(protocolMail.subject).toBe('Solicitação registrada: protocolo LGPD-2026-000001');
    expect(protocolMail.text).toContain('Protocolo: LGPD-2026-000001');
    expect(protocolMail.text).toContain('Responderemos até 25/03/2026');

    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: lgpdMessages.verificationInvalid, code: 'not_found' });
    expect(await db().selectFrom('dsr_requests').selectAll().execute()).toHaveLength(1);
  });

  it('refuses an unknown or expired link, and bad input with Portuguese messages, changing nothing', async () => {
    await send(maria);
    const token = tokenOf((await mailsTo('maria@cliente.test'))[0]!.text);
    expect((await confirm('nao-existe')).status).toBe(404);
    expect((await ctx.request('POST', '/api/titulares/solicitacoes/confirmacao', { json: {} })).status).toBe(422);
    ctx.advance(24 * 3_600_000 + 1);
    expect((await confirm(token)).status).toBe(404);

    const bad = await send({ name: 'a', email: 'x@', kind: 'tudo', details: 'x'.repeat(1001) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: messages.form.nameShort,
      email: messages.form.emailIncomplete,
      kind: lgpdMessages.requestKind,
      details: lgpdMessages.requestDetails,
    });
    expect(await db().selectFrom('dsr_requests').selectAll().execute()).toEqual([]);
    // The expired, unconfirmed request is dropped by the retention job.
    await purgeExpired(ctx.deps, ctx.deps.now());
    expect(await db().selectFrom('dsr_verifications').selectAll().execute()).toEqual([]);
  });

  it('mails one link per address every 10 minutes, answering the same, and is rate-limited per client', async () => {
    await send(maria);
    expect((await send(maria)).status).toBe(202);
    expect(await mailsTo('maria@cliente.test')).toHaveLength(1);
    ctx.advance(10 * 60_000 + 1);
    await send(maria);
    expect(await mailsTo('maria@cliente.test')).toHaveLength(2);

    // Per client address: 5 in 10 minutes, then 429 with Retry-After.
    for (let i = 0; i < 5; i += 1) {
      expect((await send({ ...maria, email: `p${i}@x.test` }, '198.51.100.7')).status).toBe(202);
    }
    const limited = await send({ ...maria, email: 'p9@x.test' }, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('erasing the person drops their pending links and the name and details on their requests', async () => {
    await send(maria);
    await confirm(tokenOf((await mailsTo('maria@cliente.test'))[0]!.text));
    ctx.advance(10 * 60_000 + 1);
    await send({ ...maria, kind: 'access' });
    const [request] = (await ctx.request('GET', '/api/lgpd/solicitacoes', { token: admin })).body.requests;
    const erased = await ctx.request('POST', `/api/lgpd/solicitacoes/${request.id}/eliminacao`, {
      token: admin,
      json: { confirmacao: 'maria@cliente.test' },
    });
    expect(erased.status).toBe(200);
    expect(await db().selectFrom('dsr_verifications').selectAll().execute()).toEqual([]);
    const row = await db().selectFrom('dsr_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ requester_name: null, details: null, email: null, status: 'closed' });
  });
});
