import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { postForm } from '../../../test/post-fixtures';
import { formPartsOver, MAX_FORM_PARTS } from './post-form';

/** What a post form may carry: no NUL character, and no more parts than a post can have however the boundary is named. */
let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterEach(async () => {
  await ctx.close();
});

describe('a post form', () => {
  it('refuses a NUL character in the content as invalid input naming the field, and stores nothing', async () => {
    const res = await ctx.request('POST', '/api/posts', {
      token: admin,
      body: postForm({ content: '<p>Olá\u0000 mundo</p>' }),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: messages.http.invalidCharacter,
      code: 'invalid_input',
      errors: { content: messages.http.invalidCharacter },
    });
    expect(await ctx.deps.db.selectFrom('posts').select('id').execute()).toEqual([]);
  });

  it('refuses a NUL character in the title of an update too', async () => {
    const created = await ctx.request('POST', '/api/posts', { token: admin, body: postForm() });
    expect(created.status).toBe(201);
    const res = await ctx.request('PUT', '/api/posts', {
      token: admin,
      body: postForm({ postId: created.body.id, title: 'Tí\u0000tulo', image: null }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ title: messages.http.invalidCharacter });
  });

  it('counts parts by the boundary parameter itself, not by a parameter whose name ends in "boundary"', async () => {
    const part = '--real\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n';
    const body = Buffer.from(part.repeat(MAX_FORM_PARTS * 10) + '--real--\r\n');
    for (const type of [
      'multipart/form-data; xboundary=zz; boundary=real',
      'multipart/form-data; charset="a;boundary=zz"; boundary=real',
      'multipart/form-data; BOUNDARY="real"',
    ]) {
      expect(formPartsOver(body, type, MAX_FORM_PARTS), type).toBe(true);
      const res = await ctx.request('POST', '/api/posts', { token: admin, body, headers: { 'content-type': type } });
      expect(res.status, type).toBe(413);
    }
  });
});
