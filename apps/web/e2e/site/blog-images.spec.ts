import { expect, test } from './fixtures';
import { createPost, uniqueWord } from './blog-api';

/** The API's post image URLs: originals and their variants. */
const POST_IMAGE = /\/api\/posts\/\d+\/images\/\d+/;
const COVER_BUDGET_BYTES = 60 * 1024;

test.describe('blog covers', () => {
  test('are responsive pictures: WebP variants by width, sizes reserved, a phone page under 60 kB', async ({
    page,
    request,
  }) => {
    // Three posts with the site's own covers (the demo seed's, the oldest posts), under a unique word.
    const all = (await (await request.get('/api/posts')).json()) as Array<{
      id: number;
      images: Array<{ url: string }>;
    }>;
    const demo = all.sort((a, b) => a.id - b.id).slice(0, 3);
    const word = uniqueWord();
    for (const [i, post] of demo.entries()) {
      const cover = Buffer.from(await (await request.get(post.images[0]!.url)).body());
      await createPost(request, { title: `Capa ${i + 1} ${word}`, cover });
    }
    // Variants are made in the background once a post is saved: wait until all three have theirs.
    await expect
      .poll(
        async () => {
          const found = (await (await request.get(`/api/posts?search=${word}`)).json()) as Array<{
            images: Array<{ variants?: unknown[] }>;
          }>;
          return found.length === 3 && found.every((post) => (post.images[0]?.variants?.length ?? 0) > 0);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    const images = new Map<string, { type: string; bytes: number }>();
    page.on('requestfinished', async (req) => {
      if (!POST_IMAGE.test(req.url())) return;
      const response = await req.response();
      const sizes = await req.sizes();
      images.set(req.url(), {
        type: response?.headers()['content-type'] ?? '',
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });

    await page.goto(`/blog?search=${word}`);
    const covers = page.locator('.blog-list article .post-card__media img');
    await expect(covers).toHaveCount(3);
    for (const img of await covers.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // Width and height attributes: the box is reserved before the bytes arrive.
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      const source = img.locator('xpath=preceding-sibling::source');
      await expect(source).toHaveAttribute('type', 'image/webp');
      await expect(source).toHaveAttribute('srcset', /\.webp\?v=[0-9a-f]{12} \d+w/);
      await expect(source).toHaveAttribute('sizes', /.+/);
      // The browser chose a WebP variant, not the PNG original.
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/\d+\.webp\?v=/);
    }

    await expect.poll(() => images.size).toBeGreaterThanOrEqual(3);
    const downloaded = [...images.values()];
    expect(downloaded.every((image) => image.type === 'image/webp')).toBe(true);
    const total = downloaded.reduce((sum, image) => sum + image.bytes, 0);
    test.info().annotations.push({
      type: 'cover bytes',
      description: `${total} bytes for ${downloaded.length} covers at ${page.viewportSize()!.width} px`,
    });
    console.log(`blog covers at ${page.viewportSize()!.width} px: ${total} bytes`, [...images.entries()]);
    if (page.viewportSize()!.width < 800) expect(total).toBeLessThanOrEqual(COVER_BUDGET_BYTES);
  });
});
