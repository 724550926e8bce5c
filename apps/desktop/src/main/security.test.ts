import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RENDERER_CSP,
  isAllowedPermission,
  isAppUrl,
  isSafeExternalUrl,
  proxiedImagePath,
  resolveAppAsset,
} from './security';

const root = resolve('/opt/vitrine/resources/app/dist/renderer');

describe('renderer files through app://vitrine/', () => {
  it('maps the app URL to files inside the renderer folder', () => {
    expect(resolveAppAsset(root, 'app://vitrine/')).toBe(join(root, 'index.html'));
    expect(resolveAppAsset(root, 'app://vitrine/index.html#/posts')).toBe(join(root, 'index.html'));
    expect(resolveAppAsset(root, 'app://vitrine/assets/main.js?v=1')).toBe(join(root, 'assets/main.js'));
  });
  it.each(['app://vitrine/../../etc/passwd', 'app://vitrine/%2e%2e/%2e%2e/etc/passwd'])(
    'keeps %s inside the renderer folder (the URL parser folds the dots)',
    (url) => {
      expect(resolveAppAsset(root, url)).toBe(join(root, 'etc/passwd'));
    },
  );
  it.each([
    'app://vitrine/..%2f..%2fetc/passwd',
    'app://vitrine/a/..%2f..%2f..%2fetc/passwd',
    'app://vitrine/%00',
    'app://other/index.html',
    'https://vitrine/index.html',
    'file:///etc/passwd',
  ])('serves nothing for %s', (url) => {
    expect(resolveAppAsset(root, url)).toBeNull();
  });
  it('proxies only post image paths', () => {
    expect(proxiedImagePath('app://vitrine/api/posts/3/images/12')).toBe('/api/posts/3/images/12');
    expect(proxiedImagePath('app://vitrine/api/usuarios')).toBeNull();
    expect(proxiedImagePath('app://vitrine/api/posts/3/images/../../usuarios')).toBeNull();
    expect(proxiedImagePath('app://vitrine/api/posts/3/images/1?x=1')).toBeNull();
  });
});

describe('origins and links', () => {
  it('recognises only the app origin', () => {
    expect(isAppUrl('app://vitrine/index.html')).toBe(true);
    for (const url of ['app://vitrine.evil/', 'http://vitrine/', 'devtools://x', '', null])
      expect(isAppUrl(url)).toBe(false);
  });
  it('lets only plain http(s) links out to the OS browser', () => {
    expect(isSafeExternalUrl('https://www.linkedin.com/company/x')).toBe(true);
    expect(isSafeExternalUrl('http://exemplo.com.br')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'file:///c:/windows',
      'smb://x/y',
      'https://a:b@x.com',
      'mailto:a@b.c',
      'x'.repeat(3000),
    ]) {
      expect(isSafeExternalUrl(url)).toBe(false);
    }
  });
  it('grants only clipboard writing, and only to the app page', () => {
    expect(isAllowedPermission('clipboard-sanitized-write', 'app://vitrine/index.html')).toBe(true);
    expect(isAllowedPermission('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      expect(isAllowedPermission(p, 'app://vitrine/index.html')).toBe(false);
    }
  });
  it('has a strict CSP: own scripts only, no eval, no plugins, no framing', () => {
    expect(RENDERER_CSP).toContain("script-src 'self'");
    expect(RENDERER_CSP).toContain("default-src 'none'");
    expect(RENDERER_CSP).toContain("object-src 'none'");
    expect(RENDERER_CSP).toContain("frame-ancestors 'none'");
    expect(RENDERER_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
  });
});
