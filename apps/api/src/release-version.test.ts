import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareVersions, VITRINE_VERSION } from '@vitrine/shared/version';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('the release version', () => {
  it('is one semantic version, the same in the code, the root package.json and the changelog’s newest entry', () => {
    expect(VITRINE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(JSON.parse(read('package.json')).version).toBe(VITRINE_VERSION);
    for (const ws of ['apps/api', 'apps/web', 'apps/desktop', 'packages/admin', 'packages/shared']) {
      expect(JSON.parse(read(`${ws}/package.json`)).version, ws).toBe(VITRINE_VERSION);
    }
    const newest = /^## \[?(\d+\.\d+\.\d+)\]?/m.exec(read('CHANGELOG.md'))?.[1];
    expect(newest).toBe(VITRINE_VERSION);
  });

  it('compares versions by number, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBe(1);
    expect(compareVersions('1.4.0', '1.4.0')).toBe(0);
    expect(compareVersions('1.4.0', '2.0.0')).toBe(-1);
  });
});
