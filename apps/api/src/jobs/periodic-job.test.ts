import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicJob } from './periodic-job';

afterEach(() => {
  vi.useRealTimers();
});

describe('periodicJob', () => {
  it('runs first after the delay, then on every interval, and stops', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => 'ok');
    const job = periodicJob(run, { everyMs: 1000, firstAfterMs: 100, onError: vi.fn() });
    job.start();
    job.start(); // a second start changes nothing
    await vi.advanceTimersByTimeAsync(99);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('joins a run in progress, reports a failure and tries again next time', async () => {
    let finish: (value: string) => void = () => {};
    const run = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const job = periodicJob(run, { everyMs: 1000, firstAfterMs: 10, onError: vi.fn() });
    const a = job.runOnce();
    const b = job.runOnce();
    expect(run).toHaveBeenCalledTimes(1);
    finish('done');
    expect(await a).toBe('done');
    expect(await b).toBe('done');

    vi.useFakeTimers();
    const onError = vi.fn();
    const failing = vi.fn(async () => {
      throw new Error('disco cheio');
    });
    const flaky = periodicJob(failing, { everyMs: 1000, firstAfterMs: 10, onError });
    flaky.start();
    await vi.advanceTimersByTimeAsync(1010);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(2);
    await flaky.stop();
  });

  it('never starts when disabled', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    periodicJob(run, { everyMs: 10, firstAfterMs: 10, onError: vi.fn(), enabled: false }).start();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).not.toHaveBeenCalled();
  });
});
