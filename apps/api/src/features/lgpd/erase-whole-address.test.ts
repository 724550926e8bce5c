import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, sampleContact, type TestContext } from '../../../test/helpers';

/** Erasing one person's address must not reach another address that merely contains it. */
let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const SUBJECT = 'a273784@rt.test';
const OTHER = 'ana273784@rt.test';
const LONGER = 'a273784@rt.test.br';

const contact = (email: string, message: string) =>
  ctx.request('POST', '/api/contato', { json: sampleContact({ email, message }) });
const failedLogin = (username: string, ip: string) =>
  ctx.request('POST', '/api/login', { json: { username, password: 'errada' }, headers: { 'x-forwarded-for': ip } });
const messages = async () =>
  (await ctx.deps.db.selectFrom('contacts').select(['email', 'message']).orderBy('id').execute()).map(
    (r) => `${r.email}|${r.message}`,
  );
const attemptKeys = async () =>
  (await ctx.deps.db.selectFrom('login_attempts').select('key').execute()).map((r) => r.key).sort();

describe('an LGPD erase', () => {
  it('matches the whole address only: not one that contains it, nor a third party’s text about another', async () => {
    expect((await contact(SUBJECT, 'Sou eu mesmo.')).status).toBe(201);
    expect((await contact(OTHER, `Meu endereço é ${OTHER}, não ${LONGER}.`)).status).toBe(201);
    expect((await contact('terceiro@rt.test', `Falem com ${SUBJECT}. Ou com ${OTHER}.`)).status).toBe(201);
    await failedLogin(SUBJECT, '198.51.100.1');
    await failedLogin(OTHER, '198.51.100.2');
    await failedLogin(LONGER, '198.51.100.3');
    const keysBefore = await attemptKeys();

    const opened = await ctx.request('POST', '/api/lgpd/solicitacoes', { token: admin, json: { email: SUBJECT } });
    expect(opened.status).toBe(201);
    const found = await ctx.request('GET', `/api/lgpd/solicitacoes/${opened.body.id}/dados`, { token: admin });
    expect(found.body.data.contacts.map((c: { email: string }) => c.email)).toEqual([SUBJECT]);
    const erased = await ctx.request('POST', `/api/lgpd/solicitacoes/${opened.body.id}/eliminacao`, {
      token: admin,
      json: { confirmacao: SUBJECT },
    });
    expect(erased.status).toBe(200);

    const after = await messages();
    expect(after[1]).toBe(`${OTHER}|Meu endereço é ${OTHER}, não ${LONGER}.`);
    expect(after[2]).toMatch(/^terceiro@rt\.test\|Falem com (?!a273784@)\S+\. Ou com ana273784@rt\.test\.$/);
    expect(after.join('\n')).not.toMatch(/(^|[^a-z0-9])a273784@rt\.test(?![.\w])/);
    // Only the subject's own sign-in counters go.
    const keysAfter = await attemptKeys();
    expect(keysAfter).toEqual(keysBefore.filter((k) => !/(^|[:])a273784@rt\.test($|\|)/.test(k)));
    expect(keysAfter.some((k) => k.includes(OTHER))).toBe(true);
    expect(keysAfter.some((k) => k.includes(LONGER))).toBe(true);
  });
});
