import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedLock', () => {
  it('runs holders of one key one at a time, and other keys alongside', async () => {
    const lock = new KeyedLock();
    let inside = 0;
    let most = 0;
    let otherRan = false;
    const task = async () => {
      inside++;
      most = Math.max(most, inside);
      await tick();
      inside--;
    };
    await Promise.all([
      ...Array.from({ length: 10 }, () => lock.run(['user:a'], task)),
      lock.run(['user:b'], async () => {
        otherRan = inside > 0;
      }),
    ]);
    expect(most).toBe(1);
    expect(otherRan).toBe(true);
  });

  it('does not deadlock on overlapping keys given in any order, and releases after errors', async () => {
    const lock = new KeyedLock();
    const runs = Array.from({ length: 20 }, (_, i) =>
      lock.run(i % 2 ? ['ip:x', 'user:a'] : ['user:a', 'ip:x'], async () => {
        await tick();
        if (i === 3) throw new Error('falhou');
        return i;
      }),
    );
    const results = await Promise.allSettled(runs);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(lock.size).toBe(0);
  });
});
