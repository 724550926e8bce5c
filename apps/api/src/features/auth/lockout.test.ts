import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { messages } from '@vitrine/shared/messages';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';
import { THROTTLE_POLICY } from './throttle.service';

/**
 * A spread-out guessing run must not keep the owner out, and a locked
 * account must not confirm a guessed password.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const TARGET = { username: 'alvo@alvorada.test', password: 'Senha-de-teste-1' };
const OWNER_ADDRESS = '203.0.113.200';
const attackerAddress = (i: number) => `10.1.${Math.floor(i / 6)}.${i % 6}`;

const login = (username: string, password: string, ip: string) =>
  ctx.request('POST', '/api/login', { json: { username, password }, headers: { 'x-forwarded-for': ip } });
const call = (method: string, path: string, token?: string, json?: unknown, ip = '203.0.113.10') =>
  ctx.request(method, path, { token, json, headers: { 'x-forwarded-for': ip } });
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(ctx.deps.now().getTime() / 1000) });

/** About 18 addresses × 6 guesses, as the attack run did: enough to reach the lock ceiling. */
async function distributedGuessing(username: string) {
  const statuses = await Promise.all(
    Array.from({ length: THROTTLE_POLICY.accountLockAfter }, (_, i) =>
      login(username, `chute-${i}`, attackerAddress(i)).then((r) => r.status),
    ),
  );
  expect(statuses.every((s) => s === 401)).toBe(true);
  const row = await ctx.deps.db
    .selectFrom('users')
    .select(['id', 'locked_at'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  expect(row.locked_at).not.toBeNull();
  return row.id;
}

describe('distributed guessing against one account', () => {
  it('never keeps the owner out: the right password from an address with no failures signs in', async () => {
    await ctx.tokenFor(2, TARGET.username);
    await distributedGuessing(TARGET.username);
    const owner = await login(TARGET.username, TARGET.password, OWNER_ADDRESS);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // And again later from the same address: its success left no failure behind.
    expect((await login(TARGET.username, TARGET.password, OWNER_ADDRESS)).status).toBe(200);
  }, 60_000);

  it('answers a right and a wrong password alike from an attacking address: same status and body', async () => {
    await ctx.tokenFor(2, TARGET.username);
    await distributedGuessing(TARGET.username);
    for (let i = 0; i < 6; i += 1) {
      const address = attackerAddress(i * 6);
      const right = await login(TARGET.username, TARGET.password, address);
      const wrong = await login(TARGET.username, 'outro-chute', attackerAddress(i * 6 + 1));
      expect(right.status).toBe(423);
      expect(wrong.status).toBe(423);
      expect(right.body).toEqual({ message: messages.login.accountLocked, code: 'account_locked' });
      expect(wrong.body).toEqual(right.body);
      expect(right.headers.get('content-length')).toBe(wrong.headers.get('content-length'));
    }
  }, 60_000);

  it('takes about the same time for a right and a wrong password from an attacking address', async () => {
    await ctx.tokenFor(2, TARGET.username);
    await distributedGuessing(TARGET.username);
    const timed = async (password: string, address: string) => {
      const started = performance.now();
      expect((await login(TARGET.username, password, address)).status).toBe(423);
      return performance.now() - started;
    };
    const right: number[] = [];
    const wrong: number[] = [];
    // Several addresses, so the pair delays (which would differ by order) stay out of it.
    for (let i = 0; i < 8; i += 1) {
      right.push(await timed(TARGET.password, attackerAddress(i % 18)));
      wrong.push(await timed('errada', attackerAddress((i + 9) % 18)));
      ctx.advance(60 * 60 * 1000);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both verify one password hash and write the same rows: within a factor of two.
    expect(median(right) / median(wrong)).toBeGreaterThan(0.5);
    expect(median(right) / median(wrong)).toBeLessThan(2);
  }, 60_000);

  it('tells the owner: an audit entry and a mail to the account’s address', async () => {
    await ctx.tokenFor(2, TARGET.username);
    const id = await distributedGuessing(TARGET.username);
    const audit = await ctx.deps.db.selectFrom('audit_log').selectAll().where('action', '=', 'account.lock').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'user', target_id: String(id) });
    const mails = await ctx.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'account-locked')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(TARGET.username);
    expect(mails[0]!.text).toContain(`${THROTTLE_POLICY.accountLockAfter} tentativas`);
    expect(mails[0]!.text).not.toContain('chute');
  }, 60_000);

  it('with 2FA: a challenge for a right and a wrong password alike; only the right one passes the code step', async () => {
    const token = await ctx.adminToken();
    const started = await call('POST', '/api/2fa/cadastro', token, { password: ADMIN.password });
    const secret = started.body.secret as string;
    expect((await call('POST', '/api/2fa/ativar', token, { code: await codeAt(secret) })).status).toBe(200);
    await distributedGuessing(ADMIN.username);
    ctx.advance(31_000);
    const right = await login(ADMIN.username, ADMIN.password, attackerAddress(0));
    const wrong = await login(ADMIN.username, 'outro-chute', attackerAddress(1));
    expect(right.status).toBe(200);
    expect(wrong.status).toBe(200);
    const shape = { twoFactorRequired: true, challenge: expect.any(String), username: ADMIN.username };
    expect(right.body).toEqual(shape);
    expect(wrong.body).toEqual(shape);
    expect(right.body.challenge.length).toBe(wrong.body.challenge.length);
    const code = await codeAt(secret);
    const viaWrong = await call('POST', '/api/login/2fa', undefined, { challenge: wrong.body.challenge, code });
    expect(viaWrong.status).toBe(401);
    expect(viaWrong.body).toEqual({ message: messages.login.totpInvalid, code: 'second_factor_invalid' });
    // The wrong password's challenge spent no code: the same code still works with the right one.
    const viaRight = await call('POST', '/api/login/2fa', undefined, { challenge: right.body.challenge, code });
    expect(viaRight.status).toBe(200);
  }, 60_000);
});

describe('2FA challenges and enrolment (findings 6 and 7)', () => {
  async function enrolAdmin(token: string) {
    const secret = (await call('POST', '/api/2fa/cadastro', token, { password: ADMIN.password })).body.secret as string;
    expect((await call('POST', '/api/2fa/ativar', token, { code: await codeAt(secret) })).status).toBe(200);
    return secret;
  }
  const challengeFor = async () =>
    (await login(ADMIN.username, ADMIN.password, '203.0.113.10')).body.challenge as string;

  it('signs in once per challenge, even with a fresh code', async () => {
    const token = await ctx.adminToken();
    const secret = await enrolAdmin(token);
    ctx.advance(31_000);
    const challenge = await challengeFor();
    expect((await call('POST', '/api/login/2fa', undefined, { challenge, code: await codeAt(secret) })).status).toBe(
      200,
    );
    ctx.advance(31_000);
    const again = await call('POST', '/api/login/2fa', undefined, { challenge, code: await codeAt(secret) });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: messages.login.totpChallengeExpired, code: 'second_factor_expired' });
  });

  it('refuses a challenge issued before a password change', async () => {
    const token = await ctx.adminToken();
    const secret = await enrolAdmin(token);
    ctx.advance(31_000);
    const challenge = await challengeFor();
    const changed = await call('PUT', '/api/usuarios', token, {
      password: ADMIN.password,
      newPassword: 'Outra-senha-9',
    });
    expect(changed.status).toBe(200);
    const late = await call('POST', '/api/login/2fa', undefined, { challenge, code: await codeAt(secret) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('second_factor_invalid');
  });

  it('turning 2FA on ends the other, password-only sessions and keeps this one', async () => {
    const here = await ctx.adminToken();
    const elsewhere = await ctx.adminToken();
    await enrolAdmin(here);
    expect((await call('POST', '/api/verifyToken', elsewhere)).status).toBe(401);
    expect((await call('POST', '/api/verifyToken', here)).status).toBe(200);
    // Starting and finishing the enrolment are both in the audit log.
    const actions = await ctx.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'totp.%')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['totp.enrolment.start', 'totp.enable']);
  });
});
