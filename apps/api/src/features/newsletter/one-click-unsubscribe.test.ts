import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { seedSubscribers } from '../../../test/subscriber-fixtures';
import { PUBLIC_LIMITS } from '../rate-limits/public-limits';
import { signedUnsubscribeToken } from './unsubscribe-token';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://www.alvorada.test' });
});
afterEach(() => ctx.close());

/** Every POST from the one address a big mail provider's unsubscribe service uses. */
const oneClick = (token: string) =>
  ctx.app.request(`/cancelar-newsletter?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });

describe('RFC 8058 one-click unsubscribe from one mail provider address', () => {
  it('honours every validly signed token, and limits only invalid ones', async () => {
    const count = PUBLIC_LIMITS.newsletterCancel.max + 6;
    await seedSubscribers(ctx.deps.db, count);
    const rows = await ctx.deps.db.selectFrom('newsletter_subscribers').selectAll().orderBy('id').execute();
    const statuses: number[] = [];
    for (const row of rows) statuses.push((await oneClick(signedUnsubscribeToken(ctx.deps.jwtSecret, row))).status);
    expect(statuses).toEqual(rows.map(() => 200));
    const left = await ctx.deps.db.selectFrom('newsletter_subscribers').select('id').where('ativo', '=', 1).execute();
    expect(left).toEqual([]);

    // Forged tokens from that address are still counted, and end in 429.
    const forged: number[] = [];
    for (let i = 0; i <= PUBLIC_LIMITS.newsletterCancel.max; i += 1) {
      forged.push((await oneClick(`${rows[0]!.id}.${'A'.repeat(43)}`)).status);
    }
    expect(forged.at(0)).toBe(404);
    expect(forged.at(-1)).toBe(429);
  });
});
