import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@vitrine/shared/constants';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { purgeTrashedPosts } from './post-trash.service';
import {
  HTML_BYTES,
  PDF_BYTES,
  pngBytes,
  postForm,
  SVG_BYTES,
  type PostFormOptions,
  postsTestKit,
  contentImageAttributes,
} from '../../../test/post-fixtures';

let ctx: TestContext;
let admin: string;
let marketing: string;

beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  marketing = await ctx.tokenFor(2, 'marketing@alvorada.test');
});
afterEach(async () => {
  await ctx.close();
});

// Posts are created as Marketing unless a test says otherwise: the role that writes them day to day.
const kit = postsTestKit(() => ctx);
const { call, image, jsonResponses: responses } = kit;
const create = (options: PostFormOptions = {}, token = marketing) => kit.create(token, options);

describe('image checks', () => {
  const refused: Array<[string, Uint8Array]> = [
    ['a PDF renamed .png', PDF_BYTES],
    ['an HTML page renamed .png', HTML_BYTES],
    ['an SVG with script', SVG_BYTES],
    ['random bytes', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])],
  ];
  for (const [name, bytes] of refused) {
    it(`refuses ${name} by its bytes (415), as cover or content image`, async () => {
      const asCover = await call('POST', '/api/posts', { token: marketing, form: postForm({ image: bytes }) });
      expect(asCover.status).toBe(415);
      expect(asCover.body).toEqual({
        message: messages.post.imageType,
        code: 'unsupported_media_type',
        errors: { image: messages.post.imageType },
      });
      const inContent = await call('POST', '/api/posts', {
        token: marketing,
        form: postForm({ content: '<img src="/images/2">', contentImages: [{ id: 2, bytes }] }),
      });
      expect(inContent.status).toBe(415);
      expect(inContent.body.errors).toEqual({ contentImages: messages.post.imageType });
      expect((await call('GET', '/api/posts')).body).toEqual([]);
    });
  }

  it('refuses an image over the size limit', async () => {
    const big = new Uint8Array(LIMITS.imageBytes + 1);
    big.set(pngBytes());
    const res = await call('POST', '/api/posts', { token: marketing, form: postForm({ image: big }) });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ image: messages.post.imageTooLarge });
  });

  it('refuses a whole body over the post limit with 413', async () => {
    const huge = new Uint8Array(LIMITS.postBodyBytes + 1024);
    const res = await call('POST', '/api/posts', { token: marketing, form: postForm({ image: huge }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: messages.http.payloadTooLarge, code: 'payload_too_large' });
  });

  it('refuses more images than a post may have, and bad content image ids', async () => {
    const many = Array.from({ length: LIMITS.imagesPerPost }, (_, i) => ({ id: i + 2, bytes: pngBytes() }));
    const tooMany = await call('POST', '/api/posts', { token: marketing, form: postForm({ contentImages: many }) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.contentImages).toBe(messages.post.imagesTooMany);

    const badId = await call('POST', '/api/posts', {
      token: marketing,
      form: postForm({ contentImages: [{ id: 1, bytes: pngBytes() }] }),
    });
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toEqual({ contentImageIds: messages.post.imageIdInvalid });
  });

  it('serves images with ETag, 304, long cache for versioned URLs and nosniff', async () => {
    const id = await create();
    const url = (await call('GET', `/api/posts/${id}`)).body.images[0].url as string;
    const first = await image(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');

    const again = await image(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    expect((await image(url, { 'if-none-match': '"outra"' })).status).toBe(200);

    // Without the version the URL may change meaning, so caches revalidate.
    const bare = await image(`/api/posts/${id}/images/1`);
    expect(bare.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await image(`/api/posts/${id}/images/9`)).status).toBe(404);
    expect((await image(`/api/posts/999/images/1`)).status).toBe(404);
  });
});

describe('updating and deleting posts', () => {
  it('keeps the cover when none is sent, replaces and drops content images', async () => {
    const id = await create({
      image: pngBytes('#111111'),
      content: '<img src="/images/2"><img src="/images/3">',
      contentImages: [
        { id: 2, bytes: pngBytes('#222222') },
        { id: 3, bytes: pngBytes('#333333') },
      ],
    });
    await ctx.deps.imageVariants!.idle();
    const before = (await call('GET', `/api/posts/${id}`)).body;
    expect(before.images.map((i: any) => i.id)).toEqual([1, 2, 3]);

    // The editor sends back the resolved URLs: image 2 kept through its URL, 3 dropped, 4 new.
    const replaced = pngBytes('#444444');
    const res = await call('PUT', '/api/posts', {
      token: admin,
      form: postForm({
        postId: id,
        title: 'Título novo',
        image: null,
        content: `<img src="${before.images[1].url}"><img src="/images/4">`,
        contentImages: [{ id: 4, bytes: replaced }],
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ id });

    await ctx.deps.imageVariants!.idle();
    const after = (await call('GET', `/api/posts/${id}`)).body;
    expect(after.title).toBe('Título novo');
    expect(after.images.map((i: any) => i.id)).toEqual([1, 2, 4]);
    expect(after.images[0].url).toBe(before.images[0].url);
    expect(after.images[1].url).toBe(before.images[1].url);
    expect(after.content).toBe(
      `<img ${contentImageAttributes(after.images[1])} /><img ${contentImageAttributes(after.images[2])} />`,
    );
    expect((await image(`/api/posts/${id}/images/3`)).status).toBe(404);
    expect((await image(after.images[2].url)).bytes).toEqual(replaced);

    // A new cover replaces the old one under a new URL.
    const newCover = pngBytes('#555555');
    await call('PUT', '/api/posts', { token: marketing, form: postForm({ postId: id, image: newCover }) });
    const last = (await call('GET', `/api/posts/${id}`)).body;
    expect(last.images.map((i: any) => i.id)).toEqual([1]);
    expect(last.images[0].url).not.toBe(before.images[0].url);
    expect((await image(last.images[0].url)).bytes).toEqual(newCover);
  });

  it('accepts update bodies over the JSON limit (images), like create', async () => {
    const id = await create();
    const large = new Uint8Array(300 * 1024);
    large.set(pngBytes('#abcdef'));
    const res = await call('PUT', '/api/posts', {
      token: marketing,
      form: postForm({
        postId: id,
        image: null,
        content: '<img src="/images/2">',
        contentImages: [{ id: 2, bytes: large }],
      }),
    });
    expect(res.status, res.text).toBe(200);
    const post = (await call('GET', `/api/posts/${id}`)).body;
    expect((await image(post.images[1].url)).bytes.byteLength).toBe(large.byteLength);
  });

  it('answers 404 to an unknown postId, 422 to a missing or non-numeric one, 401 anonymous', async () => {
    const unknown = await call('PUT', '/api/posts', { token: admin, form: postForm({ postId: 999 }) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: messages.post.notFound, code: 'not_found' });
    const missing = await call('PUT', '/api/posts', { token: admin, form: postForm() });
    const nonNumeric = await call('PUT', '/api/posts', { token: admin, form: postForm({ raw: { postId: 'abc' } }) });
    for (const res of [missing, nonNumeric]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: messages.post.idRequired,
        code: 'invalid_input',
        errors: { postId: messages.post.idRequired },
      });
    }
    expect((await call('PUT', '/api/posts', { form: postForm({ postId: 1 }) })).status).toBe(401);
  });

  it('deletes a post with its images', async () => {
    const id = await create();
    expect((await call('DELETE', `/api/posts/${id}`)).status).toBe(401);
    const res = await call('DELETE', `/api/posts/${id}`, { token: marketing });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.admin.postDeleted });
    expect((await call('GET', `/api/posts/${id}`)).status).toBe(404);
    expect((await image(`/api/posts/${id}/images/1`)).status).toBe(404);
    const again = await call('DELETE', `/api/posts/${id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: messages.post.notFound, code: 'not_found' });
    // In the trash the images wait with the post; the purge removes them with it.
    const images = () => ctx.deps.db.selectFrom('post_images').select('post_id').execute();
    expect(await images()).not.toEqual([]);
    await purgeTrashedPosts(ctx.deps.db, new Date(ctx.deps.now().getTime() + 31 * 86_400_000).toISOString());
    expect(await images()).toEqual([]);
  });
});

describe('image answers never carry JSON with bytes', () => {
  it('no JSON answer of this file held image bytes', () => {
    expect(responses.length).toBeGreaterThan(10);
    for (const text of responses) expect(text).not.toMatch(/"bytes"|iVBORw0KGgo|base64/);
  });
});
