import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, shortfalls } from './lighthouse-calibration.mjs';

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

describe('shortfalls', () => {
  const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

  it('is empty for a page at the bar', () => {
    expect(shortfalls({ ...perfect, performance: 98 }, 100)).toEqual([]);
  });

  it('names each category under its score', () => {
    expect(shortfalls({ ...perfect, performance: 97, seo: 92 }, 0)).toEqual(['performance', 'seo']);
  });

  it('names the blocking time over 100 ms even when every score is met', () => {
    expect(shortfalls(perfect, 101)).toEqual(['TBT']);
  });

  it('counts a category Lighthouse did not report as missed', () => {
    const { seo: _seo, ...withoutSeo } = perfect;
    expect(shortfalls(withoutSeo, 0)).toEqual(['seo']);
  });
});
