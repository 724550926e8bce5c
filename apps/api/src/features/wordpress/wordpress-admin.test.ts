import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@vitrine/shared';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { pngBytes } from '../../../test/post-fixtures';
import { THEME_UNIT_TEST_EXPORT, storedZip, wxr } from '../../../test/wxr-fixtures';
import { importWordPress } from './wordpress-import.service';

/** The admin's "Importar do WordPress" through HTTP, and where the images of an import come from. */

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext({ WORDPRESS_FETCH_IMAGES: 'false' });
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

function upload(files: Record<string, { name: string; bytes: Uint8Array }>, token = admin) {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) form.append(field, new Blob([file.bytes]), file.name);
  return ctx.request('POST', '/api/importacoes-wordpress', { token, body: form });
}

const site = 'blog.antigo.test';
const withImages = wxr(site, [
  { id: 10, type: 'attachment', attachmentUrl: `https://${site}/wp-content/uploads/2023/05/capa.png`, parent: 11 },
  {
    id: 11,
    slug: 'com-imagens',
    thumbnailId: 10,
    content: `<p>Texto.</p>[caption id="a" width="300"]<img src="https://${site}/wp-content/uploads/2023/05/foto-300x200.png" alt="Foto"> Uma legenda[/caption]\n\n<img src="https://${site}/wp-content/uploads/2023/05/sumiu.png">`,
  },
]);

describe('the admin import', () => {
  it('shows the dry run first, then imports with progress, for Admins only', async () => {
    const file = { name: 'export.xml', bytes: readFileSync(THEME_UNIT_TEST_EXPORT) };
    expect((await upload({ arquivo: file }, await ctx.tokenFor(Role.Marketing))).status).toBe(403);
    const dry = await upload({ arquivo: file });
    expect(dry.status).toBe(201);
    expect(dry.body).toMatchObject({ state: 'ready', report: { dryRun: true } });
    const planned = dry.body.report.counts.imported as number;
    expect(planned).toBeGreaterThan(40);
    expect((await ctx.request('GET', '/api/posts')).body).toEqual([]);

    const started = await ctx.request('POST', `/api/importacoes-wordpress/${dry.body.id}/execucao`, {
      token: admin,
      json: {},
    });
    expect(started.status).toBe(202);
    let job = started.body;
    for (let i = 0; i < 200 && job.state === 'running'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await ctx.request('GET', `/api/importacoes-wordpress/${dry.body.id}`, { token: admin })).body;
    }
    expect(job).toMatchObject({
      state: 'done',
      done: job.total,
      report: { dryRun: false, counts: { imported: planned } },
    });
    expect(
      (await ctx.request('POST', `/api/importacoes-wordpress/${dry.body.id}/execucao`, { token: admin, json: {} }))
        .status,
    ).toBe(409);
    // The running app shows the new posts without a restart.
    expect(Number((await ctx.request('GET', '/api/posts')).headers.get('x-total-count'))).toBeGreaterThan(30);
  });

  it('refuses a truncated file before keeping anything', async () => {
    const bytes = readFileSync(THEME_UNIT_TEST_EXPORT).subarray(0, 200_000);
    const res = await upload({ arquivo: { name: 'export.xml', bytes } });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/incompleto/);
  });

  it('takes the images from an uploads .zip, with the cover, a caption and the original of a resized copy', async () => {
    const zip = storedZip({
      'wp-content/uploads/2023/05/capa.png': pngBytes('#f26b1d', 40),
      'wp-content/uploads/2023/05/foto.png': pngBytes('#0fa3b1', 30),
    });
    const dry = await upload({
      arquivo: { name: 'e.xml', bytes: Buffer.from(withImages) },
      uploads: { name: 'u.zip', bytes: zip },
    });
    expect(dry.status).toBe(201);
    expect(dry.body.report.images).toEqual({ found: 2, missing: 1, generatedCovers: 0 });
    await ctx.request('POST', `/api/importacoes-wordpress/${dry.body.id}/execucao`, { token: admin, json: {} });
    for (let i = 0; i < 100; i += 1) {
      const job = (await ctx.request('GET', `/api/importacoes-wordpress/${dry.body.id}`, { token: admin })).body;
      if (job.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const post = (await ctx.request('GET', '/api/posts/com-imagens')).body;
    expect(post.images.map((i: { id: number }) => i.id)).toEqual([1, 2]);
    expect(post.content).toMatch(
      /<figure class="image"><img [^>]*src="\/api\/posts\/\d+\/images\/2[^"]*"[^>]*><figcaption>Uma legenda<\/figcaption><\/figure>/,
    );
    expect(post.content).not.toContain('sumiu.png');
  });
});

describe('images of an import', () => {
  it('reads an uploads folder, fetches what it lacks, and gives a neutral cover when none is found', async () => {
    const dir = join(ctx.dir, 'uploads');
    mkdirSync(join(dir, '2023', '05'), { recursive: true });
    writeFileSync(join(dir, '2023', '05', 'foto.png'), pngBytes('#0fa3b1', 30));
    const fetched: string[] = [];
    const report = await importWordPress(ctx.deps.db, () => Readable.from([Buffer.from(withImages)]), {
      dryRun: false,
      uploads: dir,
      fetchImages: true,
      fetcher: async (url) => {
        fetched.push(url);
        if (url.endsWith('capa.png')) return pngBytes('#f26b1d', 40);
        throw new Error('404');
      },
      now: ctx.deps.now,
    });
    expect(fetched.sort()).toEqual([
      `https://${site}/wp-content/uploads/2023/05/capa.png`,
      `https://${site}/wp-content/uploads/2023/05/sumiu.png`,
    ]);
    expect(report.images).toEqual({ found: 2, missing: 1, generatedCovers: 0 });

    const noCover = await importWordPress(
      ctx.deps.db,
      () => Readable.from([Buffer.from(wxr('outro.test', [{ id: 1 }]))]),
      {
        dryRun: false,
        fetchImages: false,
        now: ctx.deps.now,
      },
    );
    expect(noCover.images.generatedCovers).toBe(1);
    expect(noCover.posts[0]!.notes.join(' ')).toMatch(/capa neutra/);
    const post = (await ctx.request('GET', '/api/posts/post-1')).body;
    expect(post.images[0]).toMatchObject({ id: 1, width: 1200, height: 630 });
    expect(post.images[0].variants.length).toBeGreaterThan(0);
  });

  it('refuses an uploads file that is not a .zip', async () => {
    const res = await upload({
      arquivo: { name: 'e.xml', bytes: Buffer.from(withImages) },
      uploads: { name: 'u.zip', bytes: Buffer.from('oi') },
    });
    expect(res.status).toBe(422);
    expect((await ctx.request('GET', '/api/posts/com-imagens')).status).toBe(404);
  });
});
