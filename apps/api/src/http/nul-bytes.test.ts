import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { ADMIN, createTestContext, sampleContact, type TestContext } from '../../test/helpers';

/** On PostgreSQL a NUL byte answered 500; on both engines it is now a 422. */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const NUL = '\u0000';

describe('a NUL byte in what a client sends', () => {
  it('is refused as invalid input in a search, a login, a contact and an event, and nothing is stored', async () => {
    const answers = [
      ['search', await ctx.request('GET', `/api/posts?search=gest${encodeURIComponent(NUL)}ao`), 'search'],
      [
        'login',
        await ctx.request('POST', '/api/login', { json: { username: `admin${NUL}`, password: 'x' } }),
        'username',
      ],
      [
        'login password',
        await ctx.request('POST', '/api/login', { json: { username: ADMIN.username, password: `a${NUL}` } }),
        'password',
      ],
      [
        'contact',
        await ctx.request('POST', '/api/contato', { json: sampleContact({ message: `Olá${NUL} mundo` }) }),
        'message',
      ],
      ['event', await ctx.request('POST', '/api/eventos', { json: { type: 'pageview', path: `/${NUL}` } }), 'path'],
    ] as const;
    for (const [what, res, field] of answers) {
      expect(res.status, what).toBe(422);
      expect(res.body, what).toEqual({
        message: messages.http.invalidCharacter,
        code: 'invalid_input',
        errors: { [field]: messages.http.invalidCharacter },
      });
    }
    expect(await ctx.deps.db.selectFrom('contacts').selectAll().execute()).toEqual([]);
    expect(await ctx.deps.db.selectFrom('analytics_daily').selectAll().execute()).toEqual([]);
  });
});
