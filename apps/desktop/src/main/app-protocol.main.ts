import { readFile } from 'node:fs/promises';
import { net, protocol } from 'electron';
import { APP_SCHEME, RENDERER_CSP, mimeFor, proxiedImagePath, resolveAppAsset } from './security';

/**
 * Must run before app 'ready'. 'standard' gives the scheme a real origin (localStorage,
 * relative URLs), 'secure' makes it a secure context; no CORS or fetch bypass is granted.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * app://vitrine/ serves the packaged renderer files and nothing else from disk; post
 * images (public on the server) are fetched from the configured server so the page keeps
 * img-src 'self'. Everything else is 404.
 */
export function handleAppProtocol(rendererRoot: string, getServerUrl: () => string | null): void {
  protocol.handle(APP_SCHEME, async (request) => {
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    const imagePath = proxiedImagePath(request.url);
    const serverUrl = getServerUrl();
    if (imagePath && serverUrl) {
      const upstream = await net.fetch(`${serverUrl}${imagePath}`).catch(() => null);
      if (!upstream?.ok) return new Response(null, { status: upstream?.status ?? 502 });
      const type = upstream.headers.get('content-type') ?? 'image/jpeg';
      if (!type.startsWith('image/')) return new Response(null, { status: 415 });
      return new Response(upstream.body, { headers: { 'content-type': type, 'x-content-type-options': 'nosniff' } });
    }
    const file = resolveAppAsset(rendererRoot, request.url);
    if (!file) return new Response(null, { status: 404 });
    try {
      const bytes = await readFile(file);
      return new Response(bytes, {
        headers: {
          'content-type': mimeFor(file),
          'content-security-policy': RENDERER_CSP,
          'x-content-type-options': 'nosniff',
        },
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  });
}
