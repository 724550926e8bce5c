import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { workBudget } from './work-budget';

describe('workBudget', () => {
  it('lets an address spend its burst, then answers 429 until the time it took has refilled, leaving others alone', async () => {
    let t = 0;
    const budget = workBudget({ msPerSecond: 100, burstMs: 250, now: () => t });
    /** A search that takes `ms` of the process's time. */
    const search = (ms: number) => async () => {
      t += ms;
      return 'ok';
    };
    for (let i = 0; i < 3; i++) expect(await budget.spend('198.51.100.1', search(100))).toBe('ok');
    const refused = await budget.spend('198.51.100.1', search(100)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers).toMatchObject({ 'Retry-After': '1' });
    // Another address has its own bucket.
    expect(await budget.spend('198.51.100.2', search(100))).toBe('ok');
    // Time refills it (10 ms per 100 ms): 60 ms later on, one more search, then none.
    t += 500;
    expect(await budget.spend('198.51.100.1', search(100))).toBe('ok');
    await expect(budget.spend('198.51.100.1', search(1))).rejects.toBeInstanceOf(AppError);
  });

  it('charges a build that failed too', async () => {
    let t = 0;
    const budget = workBudget({ msPerSecond: 100, burstMs: 100, now: () => t });
    const failing = async () => {
      t += 150;
      throw new Error('boom');
    };
    await expect(budget.spend('198.51.100.1', failing)).rejects.toThrow('boom');
    await expect(budget.spend('198.51.100.1', async () => 'ok')).rejects.toBeInstanceOf(AppError);
  });
});
