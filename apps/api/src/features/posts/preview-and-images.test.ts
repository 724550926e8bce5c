import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm, postsTestKit, pngBytes, type PostFormOptions } from '../../../test/post-fixtures';

/**
 * A post that is not public keeps its images to itself (ids are sequential: anyone can count),
 * except through the addresses its editors and its preview link are given; and a preview link
 * lives only while its post is an unpublished draft or scheduled post.
 */
let ctx: TestContext;
let token: string;
const kit = postsTestKit(() => ctx);
const { call } = kit;
beforeEach(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

type Options = PostFormOptions & { status?: string; publish_at?: string };
function form(options: Options = {}) {
  const { status, publish_at, ...rest } = options;
  const data = postForm(rest);
  if (status !== undefined) data.set('status', status);
  if (publish_at !== undefined) data.set('publish_at', publish_at);
  return data;
}
async function create(options: Options) {
  const res = await call('POST', '/api/posts', { token, form: form(options) });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}
async function update(id: number, options: Options) {
  const res = await call('PUT', '/api/posts', { token, form: form({ postId: id, image: null, ...options }) });
  expect(res.status, res.text).toBe(200);
}
async function previewOf(id: number) {
  const res = await call('POST', `/api/admin/posts/${id}/previas`, { token });
  expect(res.status, res.text).toBe(201);
  return new URL(res.body.url).pathname.split('/').pop()!;
}
const preview = (t: string) => call('GET', `/api/previas/${t}`);
const CONTENT = '<p>Texto</p><img src="/images/2">';
const withImages = { content: CONTENT, contentImages: [{ id: 2, bytes: pngBytes('#aa3300', 6) }] };
const tomorrow = () => new Date(ctx.deps.now().getTime() + 24 * 3600 * 1000).toISOString();

describe('images of a post that is not public', () => {
  it.each(['draft', 'scheduled', 'trashed'] as const)('are not served by their bare address (%s)', async (state) => {
    const id = await create({
      ...withImages,
      ...(state === 'scheduled' ? { status: 'scheduled', publish_at: tomorrow() } : { status: 'draft' }),
    });
    if (state === 'trashed') {
      await update(id, { ...withImages, status: 'published' });
      expect((await call('DELETE', `/api/posts/${id}`, { token })).status).toBe(200);
    }
    for (const imageId of [1, 2]) {
      expect((await kit.image(`/api/posts/${id}/images/${imageId}`)).status, `image ${imageId}`).toBe(404);
      expect((await kit.image(`/api/posts/${id}/images/${imageId}?v=000000000000`)).status).toBe(404);
    }
  });

  it('are served to the editor and through the preview link, privately, and the preview shows them', async () => {
    const id = await create({ ...withImages, status: 'draft' });
    const staff = await call('GET', `/api/admin/posts/${id}`, { token });
    for (const image of staff.body.images as Array<{ url: string }>) {
      const res = await kit.image(image.url);
      expect(res.status, image.url).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^private/);
    }
    const shown = await preview(await previewOf(id));
    expect(shown.status).toBe(200);
    const urls = [...(shown.body.content as string).matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(1);
    for (const url of [shown.body.images[0].url as string, ...urls]) {
      expect((await kit.image(url)).status, url).toBe(200);
    }
  });

  it('become public with their post', async () => {
    const id = await create({ ...withImages, status: 'draft' });
    expect((await kit.image(`/api/posts/${id}/images/1`)).status).toBe(404);
    await update(id, { ...withImages, status: 'published' });
    const res = await kit.image(`/api/posts/${id}/images/1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
  });
});

describe('a preview link', () => {
  it('dies when its post goes to the trash, and stays dead when the post comes back', async () => {
    const id = await create({ status: 'draft' });
    const link = await previewOf(id);
    expect((await preview(link)).status).toBe(200);
    expect((await call('DELETE', `/api/posts/${id}`, { token })).status).toBe(200);
    expect((await preview(link)).status).toBe(404);
    expect((await call('POST', `/api/posts/${id}/restauracao`, { token })).status).toBe(200);
    expect((await preview(link)).status).toBe(404);
  });

  it('dies when its post is published, and stays dead after it is unpublished', async () => {
    const id = await create({ status: 'draft' });
    const link = await previewOf(id);
    await update(id, { status: 'published' });
    expect((await preview(link)).status).toBe(404);
    expect((await call('POST', `/api/admin/posts/${id}/despublicacao`, { token })).status).toBe(200);
    expect((await preview(link)).status).toBe(404);
  });

  it('dies when its scheduled post goes public by the clock, and stays dead after it is unpublished', async () => {
    const id = await create({ status: 'scheduled', publish_at: tomorrow() });
    const link = await previewOf(id);
    const unvisited = await previewOf(id);
    expect((await preview(link)).status).toBe(200);
    ctx.advance(25 * 3600 * 1000);
    expect((await preview(link)).status).toBe(404);
    token = await ctx.adminToken();
    expect((await call('POST', `/api/admin/posts/${id}/despublicacao`, { token })).status).toBe(200);
    expect((await preview(link)).status).toBe(404);
    // Nobody opened this one while the post was public: unpublishing still does not revive it.
    expect((await preview(unvisited)).status).toBe(404);
  });

  it('keeps working while the draft is edited', async () => {
    const id = await create({ status: 'draft' });
    const link = await previewOf(id);
    await update(id, { status: 'draft', title: 'Outro título' });
    expect((await preview(link)).body.title).toBe('Outro título');
  });
});
