import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { registerIpcHandlers, type IpcListener } from '../src/main/ipc-handlers';
import { RENDERER_CSP, mimeFor, proxiedImagePath } from '../src/main/security';
import { createMemoryStore, createTokenVault } from '../src/main/vault';

/** Where the Chromium tests serve the built renderer (intercepted; no DNS, no real host). */
export const RENDERER_ORIGIN = 'http://vitrine-renderer.test';
const APP_EVENT = { senderFrame: { url: 'app://vitrine/index.html', parent: null } };

/**
 * Serves apps/desktop/dist/renderer with the app's CSP, and gives the page a
 * `window.vitrine` whose every call runs the real main-process IPC handlers in this Node
 * process: the real request validation, the real fetch to the e2e server, an in-memory vault.
 * Every reply the page receives is recorded so the test can prove none holds the token.
 */
export async function installDesktopHarness(page: Page, options: { rendererDir: string; serverUrl: string | null }) {
  const store = createMemoryStore();
  const vault = createTokenVault(store);
  let settings = { serverUrl: options.serverUrl };
  const listeners = new Map<string, IpcListener>();
  const replies: Array<{ channel: string; reply: unknown }> = [];
  const opened: string[] = [];
  registerIpcHandlers(
    { handle: (channel, listener) => void listeners.set(channel, listener) },
    {
      vault,
      settings: { get: () => settings, update: async (patch) => (settings = { ...settings, ...patch }) },
      fetchImpl: (...args) => fetch(...args),
      openExternal: async (url) => void opened.push(url),
    },
  );

  await page.route(`${RENDERER_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    // Same rule as app-protocol.main.ts: post images come from the configured server.
    const imagePath = proxiedImagePath(`app://vitrine${pathname}`);
    if (imagePath && settings.serverUrl) {
      const upstream = await fetch(`${settings.serverUrl}${imagePath}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      return route.fulfill({
        status: upstream.status,
        body,
        headers: { 'content-type': upstream.headers.get('content-type') ?? 'image/jpeg' },
      });
    }
    const file = join(options.rendererDir, pathname === '/' ? 'index.html' : decodeURIComponent(pathname));
    if (!file.startsWith(options.rendererDir) || !extname(file)) return route.fulfill({ status: 404 });
    try {
      const body = await readFile(file);
      await route.fulfill({
        body,
        headers: { 'content-type': mimeFor(file), 'content-security-policy': RENDERER_CSP },
      });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });

  // Arguments cross exposeFunction as JSON: upload bytes travel as base64 and are turned
  // back into the Uint8Array that Electron's structured clone would deliver.
  await page.exposeFunction('__vitrineInvoke', async (channel: string, args: unknown[]) => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    const reply = await listener(APP_EVENT, ...reviveBytes(args));
    replies.push({ channel, reply });
    return reply;
  });
  await page.addInitScript(() => {
    const invoke = (channel: string, ...args: unknown[]) =>
      (window as any).__vitrineInvoke(
        channel,
        JSON.parse(
          JSON.stringify(args, (_k, v) => (v instanceof Uint8Array ? { __b64: btoa(String.fromCharCode(...v)) } : v)),
        ),
      );
    (window as any).vitrine = Object.freeze({
      api: { request: (req: unknown) => invoke('api:request', req) },
      session: { clear: () => invoke('session:clear'), status: () => invoke('session:status') },
      settings: {
        getServerUrl: () => invoke('settings:get-server-url'),
        setServerUrl: (url: string) => invoke('settings:set-server-url', url),
        onOpenRequested: () => () => undefined,
      },
      shell: { openExternal: (url: string) => invoke('shell:open-external', url) },
    });
  });

  return { store, vault, replies, opened, url: `${RENDERER_ORIGIN}/index.html` };
}

function reviveBytes(value: unknown): any {
  if (Array.isArray(value)) return value.map(reviveBytes);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.__b64 === 'string') return new Uint8Array(Buffer.from(record.__b64, 'base64'));
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, reviveBytes(v)]));
  }
  return value;
}
