import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The variants of a 40 MP photo (the largest accepted) must not cost the process hundreds of
 * megabytes: the attack run's 20 such images peaked at 488 MB. Measured in a process of its
 * own, so nothing else this test process allocated muddles the figure.
 */
const WIDTH = 8000;
const HEIGHT = 5000;
let dir: string;
let photo: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-variant-memory-'));
  photo = join(dir, 'foto-40mp.png');
  const png = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#7a8a9a',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  writeFileSync(photo, png);
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('image variants', () => {
  it('of a 40 MP photo hold well under 100 MB above the process', () => {
    const child = join(import.meta.dirname, '../../../test/variant-memory.child.ts');
    const out = execFileSync(process.execPath, ['--import', 'tsx', child, photo, String(WIDTH)], {
      cwd: join(import.meta.dirname, '../../..'),
      encoding: 'utf8',
      timeout: 120_000,
    });
    const { variants, growthMB } = JSON.parse(out) as { variants: number; growthMB: number };
    expect(variants).toBe(3);
    // Three copies each decoding the whole photo side by side rose about 130 MB for this PNG (220 MB for a JPEG photo).
    expect(growthMB).toBeLessThan(100);
  }, 150_000);
});
