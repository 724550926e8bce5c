/**
 * The release this code is (semantic versioning: a new migration or a changed API is a minor
 * version at least; CHANGELOG.md says what each one brought). Written here once so the server
 * (/healthz, /metrics, the migrations' record), the admin's footer and the desktop app show the
 * same number; a test keeps it equal to the root package.json and the changelog's newest entry.
 */
export const VITRINE_VERSION = '1.5.0';

/** -1, 0 or 1 as `a` is older than, the same as, or newer than `b` (plain x.y.z). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
