import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { THEME_UNIT_TEST_EXPORT, wxr } from '../../../test/wxr-fixtures';
import { importWordPress, type ImportOptions } from './wordpress-import.service';

/**
 * The real WordPress theme unit test export and small exports of our own, imported into a real
 * database and read back through the HTTP app as a visitor would.
 */

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const fromFile = (path: string) => () => createReadStream(path);
const fromText = (xml: string) => () => Readable.from([Buffer.from(xml)]);
const run = (open: () => Readable, options: Partial<ImportOptions> = {}) =>
  importWordPress(ctx.deps.db, open, { dryRun: false, fetchImages: false, now: ctx.deps.now, ...options });
const count = async (table: 'posts' | 'redirects' | 'imported_posts') =>
  Number(
    (
      await ctx.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importing the theme unit test export', () => {
  it('accounts for every item, publishes the published posts at their slugs and answers the old addresses with 301', async () => {
    const report = await run(fromFile(THEME_UNIT_TEST_EXPORT));
    const items = (readFileSync(THEME_UNIT_TEST_EXPORT, 'utf8').match(/<item>/g) ?? []).length;
    const others = Object.values(report.others).reduce((a, b) => a + b, 0);
    expect(report.totalItems).toBe(items);
    expect(report.posts.length + others).toBe(items);
    expect(report.others).toMatchObject({ page: expect.any(Number), attachment: expect.any(Number) });
    const c = report.counts;
    expect(c.imported + c.updated + c.unchanged + c.skipped).toBe(report.posts.length);
    expect(c.imported).toBeGreaterThan(40);
    expect(await count('posts')).toBe(c.imported);

    const published = report.posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThan(30);
    for (const line of published.slice(0, 8)) {
      const slug = line.path!.split('/').pop();
      expect((await ctx.request('GET', `/api/posts/${slug}`)).status, line.title).toBe(200);
    }
    // The fixture's own slug is kept as the address.
    expect(published.some((p) => p.path === '/blog/post-format-standard')).toBe(true);

    for (const [old, now] of [
      ['/2010/10/05/post-format-standard/', '/blog/post-format-standard'],
      ['/?p=358', '/blog/post-format-standard'],
      ['/feed/', '/blog/rss.xml'],
    ]) {
      const res = await ctx.request('GET', old!);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location')).toBe(now);
    }
    const category = await ctx.request('GET', '/category/post-formats/');
    expect(category.status).toBe(301);
    expect(category.headers.get('location')).toMatch(/^\/blog\/tag\/post-formats$/);
  });

  it('keeps drafts, password-protected and scheduled posts away from visitors, the scheduled one for its time', async () => {
    const report = await run(fromFile(THEME_UNIT_TEST_EXPORT));
    const bySource = new Map(report.posts.map((p) => [p.sourceId, p]));
    // 1164 is a draft, 1168 password-protected, 1153 scheduled for 2030.
    const expected = { 1164: 'draft', 1168: 'draft', 1153: 'scheduled' } as const;
    for (const [id, status] of Object.entries(expected)) {
      const line = bySource.get(Number(id))!;
      expect(line.status, line.title).toBe(status);
      expect((await ctx.request('GET', `/api/posts/${line.postId}`)).status).toBe(404);
    }
    expect(bySource.get(1168)!.notes.join(' ')).toMatch(/senha/);
    const scheduled = await ctx.deps.db
      .selectFrom('posts')
      .select('publish_at')
      .where('id', '=', bySource.get(1153)!.postId!)
      .executeTakeFirstOrThrow();
    expect(scheduled.publish_at).toBe('2030-01-01T19:00:18.000Z');
  });

  it('imports private posts and overdue scheduled ones as drafts, saying so', async () => {
    const report = await run(
      fromText(
        wxr('blog.antigo.test', [
          { id: 1, status: 'private' },
          { id: 2, status: 'future', date: '2020-01-01 10:00:00' },
          { id: 3, status: 'pending' },
        ]),
      ),
    );
    expect(report.posts.map((p) => p.status)).toEqual(['draft', 'draft', 'draft']);
    expect(report.posts[0]!.notes.join(' ')).toMatch(/Privado/);
    expect(report.posts[1]!.notes.join(' ')).toMatch(/Agendado/);
    for (const id of [1, 2, 3]) expect((await ctx.request('GET', `/api/posts/post-${id}`)).status).toBe(404);
  });

  it('adds nothing the second time', async () => {
    await run(fromFile(THEME_UNIT_TEST_EXPORT));
    const [posts, redirects] = [await count('posts'), await count('redirects')];
    const again = await run(fromFile(THEME_UNIT_TEST_EXPORT));
    expect(again.counts.imported).toBe(0);
    expect(again.counts.unchanged).toBe(posts);
    expect(again.redirects.created).toBe(0);
    expect([await count('posts'), await count('redirects')]).toEqual([posts, redirects]);
  });

  it('changes nothing when the file is cut short', async () => {
    const whole = readFileSync(THEME_UNIT_TEST_EXPORT, 'utf8');
    const truncated = whole.slice(0, Math.floor(whole.length * 0.8));
    await expect(run(fromText(truncated))).rejects.toMatchObject({ message: messages.wordpress.truncated });
    expect([await count('posts'), await count('redirects'), await count('imported_posts')]).toEqual([0, 0, 0]);
  });

  it('neutralises hostile markup added to a copy of the export', async () => {
    const hostile =
      '<script>alert(1)</script><p onclick="steal()" style="position:fixed">texto</p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.test"></iframe>' +
      '<svg><script>alert(4)</script></svg><a href="https://ok.test" target="_blank">ok</a>';
    const copy = readFileSync(THEME_UNIT_TEST_EXPORT, 'utf8');
    const marked = copy.replace(
      /(<title>Post Format: Standard<\/title>[\s\S]*?<content:encoded><!\[CDATA\[)/,
      `$1${hostile}`,
    );
    expect(marked).not.toBe(copy);
    await run(fromText(marked));
    const post = await ctx.request('GET', '/api/posts/post-format-standard');
    expect(post.status).toBe(200);
    const html = post.body.content as string;
    expect(html).toContain('texto');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'style=', '<svg'])
      expect(html).not.toContain(bad);
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe('importing exports of our own', () => {
  it('refuses a file that is not a WordPress export', async () => {
    const rss =
      '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title><item><title>a</title></item></channel></rss>';
    await expect(run(fromText(rss))).rejects.toMatchObject({ message: messages.wordpress.notWxr });
    await expect(run(fromText('<html><body>oi</body></html>'))).rejects.toMatchObject({
      message: messages.wordpress.notWxr,
    });
    await expect(run(fromText('isto não é xml'))).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await count('posts')).toBe(0);
  });

  it('schedules a future post for its time and shows it once the time comes', async () => {
    const report = await run(
      fromText(wxr('blog.antigo.test', [{ id: 7, status: 'future', date: '2026-03-20 09:00:00', slug: 'lancamento' }])),
    );
    expect(report.posts[0]).toMatchObject({ status: 'scheduled', path: '/blog/lancamento' });
    expect((await ctx.request('GET', '/api/posts/lancamento')).status).toBe(404);
    ctx.advance(11 * 24 * 3600 * 1000);
    expect((await ctx.request('GET', '/api/posts/lancamento')).status).toBe(200);
  });

  it('keeps two sites apart when their post ids are the same', async () => {
    await run(fromText(wxr('um.test', [{ id: 1, slug: 'ola', title: 'Olá do primeiro' }])));
    const second = await run(fromText(wxr('dois.test', [{ id: 1, slug: 'ola', title: 'Olá do segundo' }])));
    expect(second.counts.imported).toBe(1);
    expect(second.posts[0]!.path).toBe('/blog/ola-2');
    expect(second.posts[0]!.notes.join(' ')).toMatch(/já era de outro post/);
    expect(await count('posts')).toBe(2);
  });

  it('updates a post whose item changed and leaves the others alone', async () => {
    const site = 'blog.antigo.test';
    await run(
      fromText(
        wxr(site, [
          { id: 1, title: 'Primeiro' },
          { id: 2, title: 'Segundo' },
        ]),
      ),
    );
    const again = await run(
      fromText(
        wxr(site, [
          { id: 1, title: 'Primeiro, revisto' },
          { id: 2, title: 'Segundo' },
        ]),
      ),
    );
    expect(again.counts).toMatchObject({ imported: 0, updated: 1, unchanged: 1 });
    const post = await ctx.request('GET', '/api/posts/post-1');
    expect(post.body.title).toBe('Primeiro, revisto');
  });

  it('merges categories and tags by slug, skips trash, and keeps a staff author or the byline', async () => {
    await ctx.tokenFor(2, 'editora@antigo.test');
    const report = await run(
      fromText(
        wxr('blog.antigo.test', [
          {
            id: 1,
            categories: [['noticias', 'Notícias']],
            tags: [
              ['noticias', 'Notícias'],
              ['erp', 'ERP'],
            ],
          },
          { id: 2, status: 'trash' },
          { id: 3, type: 'page' },
        ]),
      ),
    );
    expect(report.counts).toMatchObject({ imported: 1, skipped: 1 });
    expect(report.others).toEqual({ page: 1 });
    const post = await ctx.request('GET', '/api/posts/post-1');
    expect(post.body.tags.map((t: { label: string }) => t.label)).toEqual(['Notícias', 'ERP']);
    const record = await ctx.deps.db.selectFrom('imported_posts').selectAll().executeTakeFirstOrThrow();
    expect(record.author_id).not.toBeNull();
    expect(report.posts[0]!.notes.join(' ')).not.toMatch(/Autor sem usuário/);
  });
});
