import { describe, expect, it, vi } from 'vitest';
import { runBusyAction } from './busy-action';

function steps() {
  const busy: boolean[] = [];
  return { busy, setBusy: (b: boolean) => busy.push(b), onFailure: vi.fn() };
}

describe('runBusyAction', () => {
  it('marks busy around the work and answers true when it finishes', async () => {
    const s = steps();
    const settled = vi.fn();
    const seen: boolean[] = [];
    const ok = await runBusyAction(
      s,
      async () => {
        seen.push(s.busy.at(-1)!);
      },
      settled,
    );
    expect(ok).toBe(true);
    expect(seen).toEqual([true]);
    expect(s.busy).toEqual([true, false]);
    expect(s.onFailure).not.toHaveBeenCalled();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('reports a failure once, clears busy and still runs what follows', async () => {
    const s = steps();
    const settled = vi.fn();
    const boom = new Error('recusado');
    const ok = await runBusyAction(
      s,
      async () => {
        throw boom;
      },
      settled,
    );
    expect(ok).toBe(false);
    expect(s.onFailure).toHaveBeenCalledExactlyOnceWith(boom);
    expect(s.busy).toEqual([true, false]);
    expect(settled).toHaveBeenCalledOnce();
  });
});
