import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, driftedFromCalibration, median, shortfalls } from './lighthouse-calibration.mjs';

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

describe('driftedFromCalibration', () => {
  it('accepts runs whose own index calls for about the slowdown they ran at', () => {
    expect(driftedFromCalibration(4, [1500, 1700, 1900])).toBe(false);
    expect(driftedFromCalibration(4.57, [2100, 2000, 1800])).toBe(false);
  });

  it('flags runs on a host that slowed down after a fast calibration', () => {
    // The calibration read 2,630 (6.01×); the page's runs then read about 1,700 (4×).
    expect(driftedFromCalibration(6.01, [1628, 1733, 1829])).toBe(true);
  });

  it('flags runs on a host that sped up after a slow calibration', () => {
    expect(driftedFromCalibration(4, [2400, 2500, 2600])).toBe(true);
  });

  it('reads the median run, not one outlier', () => {
    expect(median([1700, 3200, 1750])).toBe(1750);
    expect(driftedFromCalibration(4, [1700, 3200, 1750])).toBe(false);
  });
});
