import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { PUBLIC_LIMITS } from '../rate-limits/public-limits';
import { purgeExpired } from '../../jobs/retention';
import { queueCampaignRecipients } from './campaign-audience.service';
import { countExportableRows } from '../lgpd/dsr.service';

let ctx: TestContext;
let admin: string;
let marketing: string;

beforeEach(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://www.alvorada.test' });
  admin = await ctx.adminToken();
  marketing = await ctx.tokenFor(2);
});
afterEach(async () => {
  await ctx.close();
});

const m = messages.newsletter;
const subscribe = (email: string) => ctx.request('POST', '/api/assinantes-newsletter', { json: { email } });
const sendWelcome = (email: string) => ctx.request('POST', '/api/assinantes-newsletter/send', { json: { email } });
const cancel = (token: string | undefined, body: unknown = { token }) =>
  ctx.request('PUT', `/api/assinantes-newsletter${token ? `?token=${encodeURIComponent(token)}` : ''}`, {
    json: body,
  });
const subscribers = () => ctx.deps.db.selectFrom('newsletter_subscribers').selectAll().execute();
const outbox = () => ctx.deps.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const tokenFromMail = (text: string) => /cancelar-newsletter\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('subscribing', () => {
  it('subscribes once per address, ignoring case, and answers an active address exactly as a new one', async () => {
    const res = await subscribe('Leitor@Empresa.test');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: m.success });
    const [first] = await subscribers();
    ctx.advance(60_000);
    const again = await subscribe('leitor@empresa.TEST');
    // No "já está inscrito": a stranger cannot learn who subscribes.
    expect(again.status).toBe(res.status);
    expect(again.text).toBe(res.text);
    // The record and its consent stay as they were.
    expect(await subscribers()).toEqual([first]);
  });

  it('answers 422 saying what is wrong with the address, as the footer form does', async () => {
    for (const [email, message] of [
      ['', messages.form.emailRequired],
      ['nao-e-email', messages.form.emailIncomplete],
      ['a@b', messages.form.emailIncomplete],
      ['joão@empresa.com', messages.form.emailInvalid],
    ] as const) {
      const res = await subscribe(email);
      expect(res.status, email).toBe(422);
      expect(res.body).toEqual({ message, code: 'invalid_input', errors: { email: message } });
    }
  });

  it('is rate limited per address', async () => {
    for (let i = 0; i < PUBLIC_LIMITS.newsletter.max; i += 1) await subscribe(`a${i}@empresa.test`);
    const blocked = await subscribe('outro@empresa.test');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.http.tooManyRequests, code: 'too_many_requests' });
  });
});

describe('welcome mail and cancellation', () => {
  it('mails an active subscriber a cancel link whose token is stored only as a hash', async () => {
    await subscribe('leitor@empresa.test');
    const res = await sendWelcome('LEITOR@empresa.test');
    expect(res.status).toBe(200);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'newsletter-welcome', to: 'leitor@empresa.test', status: 'pending' });
    expect(mail!.text).toContain('https://www.alvorada.test/cancelar-newsletter?token=');
    const token = tokenFromMail(mail!.text);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail!.html).toContain(`https://www.alvorada.test/cancelar-newsletter?token=${token}`);
    const [row] = await subscribers();
    expect(row!.cancel_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('never mails an address that is not an active subscriber, and answers the same either way', async () => {
    const unknown = await sendWelcome('estranho@alvo.test');

    await subscribe('saiu@empresa.test');
    const active = await sendWelcome('saiu@empresa.test');
    const token = tokenFromMail((await outbox())[0]!.text);
    expect((await cancel(token)).status).toBe(200);
    const inactive = await sendWelcome('saiu@empresa.test');
    // Status and body do not tell who is subscribed.
    for (const res of [unknown, active, inactive]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: m.welcomeQueued });
    }
    expect((await outbox()).map((mail) => mail.to)).toEqual(['saiu@empresa.test']);
  });

  it('rejects address spellings that alias one mailbox, so the daily welcome rule holds', async () => {
    await subscribe('x@empresa.test');
    await sendWelcome('x@empresa.test');
    for (const alias of [
      '"x"@empresa.test',
      'x@empresa.test>',
      'x@empresa.test\0',
      'x@[127.0.0.1]',
      ' X@Empresa.Test',
    ]) {
      const res = await subscribe(alias);
      expect([201, 422], JSON.stringify(alias)).toContain(res.status);
      await sendWelcome(alias);
    }
    expect((await subscribers()).map((s) => s.email)).toEqual(['x@empresa.test']);
    expect(await outbox()).toHaveLength(1);
  });

  it('sends one welcome when asked twice at the same moment', async () => {
    await subscribe('leitor@empresa.test');
    await Promise.all([sendWelcome('leitor@empresa.test'), sendWelcome('leitor@empresa.test')]);
    expect(await outbox()).toHaveLength(1);
  });

  it('does not let a third party re-activate a cancelled address for a second welcome the same day', async () => {
    await subscribe('alvo@empresa.test');
    await sendWelcome('alvo@empresa.test');
    await cancel(tokenFromMail((await outbox())[0]!.text));
    // Someone else subscribes the address again and asks for the welcome.
    expect((await subscribe('alvo@empresa.test')).status).toBe(201);
    expect((await sendWelcome('alvo@empresa.test')).status).toBe(200);
    expect(await outbox()).toHaveLength(1);
    ctx.advance(24 * 60 * 60_000 + 1);
    await sendWelcome('alvo@empresa.test');
    expect(await outbox()).toHaveLength(2);
  });

  it('sends at most one welcome a day, so an earlier link keeps working', async () => {
    await subscribe('leitor@empresa.test');
    await sendWelcome('leitor@empresa.test');
    expect((await sendWelcome('leitor@empresa.test')).status).toBe(200);
    expect(await outbox()).toHaveLength(1);
    ctx.advance(24 * 60 * 60_000 + 1);
    await sendWelcome('leitor@empresa.test');
    expect(await outbox()).toHaveLength(2);
  });

  it('cancels with the token, with or without a reason, once', async () => {
    await subscribe('leitor@empresa.test');
    await sendWelcome('leitor@empresa.test');
    const token = tokenFromMail((await outbox())[0]!.text);
    ctx.advance(60_000);
    const res = await cancel(token, { token, motivo_cancelamento: 'Muitos e-mails' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: m.cancelSuccess });
    const [row] = await subscribers();
    expect(row).toMatchObject({
      ativo: 0,
      motivo_cancelamento: 'Muitos e-mails',
      data_cancelamento: '2026-03-10T12:01:00.000Z',
      cancel_token_hash: null,
    });
    const reused = await cancel(token);
    expect(reused.status).toBe(404);
    expect(reused.body).toEqual({ message: m.cancelTokenUnknown, code: 'not_found' });

    // Without a reason it is 'Não informado'; the token may come in the body only.
    await subscribe('outro@empresa.test');
    await sendWelcome('outro@empresa.test');
    const second = tokenFromMail((await outbox())[1]!.text);
    const plain = await ctx.request('PUT', '/api/assinantes-newsletter', { json: { token: second } });
    expect(plain.status).toBe(200);
    const other = (await subscribers()).find((s) => s.email === 'outro@empresa.test');
    expect(other!.motivo_cancelamento).toBe(m.cancelDefaultReason);
  });

  it('checks a link without cancelling: 200 with the masked address, then 404 once used', async () => {
    await subscribe('leitora@empresa.test');
    await sendWelcome('leitora@empresa.test');
    const token = tokenFromMail((await outbox())[0]!.text);
    const check = (t: string | undefined) =>
      ctx.request(
        'GET',
        `/api/assinantes-newsletter/cancelamento${t === undefined ? '' : `?token=${encodeURIComponent(t)}`}`,
      );

    for (let i = 0; i < 2; i += 1) {
      const ok = await check(token);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ email: 'l***@empresa.test' });
    }
    // Looking twice changed nothing: still active, the link still works.
    expect((await subscribers())[0]).toMatchObject({ ativo: 1, data_cancelamento: null });
    expect((await cancel(token)).status).toBe(200);

    for (const t of [token, 'token-que-nao-existe', '', undefined]) {
      const res = await check(t);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: m.cancelTokenUnknown, code: 'not_found' });
    }
  });

  it('answers 400 without a token and 404 to an unknown one', async () => {
    const missing = await cancel(undefined, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Token de cancelamento ausente.', code: 'malformed_request' });
    const unknown = await cancel('token-que-nao-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: m.cancelTokenUnknown, code: 'not_found' });
  });

  it('lets a cancelled address subscribe again, clearing the cancellation, with a fresh consent', async () => {
    const first = await subscribe('volta@empresa.test');
    const [before] = await subscribers();
    await sendWelcome('volta@empresa.test');
    await cancel(tokenFromMail((await outbox())[0]!.text), {
      token: tokenFromMail((await outbox())[0]!.text),
      motivo_cancelamento: 'Teste',
    });
    ctx.advance(60_000);
    const again = await subscribe('Volta@Empresa.test');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const [row] = await subscribers();
    expect(row!.id).toBe(before!.id);
    expect(row!.consent_at).toBe('2026-03-10T12:01:00.000Z');
    expect(row).toMatchObject({
      ativo: 1,
      motivo_cancelamento: null,
      data_cancelamento: null,
      cancel_token_hash: null,
    });
    // The welcome (and a new link) follows a day after the last one, not at once.
    expect((await sendWelcome('volta@empresa.test')).status).toBe(200);
    expect(await outbox()).toHaveLength(1);
    ctx.advance(24 * 60 * 60_000 + 1);
    await sendWelcome('volta@empresa.test');
    expect(await outbox()).toHaveLength(2);
  });

  it('rate limits the welcome mail per address', async () => {
    await subscribe('leitor@empresa.test');
    for (let i = 0; i < PUBLIC_LIMITS.newsletterSend.max; i += 1) await sendWelcome('leitor@empresa.test');
    expect((await sendWelcome('leitor@empresa.test')).status).toBe(429);
  });
});

describe('subscribers for the Admin', () => {
  it('lists and deletes subscribers', async () => {
    await subscribe('a@empresa.test');
    await subscribe('b@empresa.test');
    const [a, b] = (await subscribers()).map((s) => s.id);
    const list = await ctx.request('GET', '/api/assinantes-newsletter', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: b,
        ativo: true,
        email: 'b@empresa.test',
        create_date: '2026-03-10T12:00:00.000Z',
        motivo_cancelamento: null,
        data_cancelamento: null,
        suprimido_em: null,
        motivo_supressao: null,
        confirmado: true,
        source: expect.objectContaining({ landing: null, campaign_id: null }),
      },
      expect.objectContaining({ id: a, email: 'a@empresa.test' }),
    ]);
    expect(list.text).not.toContain('cancel_token');

    const deleted = await ctx.request('DELETE', `/api/assinantes-newsletter/${a}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Assinante excluído com sucesso' });
    const again = await ctx.request('DELETE', `/api/assinantes-newsletter/${a}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: m.subscriberNotFound, code: 'not_found' });
  });

  it('undoes a delete: the deleted subscriber leaves the list, count and audience until restored', async () => {
    await subscribe('a@empresa.test');
    await subscribe('b@empresa.test');
    const [a] = (await subscribers()).map((s) => s.id);
    const listed = async () =>
      (await ctx.request('GET', '/api/assinantes-newsletter', { token: admin })).body.map((s: any) => s.email);
    const audience = async () => {
      const now = ctx.deps.now().toISOString();
      const row = {
        preheader: '',
        body: '',
        status: 'draft' as const,
        created_at: now,
        created_by: 'admin',
        updated_at: now,
      };
      const campaign = await ctx.deps.db
        .insertInto('newsletter_campaigns')
        .values({ subject: 'Teste', post_id: null, scheduled_at: null, started_at: null, finished_at: null, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      await queueCampaignRecipients(ctx.deps.db, { id: campaign.id, subject: 'Teste' }, now);
      const mails = await ctx.deps.db
        .selectFrom('mail_outbox')
        .select('to')
        .where('campaign_id', '=', campaign.id)
        .execute();
      return mails.map((mail) => mail.to).sort();
    };

    expect((await ctx.request('DELETE', `/api/assinantes-newsletter/${a}`, { token: admin })).status).toBe(200);
    expect(await listed()).toEqual(['b@empresa.test']);
    expect(await countExportableRows(ctx.deps.db, 'assinantes')).toBe(1);
    expect(await audience()).toEqual(['b@empresa.test']);

    const undone = await ctx.request('POST', `/api/assinantes-newsletter/${a}/restauracao`, { token: admin });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ message: messages.admin.subscriberRestored });
    expect(await listed()).toEqual(['b@empresa.test', 'a@empresa.test']);
    expect(await countExportableRows(ctx.deps.db, 'assinantes')).toBe(2);
    expect(await audience()).toEqual(['a@empresa.test', 'b@empresa.test']);
    // Nothing left to undo.
    expect((await ctx.request('POST', `/api/assinantes-newsletter/${a}/restauracao`, { token: admin })).status).toBe(
      404,
    );
    const actions = await ctx.deps.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['subscriber.delete', 'subscriber.undelete']),
    );
  });

  it('lets a deleted address sign up again, and the retention job removes deleted subscribers after a day', async () => {
    await subscribe('volta@empresa.test');
    await subscribe('fica@empresa.test');
    const [volta, fica] = (await subscribers()).map((s) => s.id);
    await ctx.request('DELETE', `/api/assinantes-newsletter/${volta}`, { token: admin });
    expect((await subscribe('Volta@empresa.test')).status).toBe(201);
    const back = await ctx.request('GET', '/api/assinantes-newsletter', { token: admin });
    expect(back.body.map((s: any) => s.email)).toContain('volta@empresa.test');

    await ctx.request('DELETE', `/api/assinantes-newsletter/${fica}`, { token: admin });
    const deletedAt = ctx.deps.now().getTime();
    await purgeExpired(ctx.deps, new Date(deletedAt + 23 * 3_600_000));
    expect((await subscribers()).map((s) => s.id)).toContain(fica);
    const counts = await purgeExpired(ctx.deps, new Date(deletedAt + 25 * 3_600_000));
    expect((await subscribers()).map((s) => s.id)).toEqual([volta]);
    expect(counts.subscribers).toBe(1);
  });

  it('refuses Marketing (403) and anonymous callers (401)', async () => {
    await subscribe('a@empresa.test');
    const { id } = (await subscribers())[0]!;
    for (const [method, path] of [
      ['GET', '/api/assinantes-newsletter'],
      ['DELETE', `/api/assinantes-newsletter/${id}`],
      ['POST', `/api/assinantes-newsletter/${id}/restauracao`],
    ] as const) {
      expect((await ctx.request(method, path, { token: marketing })).status).toBe(403);
      expect((await ctx.request(method, path)).status).toBe(401);
    }
    expect(await subscribers()).toHaveLength(1);
  });
});
