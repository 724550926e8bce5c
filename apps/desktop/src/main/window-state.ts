import type { WindowBounds } from './settings';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_BOUNDS = { width: 1280, height: 800 } as const;
export const MIN_SIZE = { width: 960, height: 600 } as const;

/**
 * The remembered size and position, made safe for today's screens: a window saved on a
 * monitor that is now unplugged would open off-screen, so it is kept only when its title
 * bar area still meets a display; otherwise the OS centres it.
 */
export function restoreBounds(saved: WindowBounds | undefined, workAreas: Rect[]): WindowBounds {
  if (!saved) return { ...DEFAULT_BOUNDS };
  const width = Math.max(MIN_SIZE.width, Math.round(saved.width));
  const height = Math.max(MIN_SIZE.height, Math.round(saved.height));
  const base: WindowBounds = { width, height, maximized: saved.maximized === true };
  if (saved.x === undefined || saved.y === undefined) return base;
  const titleBar: Rect = { x: saved.x, y: saved.y, width, height: 40 };
  const visible = workAreas.some((area) => intersects(titleBar, area));
  return visible ? { ...base, x: Math.round(saved.x), y: Math.round(saved.y) } : base;
}

function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
