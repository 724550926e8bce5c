import { brotliDecompressSync, crc32, deflateSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { PUBLIC_READ_CACHE_CONTROL, PUBLIC_READ_CDN_CACHE_CONTROL } from '../../http/response-cache';
import { createApp } from '../../app';
import { engineOf, openDatabase, type Db } from '../../db/database';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { pngBytes, postForm, postsTestKit } from '../../../test/post-fixtures';
import { backfillImageVariants } from './image-backfill';
import * as imagesRepo from './post-images.repository';
import { silentLogger } from '../../lib/logger';

let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

const kit = postsTestKit(() => ctx);
const { call, image } = kit;
const create = (options = {}) => kit.create(token, options);
const titles = async (path = '/api/posts?page=1&pageSize=3') => (await call('GET', path)).body.map((p: any) => p.title);

describe('cached public reads', () => {
  it('shows every write to the very next read: create, update, delete', async () => {
    const first = await create({ title: 'Primeiro post' });
    expect(await titles()).toEqual(['Primeiro post']);
    expect((await call('GET', `/api/posts/${first}`)).body.title).toBe('Primeiro post');

    await create({ title: 'Segundo post' });
    expect(await titles()).toEqual(['Segundo post', 'Primeiro post']);

    const updated = await call('PUT', '/api/posts', {
      token,
      form: postForm({ postId: first, title: 'Primeiro, revisto', image: null }),
    });
    expect(updated.status).toBe(200);
    expect((await call('GET', `/api/posts/${first}`)).body.title).toBe('Primeiro, revisto');
    expect(await titles()).toEqual(['Segundo post', 'Primeiro, revisto']);

    expect((await call('DELETE', `/api/posts/${first}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/posts/${first}`)).status).toBe(404);
    expect(await titles()).toEqual(['Segundo post']);
  });

  it('sees a write made by another process on the same database at its next read', async () => {
    // A second app with its own connection and cache: what a second server process is.
    const otherDb: Db = openDatabase(ctx.config.DATABASE_URL);
    try {
      const other = createApp({ ...ctx.deps, db: otherDb });
      await create({ title: 'Antes' });
      expect(await titles()).toEqual(['Antes']);
      const res = await other.request('/api/posts', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.11' },
        body: postForm({ title: 'Escrito pelo outro processo' }),
      });
      expect(res.status).toBe(201);
      expect(await titles()).toEqual(['Escrito pelo outro processo', 'Antes']);
    } finally {
      await otherDb.destroy();
    }
  });

  it('answers 304 to a matching ETag, and a new ETag after a write', async () => {
    const id = await create({ title: 'Com ETag' });
    for (const path of ['/api/posts?page=1&pageSize=3', `/api/posts/${id}`]) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
      // Never stale-while-revalidate for browsers: Chromium would show a deleted post meanwhile.
      expect(res.headers.get('cache-control')).not.toContain('stale');
      expect(res.headers.get('cdn-cache-control')).toBe(PUBLIC_READ_CDN_CACHE_CONTROL);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');

      const again = await call('GET', path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
      // A list of tags, one of them ours (a weak comparison, as If-None-Match uses).
      expect((await call('GET', path, { headers: { 'if-none-match': `"outro", W/${etag}` } })).status).toBe(304);
      expect((await call('GET', path, { headers: { 'if-none-match': '"outro"' } })).status).toBe(200);
    }
    const before = (await call('GET', `/api/posts/${id}`)).headers.get('etag')!;
    await call('PUT', '/api/posts', { token, form: postForm({ postId: id, title: 'Mudou', image: null }) });
    const after = await call('GET', `/api/posts/${id}`, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.body.title).toBe('Mudou');
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('serves brotli or gzip by Accept-Encoding, each the same JSON, with its own ETag', async () => {
    await create({ title: 'Comprimido' });
    const path = '/api/posts?page=1&pageSize=3';
    const plain = await ctx.app.request(path, { headers: { 'accept-encoding': 'identity' } });
    const raw = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('x-total-count')).toBe('1');

    const br = await ctx.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(raw);

    const gz = await ctx.app.request(path, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(raw);

    const tags = new Set([plain, br, gz].map((r) => r.headers.get('etag')));
    expect(tags.size).toBe(3);
    // Any of them revalidates: the content behind all three is the same.
    const revalidated = await ctx.app.request(path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('keys searches by their normalised words', async () => {
    await create({ title: 'Gestão de estoque' });
    await create({ title: 'Outro assunto' });
    const a = await call('GET', '/api/posts?search=Gest%C3%A3o&page=1&pageSize=3');
    const b = await call('GET', '/api/posts?search=%20gestao%20&page=1&pageSize=3');
    expect(a.body.map((p: any) => p.title)).toEqual(['Gestão de estoque']);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.headers.get('x-total-count')).toBe('1');
  });
});

/** A PNG whose header claims width×height but carries almost no data: tiny on disk, huge decoded. */
function bombPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // The first rows of zeros, deflated: a few hundred bytes that would inflate to 2.7 GB of pixels.
  const idat = deflateSync(Buffer.alloc(4 * 1024 * 1024));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('image limits and variants', () => {
  it('refuses a 30000×30000 PNG (900 megapixels) from its header, without the memory growing', async () => {
    const bomb = bombPng(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(10_000);
    // Warm up the upload path (sharp loaded, a real image resized) so the baseline is the idle server.
    await create({ title: 'Aquecimento' });
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      for (const form of [
        postForm({ image: bomb }),
        postForm({ content: '<img src="/images/2">', contentImages: [{ id: 2, bytes: bomb }] }),
      ]) {
        const res = await call('POST', '/api/posts', { token, form });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(messages.post.imageTooManyPixels);
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(peak - idle).toBeLessThan(100 * 1024 * 1024);
    expect(await titles()).toEqual(['Aquecimento']);
  });

  it('refuses an image just above 40 megapixels by its header (8000×5001)', async () => {
    // The header check alone, without an upload.
    const { checkImage } = await import('./post-images');
    await expect(checkImage(bombPng(8000, 5001), 'image')).rejects.toMatchObject({ status: 422 });
  });

  it('serves WebP variants at the variant widths with their type and immutable caching', async () => {
    const id = await create({ image: pngBytes('#f26b1d', 1200) });
    await ctx.deps.imageVariants!.idle();
    const cover = (await call('GET', `/api/posts/${id}`)).body.images[0];
    expect(cover).toMatchObject({ width: 1200, height: 1200 });
    expect(cover.variants.map((v: any) => [v.width, v.height, v.type])).toEqual([
      [400, 400, 'image/webp'],
      [720, 720, 'image/webp'],
      [1200, 1200, 'image/webp'],
    ]);
    for (const variant of cover.variants) {
      expect(variant.url).toMatch(new RegExp(`^/api/posts/${id}/images/1/${variant.width}\\.webp\\?v=[0-9a-f]{12}$`));
      const res = await image(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(res.bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
      expect(Number(res.headers.get('content-length'))).toBe(res.bytes.byteLength);
      const etag = res.headers.get('etag')!;
      expect((await image(variant.url, { 'if-none-match': etag })).status).toBe(304);
    }
    // Without the current version the answer may change: revalidate.
    const stale = await image(`/api/posts/${id}/images/1/400.webp?v=000000000000`);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const missing of ['/1/1280.webp', '/1/400.avif', '/1/400.png', '/9/400.webp']) {
      expect((await image(`/api/posts/${id}/images${missing}`)).status).toBe(404);
    }
  });

  it('gives images stored before variants existed their size and variants at start', async () => {
    const id = await create({ image: pngBytes('#0fa3b1', 600) });
    await ctx.deps.imageVariants!.idle();
    // As migration 0005 left older rows: no size, no variants.
    await ctx.deps.db.updateTable('post_images').set({ width: null, height: null }).execute();
    await ctx.deps.db.deleteFrom('post_image_variants').execute();
    const before = await call('GET', `/api/posts/${id}`);
    expect(before.body.images[0].variants).toEqual([]);

    expect(await backfillImageVariants(ctx.deps.db, silentLogger)).toBe(1);
    const after = await call('GET', `/api/posts/${id}`);
    expect(after.body.images[0]).toMatchObject({ width: 600, height: 600 });
    expect(after.body.images[0].variants.map((v: any) => v.width)).toEqual([400, 600]);
    // Done once: the next start finds nothing.
    expect(await backfillImageVariants(ctx.deps.db, silentLogger)).toBe(0);
    expect(await imagesRepo.listImagesNeedingVariants(ctx.deps.db)).toEqual([]);
  });
});

describe('counting posts', () => {
  it('counts from the search_text index, never reading the table with the post bodies', async () => {
    const wheres = [''];
    if (engineOf(ctx.deps.db) === 'postgres') {
      // PostgreSQL's planner picks a plan from table statistics (a sequential scan on a tiny
      // table); with sequential scans off it must be able to answer from the index alone.
      await ctx.deps.db.connection().execute(async (conn) => {
        // A fresh table has no visibility map yet; VACUUM gives it one, as autovacuum would.
        await sql`vacuum posts`.execute(conn);
        await sql`set enable_seqscan = off`.execute(conn);
        for (const where of wheres) {
          const plan = await sql
            .raw<Record<string, unknown>>(`explain select count("search_text") as "n" from "posts" ${where}`)
            .execute(conn);
          expect(JSON.stringify(plan.rows)).toMatch(/Index Only Scan using posts_search_text_idx/);
        }
      });
      return;
    }
    const sqlite = (await import('better-sqlite3')).default;
    const raw = new sqlite(join(ctx.dir, 'test.db'), { readonly: true });
    try {
      for (const where of wheres) {
        const plan = raw.prepare(`explain query plan select count("search_text") as "n" from "posts" ${where}`).all();
        expect(JSON.stringify(plan)).toContain('USING COVERING INDEX posts_search_text_idx');
      }
    } finally {
      raw.close();
    }
  });
});
