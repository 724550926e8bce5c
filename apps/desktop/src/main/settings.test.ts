import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeServerUrl, openSettingsStore } from './settings';

describe('normalizeServerUrl', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://vitrine.empresa.com.br/', 'https://vitrine.empresa.com.br'],
    ['  https://exemplo.com.br/vitrine//  ', 'https://exemplo.com.br/vitrine'],
    ['HTTP://127.0.0.1:3160', 'http://127.0.0.1:3160'],
  ])('accepts %s as %s', (input, url) => {
    expect(normalizeServerUrl(input)).toEqual({ url });
  });

  it.each([
    '',
    '   ',
    'localhost:3000',
    'ftp://x.com',
    'javascript:alert(1)',
    'file:///etc',
    'https://',
    'https://x.com/?a=1',
    'https://x.com/#a',
    42,
    null,
  ])('refuses %j with a message', (input) => {
    const result = normalizeServerUrl(input);
    expect('error' in result && result.error.length > 10).toBe(true);
  });

  it('refuses user:password in the address', () => {
    expect(normalizeServerUrl('https://ana:segredo@x.com')).toEqual({
      error: expect.stringMatching(/usuário ou senha/),
    });
  });
});

describe('settings.json in userData', () => {
  it('starts empty (first run), persists changes and reads them back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-settings-'));
    const first = await openSettingsStore(dir);
    expect(first.get()).toEqual({ serverUrl: null });
    await first.update({ serverUrl: 'https://vitrine.example.com' });
    await first.update({ window: { x: 10, y: 20, width: 1200, height: 700, maximized: false } });
    const again = await openSettingsStore(dir);
    expect(again.get()).toEqual({
      serverUrl: 'https://vitrine.example.com',
      window: { x: 10, y: 20, width: 1200, height: 700, maximized: false },
    });
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')).serverUrl).toBe(
      'https://vitrine.example.com',
    );
  });

  it('ignores a broken or tampered file instead of crashing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-settings-'));
    await writeFile(join(dir, 'settings.json'), '{not json');
    expect((await openSettingsStore(dir)).get()).toEqual({ serverUrl: null });
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ serverUrl: 'javascript:alert(1)', window: { width: 'x' } }),
    );
    expect((await openSettingsStore(dir)).get()).toEqual({ serverUrl: null });
  });
});
