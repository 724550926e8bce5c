import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { pngBytes, postForm, postsTestKit } from '../../../test/post-fixtures';
import { silentLogger } from '../../lib/logger';
import type { ImageVariantQueue } from '../../deps';
import { createImageVariantQueue } from './image-backfill';
import { mostVariantJobsAtOnce } from './post-images';

// A post write stores the originals and answers; the variants are made
// afterwards by the process's serial queue, which finds its work in the database (restarts).

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

/**
 * Stands in for the app's queue: wakes are counted and held, so nothing can make variants
 * between the write and the test's first look, whatever the machine's speed.
 */
function heldQueue(): ImageVariantQueue & { wakes: number } {
  const held = {
    wakes: 0,
    wake: () => void (held.wakes += 1),
    idle: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  return held;
}

const variantRows = async (postId: number) =>
  (
    await ctx.deps.db
      .selectFrom('post_image_variants')
      .select(['image_id', 'width'])
      .where('post_id', '=', postId)
      .execute()
  ).length;

/** A post with a cover and three content images of 1600×1600 (2.6 MP each). */
async function createLargePost(): Promise<number> {
  return kit.create(token, {
    image: pngBytes('#102030', 1600),
    content: '<p>Fotos</p><img src="/images/2"><img src="/images/3"><img src="/images/4">',
    contentImages: [2, 3, 4].map((id) => ({ id, bytes: pngBytes(`#${id}0${id}0${id}0`, 1600) })),
  });
}

describe('image variants off the request path', () => {
  it('answers the write before any variant exists; reads meanwhile point at the originals; the read cache shows the variants once made', async () => {
    const appQueue = ctx.deps.imageVariants!;
    const held = heldQueue();
    ctx.deps.imageVariants = held;

    const id = await createLargePost();
    expect(held.wakes).toBe(1);
    expect(await variantRows(id)).toBe(0);

    // Reads in between: the post (also into the read cache), the list, and every image URL it names.
    const before = await call('GET', `/api/posts/${id}`);
    expect(before.status).toBe(200);
    expect(before.body.images).toHaveLength(4);
    for (const ref of before.body.images) {
      expect(ref).toMatchObject({ width: 1600, height: 1600, variants: [] });
      expect((await image(ref.url)).status).toBe(200);
    }
    expect(before.body.content).not.toContain('srcset');
    for (const ref of before.body.images.slice(1)) expect(before.body.content).toContain(`src="${ref.url}"`);
    expect((await call('GET', '/api/posts?page=1&pageSize=3')).body[0].images[0].variants).toEqual([]);
    expect((await call('GET', `/api/posts/${id}`)).body).toEqual(before.body);

    // The queue runs: rows appear, and the very next cached read shows them.
    ctx.deps.imageVariants = appQueue;
    appQueue.wake();
    await appQueue.idle();
    // 1600 px wide: 400, 720 and 1280 each.
    expect(await variantRows(id)).toBe(4 * 3);
    expect(mostVariantJobsAtOnce()).toBe(1);
    const after = await call('GET', `/api/posts/${id}`);
    for (const ref of after.body.images) {
      expect(ref.variants.map((v: any) => v.width)).toEqual([400, 720, 1280]);
      for (const variant of ref.variants) expect((await image(variant.url)).status).toBe(200);
    }
    expect(after.body.content.match(/srcset=/g)).toHaveLength(3);
    expect((await call('GET', '/api/posts?page=1&pageSize=3')).body[0].images[0].variants).toHaveLength(3);
  });

  it('answers well before the variants of a large post are done, with the real queue', async () => {
    const id = await createLargePost();
    // Making 12 variants of four 2.6 MP images takes far longer than the answer's way back to
    // the test; the queue is still at work.
    expect(await variantRows(id)).toBeLessThan(12);
    expect((await call('GET', `/api/posts/${id}`)).status).toBe(200);
    await ctx.deps.imageVariants!.idle();
    expect(await variantRows(id)).toBe(12);
  });

  it('drops the variants of a replaced image and makes the new ones', async () => {
    const id = await kit.create(token, { image: pngBytes('#aa0000', 600) });
    await ctx.deps.imageVariants!.idle();
    const first = (await call('GET', `/api/posts/${id}`)).body.images[0];
    expect(first.variants.map((v: any) => v.width)).toEqual([400, 600]);

    const held = heldQueue();
    const appQueue = ctx.deps.imageVariants!;
    ctx.deps.imageVariants = held;
    const res = await call('PUT', '/api/posts', {
      token,
      form: postForm({ postId: id, image: pngBytes('#00aa00', 500) }),
    });
    expect(res.status, res.text).toBe(200);
    expect(await variantRows(id)).toBe(0);
    const between = (await call('GET', `/api/posts/${id}`)).body.images[0];
    expect(between).toMatchObject({ width: 500, variants: [] });
    // The old variant URLs are gone with the old bytes (no stale picture under a new version).
    expect((await image(first.variants[0].url)).status).toBe(404);

    appQueue.wake();
    await appQueue.idle();
    const last = (await call('GET', `/api/posts/${id}`)).body.images[0];
    expect(last.variants.map((v: any) => v.width)).toEqual([400, 500]);
  });
});

describe('after a restart, and with several processes', () => {
  it('makes at start the variants a stopped process left undone', async () => {
    const held = heldQueue();
    ctx.deps.imageVariants = held;
    const id = await createLargePost();
    expect(await variantRows(id)).toBe(0);

    // The process ends before its queue ran; the next one wakes its queue at start (server.ts).
    const restarted = createImageVariantQueue(ctx.deps.db, silentLogger);
    restarted.wake();
    await restarted.idle();
    expect(await variantRows(id)).toBe(12);
    const post = (await call('GET', `/api/posts/${id}`)).body;
    expect(post.images.every((ref: any) => ref.variants.length === 3)).toBe(true);
  });

  it('a stop ends after the image in hand, and the next start finishes', async () => {
    const held = heldQueue();
    ctx.deps.imageVariants = held;
    const id = await createLargePost();

    const stopping = createImageVariantQueue(ctx.deps.db, silentLogger);
    stopping.wake();
    await stopping.stop();
    // At most the image in hand was finished; waking a stopped queue does nothing.
    expect(await variantRows(id)).toBeLessThanOrEqual(3);
    stopping.wake();
    await stopping.idle();
    expect(await variantRows(id)).toBeLessThanOrEqual(3);

    const next = createImageVariantQueue(ctx.deps.db, silentLogger);
    next.wake();
    await next.idle();
    expect(await variantRows(id)).toBe(12);
  });

  it('two processes working the same images at once end with one set of rows and no error', async () => {
    const held = heldQueue();
    ctx.deps.imageVariants = held;
    const id = await createLargePost();

    const errors: unknown[] = [];
    const logger = { ...silentLogger, error: (...args: unknown[]) => void errors.push(args) };
    const [a, b] = [createImageVariantQueue(ctx.deps.db, logger), createImageVariantQueue(ctx.deps.db, logger)];
    a.wake();
    b.wake();
    await Promise.all([a.idle(), b.idle()]);
    expect(errors).toEqual([]);
    expect(await variantRows(id)).toBe(12);
  });
});
