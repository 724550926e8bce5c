import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './lighthouse-calibration.mjs';

describe('calibratedCpuSlowdown', () => {
  it('scales the 4× slowdown by how much faster the host is than a typical one', () => {
    expect(calibratedCpuSlowdown(1750)).toBe(4);
    expect(calibratedCpuSlowdown(3500)).toBe(8);
    expect(calibratedCpuSlowdown(2625)).toBe(6);
  });

  it('keeps the plain 4× on a host slower than the reference', () => {
    expect(calibratedCpuSlowdown(900)).toBe(4);
  });

  it('refuses an index Lighthouse did not report', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('benchmarkIndex');
    expect(() => calibratedCpuSlowdown(0)).toThrow('benchmarkIndex');
  });
});
