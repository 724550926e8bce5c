import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@vitrine/shared/constants';
import { PRIVACY_POLICY_VERSION } from '@vitrine/shared/lgpd';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, sampleContact, type TestContext } from '../../../test/helpers';
import { PUBLIC_LIMITS } from '../rate-limits/public-limits';

let ctx: TestContext;
let admin: string;
let marketing: string;

beforeEach(async () => {
  ctx = await createTestContext({ CONTACT_INBOX: 'caixa@alvorada.test' });
  admin = await ctx.adminToken();
  marketing = await ctx.tokenFor(2);
});
afterEach(async () => {
  await ctx.close();
});

const contact = sampleContact({
  subject: 'Orçamento WMS',
  message: 'Gostaria de uma demonstração <script>alert(1)</script> & mais.',
});

const outbox = () => ctx.deps.db.selectFrom('mail_outbox').selectAll().execute();
const stored = () => ctx.deps.db.selectFrom('contacts').selectAll().execute();

describe('POST /api/contato', () => {
  it('saves a contact and answers 201 {id}', async () => {
    const res = await ctx.request('POST', '/api/contato', { json: contact });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const rows = await stored();
    expect(rows).toEqual([
      {
        id: res.body.id,
        ...contact,
        phone: '47999991234',
        read: 0,
        create_date: '2026-03-10T12:00:00.000Z',
        notified_at: null,
        consent_version: PRIVACY_POLICY_VERSION,
        consent_at: '2026-03-10T12:00:00.000Z',
        consent_form: 'contact',
        consent_page: null,
        source_landing: null,
        source_referrer: null,
        source_utm_source: null,
        source_utm_medium: null,
        source_utm_campaign: null,
        source_utm_term: null,
        source_utm_content: null,
        source_page: null,
        source_campaign_id: null,
        erased_at: null,
        erased_request_id: null,
      },
    ]);
  });

  it('answers 422 saying what is wrong with each field, as the form does', async () => {
    const res = await ctx.request('POST', '/api/contato', {
      json: { name: ' a ', email: 'x@', phone: '1', subject: 'oi', message: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: messages.form.nameShort,
      email: messages.form.emailIncomplete,
      phone: messages.form.phoneLength,
      subject: messages.form.subjectShort,
      message: messages.contact.message,
    });
    expect((await ctx.request('POST', '/api/contato', { json: {} })).body.errors).toEqual({
      name: messages.contact.name,
      email: messages.contact.email,
      phone: messages.contact.phone,
      subject: messages.contact.subject,
      message: messages.contact.message,
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a partial phone number ("123" was stored as "(12) 3") or area code 00, each with its message', async () => {
    for (const phone of ['123', '(47) 9999-99', '479999912']) {
      const res = await ctx.request('POST', '/api/contato', { json: { ...contact, phone } });
      expect(res.status, phone).toBe(422);
      expect(res.body.errors).toEqual({ phone: 'Informe DDD + número, 10 ou 11 dígitos' });
    }
    const areaCode = await ctx.request('POST', '/api/contato', { json: { ...contact, phone: '0032211984' } });
    expect(areaCode.status).toBe(422);
    expect(areaCode.body.errors).toEqual({ phone: messages.form.phoneAreaCode });
    expect(await stored()).toEqual([]);
  });

  it('answers a filled honeypot with a plausible 201 but stores and sends nothing', async () => {
    const real = await ctx.request('POST', '/api/contato', { json: contact });
    const bot = await ctx.request('POST', '/api/contato', {
      json: { ...contact, email: 'bot@spam.test', website: 'https://spam.test' },
    });
    expect(bot.status).toBe(201);
    expect(bot.body).toEqual({ id: expect.any(Number) });
    expect(bot.body.id).toBeGreaterThan(real.body.id);
    // The same id every time told the bot it was caught. Now each answer moves on.
    const ids = [bot.body.id];
    for (let i = 0; i < 5; i += 1) {
      const again = await ctx.request('POST', '/api/contato', {
        json: { ...contact, email: 'bot@spam.test', website: 'https://spam.test' },
      });
      expect(again.status).toBe(201);
      ids.push(again.body.id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const send = await ctx.request('POST', '/api/contato/send', {
      json: { info: { ...contact, email: 'bot@spam.test', website: 'x' } },
    });
    expect(send.status).toBe(202);
    expect((await stored()).map((r) => r.email)).toEqual([contact.email]);
    expect(await outbox()).toEqual([]);
  });

  it('validates before it looks at the honeypot: a filled one gets the same 422 for bad input', async () => {
    for (const body of [{}, { website: 'x' }, { ...contact, email: 'nao-e-email', website: 'x' }]) {
      const res = await ctx.request('POST', '/api/contato', { json: body });
      const plain = await ctx.request('POST', '/api/contato', {
        json: Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'website')),
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual(plain.body);
    }
    const send = await ctx.request('POST', '/api/contato/send', { json: { info: { website: 'x' } } });
    expect(send.status).toBe(422);
    expect(await stored()).toEqual([]);
  });

  it('never hands a decoy id that a real contact later gets', async () => {
    const decoys: number[] = [];
    const real: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const bot = await ctx.request('POST', '/api/contato', { json: { ...contact, website: 'https://spam.test' } });
      expect(bot.status).toBe(201);
      decoys.push(bot.body.id);
      real.push((await ctx.request('POST', '/api/contato', { json: contact })).body.id);
    }
    expect(real.every((id) => Number.isInteger(id))).toBe(true);
    expect(real.filter((id) => decoys.includes(id))).toEqual([]);
    expect((await stored()).map((r) => r.id).sort((a, b) => a - b)).toEqual([...real].sort((a, b) => a - b));
  });

  it('records who read the contacts list, and how many it held', async () => {
    await ctx.request('POST', '/api/contato', { json: contact });
    expect((await ctx.request('GET', '/api/contato', { token: admin })).status).toBe(200);
    const rows = await ctx.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username', 'details'])
      .where('action', '=', 'contacts.view')
      .execute();
    expect(rows).toEqual([{ action: 'contacts.view', actor_username: 'admin@alvorada.test', details: '{"count":1}' }]);
  });

  it('limits contacts per address (429) and lets the address in again after the window', async () => {
    for (let i = 0; i < PUBLIC_LIMITS.contact.max; i += 1) {
      expect((await ctx.request('POST', '/api/contato', { json: contact })).status).toBe(201);
    }
    const blocked = await ctx.request('POST', '/api/contato', { json: contact });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.http.tooManyRequests, code: 'too_many_requests' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await ctx.request('POST', '/api/contato', {
      json: contact,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(other.status).toBe(201);
    ctx.advance(PUBLIC_LIMITS.contact.windowMs);
    expect((await ctx.request('POST', '/api/contato', { json: contact })).status).toBe(201);
  });
});

describe('server-side length rules', () => {
  it('rejects a phone of more than 11 digits instead of storing or cutting it', async () => {
    for (const phone of ['(47) 99999-12345', '9'.repeat(63 * 1024), `47 ${' '.repeat(40)}99999-1234`]) {
      const res = await ctx.request('POST', '/api/contato', { json: { ...contact, phone } });
      expect(res.status, phone.slice(0, 20)).toBe(422);
      expect(res.body.errors).toEqual({ phone: messages.form.phoneLength });
    }
    expect(await stored()).toEqual([]);
  });

  it('enforces the shared limits on every contact field', async () => {
    const tooLong = {
      name: 'n'.repeat(LIMITS.nameChars + 1),
      email: `${'e'.repeat(LIMITS.emailChars)}@x.com`,
      subject: 's'.repeat(LIMITS.subjectChars + 1),
      message: 'm'.repeat(LIMITS.messageChars + 1),
    };
    for (const [field, value] of Object.entries(tooLong)) {
      const res = await ctx.request('POST', '/api/contato', { json: { ...contact, [field]: value } });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(await stored()).toEqual([]);
  });
});

describe('RATE_LIMITS=false', () => {
  it('turns the per-address limits off (test servers, load tests)', async () => {
    const open = await createTestContext({ RATE_LIMITS: 'false' });
    try {
      for (let i = 0; i <= PUBLIC_LIMITS.contact.max; i += 1) {
        expect((await open.request('POST', '/api/contato', { json: contact })).status).toBe(201);
      }
    } finally {
      await open.close();
    }
  });
});

describe('POST /api/contato/send', () => {
  it('queues one notification to the company inbox only, with visitor input escaped', async () => {
    const saved = await ctx.request('POST', '/api/contato', { json: contact });
    const res = await ctx.request('POST', '/api/contato/send', { json: { info: contact } });
    expect(res.status).toBe(202);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: 'contact-notification', to: 'caixa@alvorada.test', status: 'pending' });
    expect(mail.subject).toBe('Novo contato pelo site: Orçamento WMS');
    expect(mail.text).toContain(contact.message);
    expect(mail.text).toContain('(47) 99999-1234');
    expect(mail.text).toContain(`Contato nº ${saved.body.id}`);
    expect(mail.text).toContain(`http://localhost:3000/admin/contatos/${saved.body.id}`);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; mais.');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Blumenau');
  });

  it('queues the notification of one stored contact only once, however often it is asked', async () => {
    await ctx.request('POST', '/api/contato', { json: contact });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await ctx.request('POST', '/api/contato/send', { json: { info: contact } }));
    answers.push(
      ...(await Promise.all([1, 2].map(() => ctx.request('POST', '/api/contato/send', { json: { info: contact } })))),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await outbox()).toHaveLength(1);
    // A second stored contact with the same text is its own contact: it gets its one mail.
    await ctx.request('POST', '/api/contato', { json: contact });
    await ctx.request('POST', '/api/contato/send', { json: { info: contact } });
    await ctx.request('POST', '/api/contato/send', { json: { info: contact } });
    expect(await outbox()).toHaveLength(2);
  });

  it('sends nothing for a contact that was never saved, nor to any address the caller gives', async () => {
    const res = await ctx.request('POST', '/api/contato/send', {
      json: { info: { ...contact, email: 'vitima@alvo.test' } },
    });
    expect(res.status).toBe(202);
    expect(await outbox()).toEqual([]);
  });

  it('validates the info and is rate limited', async () => {
    const bad = await ctx.request('POST', '/api/contato/send', { json: { info: { name: 'x' } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['info.email']).toBe(messages.contact.email);
    for (let i = 1; i < PUBLIC_LIMITS.contactSend.max; i += 1) {
      await ctx.request('POST', '/api/contato/send', { json: { info: contact } });
    }
    const blocked = await ctx.request('POST', '/api/contato/send', { json: { info: contact } });
    expect(blocked.status).toBe(429);
  });
});

describe('contacts for the Admin', () => {
  it('lists newest first with read as a flag, and marks read by list or by id', async () => {
    const first = (await ctx.request('POST', '/api/contato', { json: contact })).body.id;
    const second = (await ctx.request('POST', '/api/contato', { json: { ...contact, name: 'João Lima' } })).body.id;
    const third = (await ctx.request('POST', '/api/contato', { json: { ...contact, name: 'Ana Reis' } })).body.id;

    const list = await ctx.request('GET', '/api/contato', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((c: any) => c.id)).toEqual([third, second, first]);
    expect(list.body[0]).toEqual({
      id: third,
      read: false,
      name: 'Ana Reis',
      subject: contact.subject,
      message: contact.message,
      email: contact.email,
      phone: '47999991234',
      create_date: '2026-03-10T12:00:00.000Z',
      source: expect.objectContaining({ landing: null, page: null, campaign_id: null }),
      erased: null,
    });

    // The grid sends whole contacts.
    const marked = await ctx.request('PUT', '/api/contato', { token: admin, json: list.body.slice(0, 2) });
    expect(marked.body).toEqual({ updatedCount: 2 });
    const single = await ctx.request('PUT', '/api/contato', { token: admin, json: { id: first } });
    expect(single.body).toEqual({ updatedCount: 1 });
    expect((await ctx.request('PUT', '/api/contato', { token: admin, json: [{ id: 999 }] })).body).toEqual({
      updatedCount: 0,
    });
    const after = await ctx.request('GET', '/api/contato', { token: admin });
    expect(after.body.map((c: any) => c.read)).toEqual([true, true, true]);
    expect((await ctx.request('PUT', '/api/contato', { token: admin, json: [{ id: 'x' }] })).status).toBe(422);
  });

  it('refuses Marketing (403) and anonymous callers (401)', async () => {
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', [{ id: 1 }]],
    ] as const) {
      expect((await ctx.request(method, '/api/contato', { token: marketing, json })).status).toBe(403);
      const anonymous = await ctx.request(method, '/api/contato', { json });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: messages.http.unauthorized, code: 'session_ended' });
    }
  });
});
