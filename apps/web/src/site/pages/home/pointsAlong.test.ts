import { describe, expect, it } from 'vitest';
import { pointsAlong } from './pointsAlong';

describe('pointsAlong', () => {
  it('runs from the start of the curve to its end', () => {
    const points = pointsAlong('M300 720C520 700 700 640 860 560', 16);
    expect(points).toHaveLength(17);
    expect(points[0]).toEqual([300, 720]);
    const [x, y] = points[16] ?? [];
    expect(x).toBeCloseTo(860, 5);
    expect(y).toBeCloseTo(560, 5);
  });

  it('spaces its points evenly by distance, however the curve is parametrised', () => {
    // Control points bunched at the start: equal steps of t would crowd that end.
    const points = pointsAlong('M0 0C0 0 0 0 300 0', 3);
    expect(points.map(([x]) => Math.round(x))).toEqual([0, 100, 200, 300]);
  });

  it('refuses a path it cannot follow', () => {
    expect(() => pointsAlong('M0 0L10 10', 4)).toThrow();
  });
});
