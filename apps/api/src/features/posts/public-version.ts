import type { ContentVersion } from '../../db/content-version';

/**
 * The version the public post caches are keyed by: the posts' version in the database (every
 * write, in any process), plus the moment a scheduled post goes public. A scheduled post is
 * invisible until its time and visible after it with no write at all, so no cache may outlive
 * the next publish time: this process remembers that time (asked again whenever the database
 * version moves) and, once the clock passes it, answers a new version, so every cached list,
 * post, blog page and replayed answer is built again with the post in it. The check costs a
 * clock read and a comparison; nothing runs in the background, so a process that slept, was
 * restarted or got no request in between answers right at its next request.
 */
export interface PublicContentVersion extends ContentVersion {
  /** The next publish time known to this process (ms), or null: caps how long others may cache. */
  nextPublishAt(): number | null;
}

export function publicContentVersion(
  base: ContentVersion,
  nextPublishAt: (now: Date) => Promise<string | null>,
  now: () => Date,
): PublicContentVersion {
  let knownBase: string | undefined;
  let next: number | null = null;
  /** Publish times passed since this process started: part of the version. */
  let passed = 0;
  let asking: Promise<void> | undefined;

  const refresh = (at: Date, baseVersion: string) =>
    (asking ??= nextPublishAt(at)
      .then((value) => {
        next = value === null ? null : Date.parse(value);
        knownBase = baseVersion;
      })
      .finally(() => {
        asking = undefined;
      }));

  return {
    async read() {
      const baseVersion = await base.read();
      const at = now();
      if (baseVersion !== knownBase) {
        await refresh(at, baseVersion);
      } else if (next !== null && next <= at.getTime()) {
        passed += 1;
        next = null;
        await refresh(at, baseVersion);
      }
      return `${baseVersion}~${passed}`;
    },
    bumpLocal() {
      base.bumpLocal();
    },
    current() {
      const baseVersion = base.current?.();
      // Anything that would make `read` ask the database again is left to `read`.
      if (baseVersion === undefined || baseVersion !== knownBase) return undefined;
      if (next !== null && next <= now().getTime()) return undefined;
      return `${baseVersion}~${passed}`;
    },
    nextPublishAt: () => next,
  };
}

/**
 * Seconds a shared cache may keep a public answer: `max`, or less when a scheduled post goes
 * public sooner (then at least 0: revalidate).
 */
export function cacheSecondsUntil(next: number | null, now: Date, max: number): number {
  if (next === null) return max;
  return Math.max(0, Math.min(max, Math.floor((next - now.getTime()) / 1000)));
}
