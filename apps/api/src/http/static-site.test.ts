import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site';
import { publicPages } from './page-cache';

/** The build's bookkeeping (Vite's manifest, the module-to-chunk map) names source paths: not for visitors. */
let dist: string;
let app: Hono;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'vitrine-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'site-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/site/Page.tsx":{"file":"assets/site-abc123.js"}}');
  writeFileSync(join(dist, '.vite', 'module-chunks.json'), '{"src/site/layout/SiteHeader.tsx":"assets/x.js"}');
  writeFileSync(join(dist, '.hidden.txt'), 'segredo');
  app = new Hono();
  // A content version that never moves: these files are the build's, not content.
  const pages = publicPages({ read: async () => '1', sharedSeconds: () => 60, maxSharedSeconds: 60 }, 10);
  app.use('*', staticSite(dist, { publicUrl: 'https://vitrine.example.com', pages }));
  app.notFound((c) => c.text('Not found', 404));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the built site as files', () => {
  it('serves what pages load', async () => {
    const res = await app.request('/assets/site-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/module-chunks.json',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/.vite/',
    '/.hidden.txt',
  ])('does not serve %s', async (path) => {
    const res = await app.request(path);
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toMatch(/src\/site|segredo/);
  });
});
