import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Installers cannot be built here (electron-builder needs the Electron binary, which this
 * machine cannot download), so the configuration is checked as far as possible: parsed,
 * validated against electron-builder's own JSON schema, and its required fields and files.
 */
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): any };
const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
  validateConfiguration(config: unknown, debug: { isEnabled: boolean; add(): void }): Promise<void>;
};

const desktopDir = fileURLToPath(new URL('..', import.meta.url));
const configPath = fileURLToPath(new URL('../../../electron-builder.yml', import.meta.url));
const config = yaml.load(readFileSync(configPath, 'utf8'));
const pkg = JSON.parse(readFileSync(`${desktopDir}/package.json`, 'utf8'));

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema validation", async () => {
    await expect(validateConfiguration(config, { isEnabled: false, add: () => undefined })).resolves.toBeUndefined();
  });

  it('the schema check is live: an unknown option is refused', async () => {
    await expect(
      validateConfiguration(
        { ...config, linux: { ...config.linux, bogus: true } },
        { isEnabled: false, add: () => undefined },
      ),
    ).rejects.toThrow(/does not match the API schema/);
  });

  it('names the app and targets AppImage + deb, nsis and dmg', () => {
    expect(config.appId).toBe('br.com.alvoradasistemas.vitrine-admin');
    expect(config.productName).toBe('Vitrine Admin');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.publish).toBeNull();
  });

  it('packs the bundles build.mjs writes and the entry package.json points to', () => {
    expect(config.files).toEqual(
      expect.arrayContaining(['dist/main/**', 'dist/preload/**', 'dist/renderer/**', 'package.json']),
    );
    expect(pkg.main).toBe('dist/main/index.cjs');
    expect(pkg.scripts.dist).toContain('--config ../../electron-builder.yml');
    // Only the native keychain module is needed at run time; everything else is bundled.
    expect(Object.keys(pkg.dependencies)).toEqual(['@napi-rs/keyring']);
  });

  it('has the icons it refers to: a 512 px PNG (for .ico/.icns) and Linux sizes', () => {
    const resources = `${desktopDir}/${config.directories.buildResources}`;
    expect(pngSize(`${resources}/icon.png`)).toEqual({ width: 512, height: 512 });
    expect(pngSize(`${desktopDir}/${config.linux.icon}/256x256.png`)).toEqual({ width: 256, height: 256 });
    expect(pngSize(`${desktopDir}/${config.linux.icon}/512x512.png`)).toEqual({ width: 512, height: 512 });
    expect(existsSync(`${resources}/icon.svg`)).toBe(true);
  });
});
