import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { desktopMessages } from './desktop-messages';

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

export interface DesktopSettings {
  serverUrl: string | null;
  window?: WindowBounds;
}

export interface SettingsStore {
  get(): DesktopSettings;
  update(patch: Partial<DesktopSettings>): Promise<DesktopSettings>;
}

/**
 * Checks and normalises what the person typed as the server address: http(s) only, no
 * user:password, no query or fragment; the result has no trailing slash so the keychain
 * account (the URL) is the same however it was typed.
 */
export function normalizeServerUrl(input: unknown): { url: string } | { error: string } {
  if (typeof input !== 'string' || !input.trim()) return { error: desktopMessages.serverUrlRequired };
  const text = input.trim();
  if (text.length > 2048) return { error: desktopMessages.serverUrlInvalid };
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return { error: desktopMessages.serverUrlInvalid };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
    return { error: desktopMessages.serverUrlInvalid };
  }
  if (parsed.username || parsed.password) return { error: desktopMessages.serverUrlCredentials };
  if (parsed.search || parsed.hash) return { error: desktopMessages.serverUrlInvalid };
  const path = parsed.pathname.replace(/\/+$/, '');
  return { url: `${parsed.origin}${path}` };
}

function sanitize(raw: unknown): DesktopSettings {
  const data = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const server = normalizeServerUrl(data.serverUrl);
  const settings: DesktopSettings = { serverUrl: 'url' in server ? server.url : null };
  const w = data.window as Record<string, unknown> | undefined;
  if (w && typeof w.width === 'number' && typeof w.height === 'number') {
    settings.window = {
      width: w.width,
      height: w.height,
      ...(typeof w.x === 'number' ? { x: w.x } : {}),
      ...(typeof w.y === 'number' ? { y: w.y } : {}),
      maximized: w.maximized === true,
    };
  }
  return settings;
}

/**
 * settings.json in app.getPath('userData'). Read once at start (a broken file means defaults,
 * never a crash) and written atomically through a temporary file.
 */
export async function openSettingsStore(userDataDir: string): Promise<SettingsStore> {
  const file = join(userDataDir, 'settings.json');
  let current: DesktopSettings;
  try {
    current = sanitize(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    current = { serverUrl: null };
  }
  let writing = Promise.resolve();
  return {
    get: () => current,
    update(patch) {
      current = sanitize({ ...current, ...patch });
      const snapshot = JSON.stringify(current, null, 2);
      // Writes are chained so a quick resize after a settings change cannot reorder them.
      writing = writing.then(async () => {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, snapshot, { mode: 0o600 });
        await rename(`${file}.tmp`, file);
      });
      return writing.then(() => current);
    },
  };
}
