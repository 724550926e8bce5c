import { describe, expect, it } from 'vitest';
import type { ContentVersion } from '../../db/content-version';
import { publicContentVersion } from './public-version';

/** A base version the test moves by hand, known without waiting like SQLite's. */
function fakeBase() {
  let version = 1;
  const base: ContentVersion = {
    read: async () => String(version),
    bumpLocal: () => {},
    current: () => String(version),
  };
  return { base, write: () => (version += 1) };
}

describe('publicContentVersion', () => {
  it('knows its version without waiting only once read has asked for the next publish time', async () => {
    const { base, write } = fakeBase();
    let asked = 0;
    const clock = new Date('2026-11-26T10:00:00Z');
    const version = publicContentVersion(
      base,
      async () => {
        asked += 1;
        return null;
      },
      () => clock,
    );
    expect(version.current!()).toBeUndefined();
    const first = await version.read();
    expect(version.current!()).toBe(first);
    expect(asked).toBe(1);

    // A write (here or in another process) moves the base: only read may ask again.
    write();
    expect(version.current!()).toBeUndefined();
    const second = await version.read();
    expect(second).not.toBe(first);
    expect(version.current!()).toBe(second);
    expect(asked).toBe(2);
  });

  it('stops answering at once when a scheduled post’s time passes, and read gives the new version', async () => {
    const { base } = fakeBase();
    let clock = new Date('2026-11-26T10:00:00Z');
    const publishAt = '2026-11-26T10:00:03Z';
    let next: string | null = publishAt;
    const version = publicContentVersion(
      base,
      async () => next,
      () => clock,
    );
    const before = await version.read();
    expect(version.current!()).toBe(before);
    expect(version.nextPublishAt()).toBe(Date.parse(publishAt));

    clock = new Date('2026-11-26T10:00:03Z');
    next = null;
    expect(version.current!()).toBeUndefined();
    const after = await version.read();
    expect(after).not.toBe(before);
    expect(version.current!()).toBe(after);
    expect(version.nextPublishAt()).toBeNull();
  });

  it('leaves everything to read when the base cannot tell without waiting (PostgreSQL)', async () => {
    const base: ContentVersion = { read: async () => '7', bumpLocal: () => {} };
    const version = publicContentVersion(
      base,
      async () => null,
      () => new Date(),
    );
    await version.read();
    expect(version.current!()).toBeUndefined();
  });
});
