import { describe, expect, it } from 'vitest';
import { DEFAULT_BOUNDS, restoreBounds } from './window-state';

const screen = [{ x: 0, y: 0, width: 1920, height: 1040 }];

describe('restoreBounds', () => {
  it('uses the default size on first run', () => {
    expect(restoreBounds(undefined, screen)).toEqual(DEFAULT_BOUNDS);
  });
  it('restores size, position and maximised state on a visible display', () => {
    expect(restoreBounds({ x: 100, y: 50, width: 1400, height: 900, maximized: true }, screen)).toEqual({
      x: 100,
      y: 50,
      width: 1400,
      height: 900,
      maximized: true,
    });
  });
  it('drops the position when that display is gone, keeping the size', () => {
    expect(restoreBounds({ x: 3000, y: 100, width: 1200, height: 800 }, screen)).toEqual({
      width: 1200,
      height: 800,
      maximized: false,
    });
  });
  it('never restores a window smaller than the minimum', () => {
    expect(restoreBounds({ width: 10, height: 10 }, screen)).toMatchObject({ width: 960, height: 600 });
  });
});
