import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { messages } from '@vitrine/shared/messages';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';
import { Role } from '@vitrine/shared/roles';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const login = (username: string, password: string, ip = '203.0.113.10') =>
  ctx.request('POST', '/api/login', { json: { username, password }, headers: { 'x-forwarded-for': ip } });

describe('POST /api/login', () => {
  it('answers a token, the username and the role for the right password', async () => {
    const res = await login(ADMIN.username, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: ADMIN.username, role: Role.Admin, mustChangePassword: false });
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts the username in any case', async () => {
    const res = await login(ADMIN.username.toUpperCase(), ADMIN.password);
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login(ADMIN.username, 'senha-errada');
    const unknown = await login('ninguem@alvorada.test', 'senha-errada');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: messages.login.wrongCredentials, code: 'wrong_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates both fields with the spec messages', async () => {
    const res = await ctx.request('POST', '/api/login', { json: { username: ' ', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      username: messages.login.usernameInvalid,
      password: messages.login.passwordInvalid,
    });
  });

  it('throttles a username after five failures with growing delays, then lets it try again', async () => {
    for (let i = 0; i < 5; i++) expect((await login(ADMIN.username, 'x')).status).toBe(401);
    // The sixth failure is still checked, and starts a 1 s block.
    expect((await login(ADMIN.username, 'x')).status).toBe(401);
    const blocked = await login(ADMIN.username, ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: messages.login.throttled, code: 'too_many_requests' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    ctx.advance(1100);
    expect((await login(ADMIN.username, 'x')).status).toBe(401); // 7th failure: 2 s block
    ctx.advance(1100);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(429);
    ctx.advance(1000);
    const ok = await login(ADMIN.username, ADMIN.password);
    expect(ok.status).toBe(200);
    // Success clears the username's count.
    expect((await login(ADMIN.username, 'x')).status).toBe(401);
    expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it('throttles an address that tries many usernames, without blocking other addresses', async () => {
    for (let i = 0; i < 21; i++) await login(`pessoa${i}@alvorada.test`, 'x', '198.51.100.7');
    const fromSameAddress = await login(ADMIN.username, ADMIN.password, '198.51.100.7');
    expect(fromSameAddress.status).toBe(429);
    const fromElsewhere = await login(ADMIN.username, ADMIN.password, '198.51.100.8');
    expect(fromElsewhere.status).toBe(200);
  });

  it('counts an address by the entry our proxy appended, so a client cannot pick a fresh one', async () => {
    for (let i = 0; i < 21; i++) await login(`pessoa${i}@alvorada.test`, 'x', `10.0.0.${i}, 198.51.100.7`);
    expect((await login(ADMIN.username, ADMIN.password, '1.2.3.4, 198.51.100.7')).status).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, '198.51.100.8')).status).toBe(200);
  });

  // Five free failures, then the sixth is still checked and starts the block.
  const statuses = async (attempts: Array<Promise<{ status: number }>>) => {
    const counts: Record<number, number> = {};
    for (const { status } of await Promise.all(attempts)) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it('holds the (username, address) limit when the wrong passwords arrive all at once', async () => {
    const counts = await statuses(
      Array.from({ length: 20 }, (_, i) => login(ADMIN.username, `errada-${i}`, '198.51.100.1')),
    );
    expect(counts[401]).toBe(6);
    expect(counts[429]).toBe(14);
    expect((await login(ADMIN.username, ADMIN.password, '198.51.100.1')).status).toBe(429);
    // The owner, from an address that has not failed, is not locked out by it.
    expect((await login(ADMIN.username, ADMIN.password, '198.51.100.99')).status).toBe(200);
  });

  it('holds the address limit when many usernames are tried from it at once', async () => {
    const counts = await statuses(
      Array.from({ length: 30 }, (_, i) => login(`pessoa${i}@alvorada.test`, 'x', '198.51.100.7')),
    );
    expect(counts[401]).toBe(21);
    expect(counts[429]).toBe(9);
  });
});

describe('POST /api/verifyToken', () => {
  const verify = (authorization?: string) =>
    ctx.request('POST', '/api/verifyToken', { headers: authorization ? { authorization } : {} });

  it('accepts a valid token', async () => {
    const token = await ctx.adminToken();
    const res = await verify(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      username: ADMIN.username,
      role: Role.Admin,
      mustChangePassword: false,
      mustEnableTotp: false,
    });
  });

  it('refuses a token after its 8 hours', async () => {
    const token = await ctx.adminToken();
    ctx.advance(8 * 60 * 60 * 1000 - 1000);
    expect((await verify(`Bearer ${token}`)).status).toBe(200);
    ctx.advance(2000);
    const res = await verify(`Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ valid: false, message: messages.http.unauthorized, code: 'session_ended' });
  });

  it('refuses a tampered token', async () => {
    const token = await ctx.adminToken();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: Role.Admin, sub: '999' })).toString('base64url');
    expect((await verify(`Bearer ${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await verify(`Bearer ${token.slice(0, -2)}xx`)).status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const now = Math.floor(ctx.deps.now().getTime() / 1000);
    const other = await sign(
      { sub: '1', role: Role.Admin, username: ADMIN.username, iat: now, exp: now + 3600 },
      'x'.repeat(40),
    );
    expect((await verify(`Bearer ${other}`)).status).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const now = Math.floor(ctx.deps.now().getTime() / 1000);
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: '1', role: Role.Admin, username: ADMIN.username, exp: now + 3600 })}.`;
    expect((await verify(`Bearer ${unsigned}`)).status).toBe(401);
  });

  it('refuses a missing or malformed authorization header', async () => {
    expect((await verify()).status).toBe(401);
    expect((await verify('Basic abc')).status).toBe(401);
    expect((await verify('Bearer not-a-jwt')).status).toBe(401);
  });

  it('refuses the token of a user who was deleted', async () => {
    const admin = await ctx.adminToken();
    const token = await ctx.tokenFor(2, 'temporario@alvorada.test');
    const list = await ctx.request('GET', '/api/usuarios', { token: admin });
    const id = list.body.find((u: { username: string }) => u.username === 'temporario@alvorada.test').id;
    expect((await ctx.request('DELETE', `/api/usuarios/${id}`, { token: admin })).status).toBe(200);
    expect((await verify(`Bearer ${token}`)).status).toBe(401);
  });
});
