import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { THROTTLE_POLICY } from './throttle.service';

/**
 * A locked account keeps out the addresses that failed on it, but the owner's own earlier
 * successful addresses are not an attacker's: a typo there must not turn into a lock-out.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const TARGET = { username: 'dona@alvorada.test', password: 'Senha-de-teste-1' };
const OWNER_ADDRESS = '203.0.113.10';
const attackerAddress = (i: number) => `10.2.${Math.floor(i / 6)}.${i % 6}`;
const login = (password: string, ip: string) =>
  ctx.request('POST', '/api/login', {
    json: { username: TARGET.username, password },
    headers: { 'x-forwarded-for': ip },
  });

async function lockByGuessing() {
  await Promise.all(
    Array.from({ length: THROTTLE_POLICY.accountLockAfter }, (_, i) => login(`chute-${i}`, attackerAddress(i))),
  );
  const row = await ctx.deps.db
    .selectFrom('users')
    .select('locked_at')
    .where('username', '=', TARGET.username)
    .executeTakeFirstOrThrow();
  expect(row.locked_at).not.toBeNull();
}

describe('a locked account and its owner', () => {
  it('lets the owner in from an address they signed in from before, even after a mistype there', async () => {
    // tokenFor signs in from OWNER_ADDRESS: that success is what makes the address the owner's.
    await ctx.tokenFor(2, TARGET.username);
    await lockByGuessing();
    expect((await login('digitei-errado', OWNER_ADDRESS)).status).toBe(401);
    const owner = await login(TARGET.password, OWNER_ADDRESS);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  }, 60_000);

  it('still keeps out an attacking address that never signed in, right password or not', async () => {
    await ctx.tokenFor(2, TARGET.username);
    await lockByGuessing();
    expect((await login(TARGET.password, attackerAddress(0))).status).toBe(423);
  }, 60_000);
});
