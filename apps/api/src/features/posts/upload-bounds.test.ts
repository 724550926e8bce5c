import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { pngBytes, postsTestKit } from '../../../test/post-fixtures';
import { MAX_FORM_PARTS } from './post-form';
import { makeVariants, mostVariantJobsAtOnce } from './post-images';

/** A form with 200,000 fields, and many large images at once. */
let ctx: TestContext;
let admin: string;
const kit = postsTestKit(() => ctx);
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

function multipart(parts: number): { body: Buffer; type: string } {
  const part = '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n';
  return { body: Buffer.from(part.repeat(parts) + '--x--\r\n'), type: 'multipart/form-data; boundary=x' };
}

describe('post form bounds', () => {
  it('refuses a form with more parts than a post can have (413) before parsing it', async () => {
    const { body, type } = multipart(200_000);
    const started = performance.now();
    const res = await ctx.request('POST', '/api/posts', { token: admin, body, headers: { 'content-type': type } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: messages.http.payloadTooLarge, code: 'payload_too_large' });
    // Parsing them all took about 4 s; counting the boundaries takes a few ms.
    expect(performance.now() - started).toBeLessThan(2000);
    const justOver = multipart(MAX_FORM_PARTS + 1);
    const over = await ctx.request('POST', '/api/posts', {
      token: admin,
      body: justOver.body,
      headers: { 'content-type': justOver.type },
    });
    expect(over.status).toBe(413);
  });

  it('still takes a full post form: the cover and 19 content images', async () => {
    const id = await kit.create(admin, {
      contentImages: Array.from({ length: 19 }, (_, i) => ({ id: 100 + i, bytes: pngBytes('#123456', 8) })),
      content: Array.from({ length: 19 }, (_, i) => `<p>x</p><img data-image-id="${100 + i}">`).join(''),
    });
    expect(id).toBeGreaterThan(0);
  });

  it('makes the variants of one image at a time in the process, however many arrive at once', async () => {
    const images = Array.from({ length: 4 }, (_, i) => pngBytes(`#${String(i).repeat(6)}`, 500));
    const all = await Promise.all(images.map((bytes) => makeVariants(bytes, 500)));
    expect(all.every((variants) => variants.length > 0)).toBe(true);
    expect(mostVariantJobsAtOnce()).toBe(1);
  });
});
