import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { PUBLIC_URL_PLACEHOLDER } from '@vitrine/shared/seo';
import { createApp } from './app';
import { createTestContext, sampleContact, type TestContext } from '../test/helpers';
import { postForm } from '../test/post-fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ PLATFORM_ORIGIN: 'https://platform.example.com' });
});
afterEach(async () => {
  await ctx.close();
});

describe('API error handling', () => {
  it('answers 400 with a Portuguese message to malformed JSON', async () => {
    const res = await ctx.request('POST', '/api/login', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.http.malformedJson, code: 'malformed_request' });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await ctx.request('POST', '/api/login', {
      body: 'username=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: messages.http.unsupportedMediaType, code: 'unsupported_media_type' });
  });

  it('answers 413 to an oversized body, before reading it all', async () => {
    const res = await ctx.request('POST', '/api/login', {
      json: { username: 'a'.repeat(70 * 1024), password: 'x' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: messages.http.payloadTooLarge, code: 'payload_too_large' });
  });

  it('answers 404 JSON for unknown /api paths, never the site', async () => {
    for (const path of ['/api', '/api/nada', '/api/usuarios/1/extra']) {
      const res = await ctx.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: messages.http.notFound, code: 'not_found' });
    }
  });

  it('answers 500 with a generic Portuguese message and no stack when something breaks', async () => {
    await ctx.deps.db.schema.dropTable('login_attempts').execute();
    const res = await ctx.request('POST', '/api/login', { json: { username: 'a', password: 'b' } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: messages.http.internal,
      code: 'internal',
      requestId: res.headers.get('x-request-id'),
    });
  });

  it('never caches API answers', async () => {
    const res = await ctx.request('POST', '/api/login', { json: { username: 'a', password: 'b' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('validation answers', () => {
  const english = /\b(invalid|expected|received|too big|too small|required)\b/i;

  it('answers a body of the wrong shape with the general Portuguese message', async () => {
    const admin = await ctx.adminToken();
    const calls: Array<[string, string, unknown, string?]> = [
      ['POST', '/api/login', []],
      ['POST', '/api/login', null],
      ['POST', '/api/contato/send', [contactInfo]],
      ['POST', '/api/eventos', ['pageview']],
      ['POST', '/api/usuarios', [], admin],
    ];
    for (const [method, path, json, token] of calls) {
      const res = await ctx.request(method, path, { json, token });
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(res.body, `${method} ${path}`).toEqual({ message: messages.http.validation, code: 'invalid_input' });
    }
  });

  it('never answers English, whatever rule failed', async () => {
    const admin = await ctx.adminToken();
    const answers = [
      await ctx.request('POST', '/api/login', { json: { username: 'a'.repeat(121), password: 'x'.repeat(201) } }),
      await ctx.request('PUT', '/api/contato', { token: admin, json: {} }),
      await ctx.request('PUT', '/api/contato', { token: admin, json: [{ id: 'x' }] }),
      await ctx.request('PUT', '/api/contato', { token: admin, json: [null] }),
      await ctx.request('POST', '/api/eventos', { json: { type: 'clique', path: 3 } }),
      await ctx.request('POST', '/api/eventos', { json: { type: 'pageview', path: 'sem-barra' } }),
      await ctx.request('POST', '/api/posts', {
        token: admin,
        body: postForm({ tags: [{ key: 1 }], footer: { isActive: true, text: 3 } }),
      }),
      await ctx.request('POST', '/api/posts', { token: admin, body: postForm({ raw: { tags: '{"key":"ERP"}' } }) }),
      await ctx.request('PUT', '/api/usuarios', { token: admin, json: { password: 3, newPassword: 'x'.repeat(300) } }),
      await ctx.request('PUT', '/api/assinantes-newsletter', { json: { token: 'abc', motivo_cancelamento: 5 } }),
    ];
    for (const res of answers) {
      expect(res.status, res.text).toBe(422);
      expect(res.body.message, res.text).not.toMatch(english);
      for (const message of Object.values(res.body.errors ?? {})) expect(message, res.text).not.toMatch(english);
    }
    expect(answers[0]!.body.errors).toEqual({
      username: messages.login.usernameInvalid,
      password: messages.login.passwordInvalid,
    });
  });
});

const contactInfo = sampleContact({ message: 'Mensagem de teste.' });

describe('GET /api/config', () => {
  it('serves the runtime settings the SPA needs', async () => {
    const res = await ctx.request('GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyName: 'Alvorada',
      platformOrigin: 'https://platform.example.com',
      tenantName: 'alvorada',
      publicUrl: 'http://localhost:3000',
    });
  });
});

describe('security headers', () => {
  it('forbids framing everywhere but the onboarding guide, which only the platform may frame', async () => {
    const api = await ctx.request('GET', '/api/config');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(api.headers.get('content-security-policy')).toContain("script-src 'self'");

    const onboarding = await ctx.app.request('/colaborador/onboarding');
    expect(onboarding.headers.get('content-security-policy')).toContain('frame-ancestors https://platform.example.com');
    expect(onboarding.headers.get('x-frame-options')).toBeNull();
  });
});

describe('hosting the web build', () => {
  let dist: string;
  let app: ReturnType<typeof createApp>;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'pages', 'solucoes', 'sistemas-gestao', 'hcm'), { recursive: true });
    mkdirSync(join(dist, 'pages', 'politica-privacidade'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Alvorada</title><div id="root"></div>');
    writeFileSync(
      join(dist, 'pages', 'index.html'),
      `<!doctype html><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/" /><div id="root"><h1>Início</h1></div>`,
    );
    writeFileSync(join(dist, 'pages', 'solucoes', 'sistemas-gestao', 'hcm', 'index.html'), '<h1>HCM</h1>');
    writeFileSync(join(dist, 'pages', 'politica-privacidade', 'index.html'), '<h1>Política</h1>');
    writeFileSync(join(dist, 'pages', 'politica-privacidade', 'index.lang-en.html'), '<h1>Privacy</h1>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(bigScript));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(bigScript));
    writeFileSync(join(dist, 'placeholder.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  beforeEach(() => {
    app = createApp(ctx.deps, { webDist: dist });
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = asset.headers.get('etag')!;
    const again = await app.request('/assets/index-abc123.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const png = await app.request('/placeholder.png');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(png.headers.get('content-encoding')).toBeNull();
  });

  it("serves the build's brotli and gzip copies of an asset by Accept-Encoding, with Vary", async () => {
    const br = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(bigScript);

    const gz = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);

    const plain = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it('answers each page its prerendered HTML with PUBLIC_URL written in, for shared caches to keep a while', async () => {
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    const html = await home.text();
    expect(html).toContain(`<link rel="canonical" href="${ctx.deps.config.PUBLIC_URL}/" />`);
    expect(html).not.toContain(PUBLIC_URL_PLACEHOLDER);

    expect(await (await app.request('/solucoes/sistemas-gestao/hcm')).text()).toBe('<h1>HCM</h1>');
    expect(await (await app.request('/solucoes/sistemas-gestao/hcm/')).text()).toBe('<h1>HCM</h1>');
    expect(await (await app.request('/politica-privacidade?lang=en')).text()).toBe('<h1>Privacy</h1>');
    expect(await (await app.request('/politica-privacidade')).text()).toBe('<h1>Política</h1>');
  });

  it('answers the app shell for the admin and for pages not prerendered', async () => {
    for (const path of ['/admin', '/admin/posts/3', '/login', '/parcerias']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('redirects paths outside the route table to / with a 301', async () => {
    for (const path of ['/rota-desconhecida', '/home', '/solucoes/sistemas-gestao/xyz', '/colaborador/outra']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe('/');
    }
  });

  it('answers 404 for a missing asset or file and keeps /api JSON', async () => {
    expect((await app.request('/assets/missing-000.js')).status).toBe(404);
    expect((await app.request('/nada.png')).status).toBe(404);
    expect((await app.request('/pages/index.html')).status).toBe(404);
    const api = await app.request('/api/nada');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: messages.http.notFound, code: 'not_found' });
  });

  it('does not serve files outside the build folder', async () => {
    const res = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toContain('root:');
  });
});

describe('on-the-fly compression', () => {
  it('compresses JSON over 1 kB (brotli preferred, gzip otherwise) and leaves small answers alone', async () => {
    const app = createApp(ctx.deps);
    const token = await ctx.adminToken();
    for (let i = 0; i < 3; i++) {
      const res = await ctx.request('POST', '/api/posts', { token, body: postForm({ title: `Post número ${i}` }) });
      expect(res.status, res.text).toBe(201);
    }
    const br = await app.request('/api/posts', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString());
    expect(body.length).toBe(3);

    const gz = await app.request('/api/posts', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).length).toBe(3);

    const none = await app.request('/api/posts');
    expect(none.headers.get('content-encoding')).toBeNull();

    const small = await app.request('/api/nada', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
