import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';
import { postForm } from '../../../test/post-fixtures';

/**
 * The address a trusted proxy forwards is the client's word passed on: whatever it holds, a
 * sign-in or a post write must not fail on it, and a post write never stands without its audit entry.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const LONG = `2001:db8:${'a'.repeat(90)}`;

describe('the client address and the audit log', () => {
  it.each([LONG, 'x'.repeat(200), 'não é endereço'])(
    'signs in and writes a post from a forwarded address that is no address (%#)',
    async (forwarded) => {
      const headers = { 'x-forwarded-for': `198.51.100.1, ${forwarded}` };
      const login = await ctx.request('POST', '/api/login', { json: ADMIN, headers });
      expect(login.status).toBe(200);
      const wrong = await ctx.request('POST', '/api/login', { json: { ...ADMIN, password: 'errada' }, headers });
      expect(wrong.status).toBe(401);
      const created = await ctx.request('POST', '/api/posts', { token: login.body.token, body: postForm(), headers });
      expect(created.status).toBe(201);
      const entries = await ctx.deps.db.selectFrom('audit_log').select(['action', 'address']).execute();
      expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['login.success', 'post.create']));
      for (const entry of entries) expect((entry.address ?? '').length).toBeLessThanOrEqual(64);
      expect(entries.map((e) => e.address)).not.toContain(forwarded);
    },
  );

  it('keeps a valid forwarded address as it is', async () => {
    const headers = { 'x-forwarded-for': '2001:db8::17' };
    expect((await ctx.request('POST', '/api/login', { json: ADMIN, headers })).status).toBe(200);
    const entry = await ctx.deps.db.selectFrom('audit_log').select('address').executeTakeFirstOrThrow();
    expect(entry.address).toBe('2001:db8::17');
  });

  it('does not keep a post whose audit entry could not be written', async () => {
    const token = await ctx.adminToken();
    await sql`alter table audit_log rename to audit_log_away`.execute(ctx.deps.db);
    const created = await ctx.request('POST', '/api/posts', { token, body: postForm() });
    await sql`alter table audit_log_away rename to audit_log`.execute(ctx.deps.db);
    expect(created.status).toBe(500);
    expect(await ctx.deps.db.selectFrom('posts').select('id').execute()).toEqual([]);
  });
});
