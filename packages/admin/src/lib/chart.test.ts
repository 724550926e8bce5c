import { describe, expect, it } from 'vitest';
import { fillDays, linePath, niceScale, shortDay } from './chart';

describe('chart helpers', () => {
  it('rounds the axis up to even steps', () => {
    expect(niceScale(0)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(7).max).toBeGreaterThanOrEqual(7);
    expect(niceScale(93)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(1234).ticks.at(-1)).toBe(niceScale(1234).max);
  });
  it('fills the 30 days ending today, zero where nothing happened', () => {
    const days = fillDays(
      [{ day: '2025-04-29', pageview: 5, contact: 1, newsletter: 0 }],
      30,
      new Date('2025-04-30T15:00:00Z'),
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2025-04-01');
    expect(days.at(-1)!.day).toBe('2025-04-30');
    expect(days.at(-2)).toEqual({ day: '2025-04-29', pageview: 5, contact: 1, newsletter: 0 });
    expect(days.at(-1)!.pageview).toBe(0);
  });
  it('labels days as dd/mm and draws lines inside the box', () => {
    expect(shortDay('2025-04-09')).toBe('09/04');
    expect(linePath([0, 10], 100, 20)).toBe('M0.0,20.0 L100.0,0.0');
    expect(linePath([], 100, 20)).toBe('');
  });
});
