import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  contentImageAttributes,
  pngBytes,
  postForm,
  postsTestKit,
  type PostFormOptions,
} from '../../../test/post-fixtures';
import { Role } from '@vitrine/shared/roles';

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

describe('creating posts', () => {
  it('creates a post with a cover and a content image, answering URLs instead of bytes', async () => {
    const cover = pngBytes('#f26b1d');
    const inline = pngBytes('#0fa3b1');
    const id = await create({
      image: cover,
      content: '<h2>Pátio</h2><figure class="image"><img src="/images/2" alt="Pátio"></figure>',
      contentImages: [{ id: 2, bytes: inline }],
      tags: [{ key: 'YMS', label: 'YMS' }],
    });
    // The variants are made in the background (image-backfill.ts): the answer after they are.
    await ctx.deps.imageVariants!.idle();
    const res = await call('GET', `/api/posts/${id}`);
    expect(res.status).toBe(200);
    const post = res.body;
    expect(post).toMatchObject({
      id,
      title: 'Como escolher um WMS',
      subtitle: 'Um guia prático',
      reading_time: '05:30',
      tags: [{ key: 'YMS', label: 'YMS' }],
      link_button: null,
      footer: null,
      created_at: '2026-03-10T12:00:00.000Z',
    });
    // 4×4 pixel PNGs: one WebP variant each, at their own width (never enlarged).
    const ref = (imageId: number) => ({
      id: imageId,
      url: expect.stringMatching(new RegExp(`^/api/posts/${id}/images/${imageId}\\?v=[0-9a-f]{12}$`)),
      width: 4,
      height: 4,
      variants: [
        {
          url: expect.stringMatching(new RegExp(`^/api/posts/${id}/images/${imageId}/4\\.webp\\?v=[0-9a-f]{12}$`)),
          width: 4,
          height: 4,
          type: 'image/webp',
        },
      ],
    });
    expect(post.images).toEqual([ref(1), ref(2)]);
    expect(post.content).toBe(
      `<h2>Pátio</h2><figure class="image"><img ${contentImageAttributes(post.images[1])} alt="Pátio" /></figure>`,
    );

    const served = await image(post.images[0].url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes).toEqual(cover);
    expect((await image(post.images[1].url)).bytes).toEqual(inline);
  });

  it('lets Admin create too, and refuses anonymous callers', async () => {
    expect(await create({}, admin)).toBeGreaterThan(0);
    const anonymous = await call('POST', '/api/posts', { form: postForm() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: messages.http.unauthorized, code: 'session_ended' });
    expect((await call('GET', '/api/posts')).body).toHaveLength(1);
  });

  it('refuses staff who must still change their password (403)', async () => {
    const created = await ctx.request('POST', '/api/usuarios', {
      token: admin,
      json: { username: 'novo@alvorada.test', role: Role.Marketing },
    });
    const login = await ctx.request('POST', '/api/login', {
      json: { username: 'novo@alvorada.test', password: created.body.temporaryPassword },
    });
    const res = await call('POST', '/api/posts', { token: login.body.token, form: postForm() });
    expect(res.status).toBe(403);
  });

  it('answers every field message of the spec at once', async () => {
    const res = await call('POST', '/api/posts', {
      token: marketing,
      form: postForm({ title: ' a ', reading_time: '61:00', description: '  ', tags: [], image: null }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: messages.post.title,
      reading_time: messages.post.readingTime,
      description: messages.post.description,
      tags: messages.post.tags,
      image: messages.post.image,
    });
    expect(res.body.message).toBe(messages.post.title);
  });

  it('requires the main image on create', async () => {
    const res = await call('POST', '/api/posts', { token: marketing, form: postForm({ image: null }) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: messages.post.image,
      code: 'invalid_input',
      errors: { image: messages.post.image },
    });
  });

  it('answers 422 with a field message to invalid JSON in tags, link_button or footer', async () => {
    const res = await call('POST', '/api/posts', {
      token: marketing,
      form: postForm({ raw: { tags: '[{key:', link_button: '{oops', footer: 'not json' } }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      tags: messages.post.tags,
      link_button: messages.post.invalidField,
      footer: messages.post.invalidField,
    });
  });

  it('stores link_button and footer only when switched on, validating them then', async () => {
    const off = await create({
      link_button: { isActive: false, text: '', href: '' },
      footer: { isActive: false, text: 'x', isHighlighted: true },
    });
    expect((await call('GET', `/api/posts/${off}`)).body).toMatchObject({ link_button: null, footer: null });

    const on = await create({
      link_button: { isActive: true, text: 'Fale conosco', href: '/contato', target: '_self' },
      footer: { isActive: true, text: 'Publicado pela equipe.', isHighlighted: true },
    });
    expect((await call('GET', `/api/posts/${on}`)).body).toMatchObject({
      link_button: { isActive: true, text: 'Fale conosco', href: '/contato', target: '_self' },
      footer: { isActive: true, text: 'Publicado pela equipe.', isHighlighted: true },
    });

    const bad = await call('POST', '/api/posts', {
      token: marketing,
      form: postForm({ link_button: { isActive: true, text: 'Ir', href: 'javascript:alert(1)' } }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['link_button.href']);

    // Browsers read these as another site.
    for (const href of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'http://inseguro.example']) {
      const res = await call('POST', '/api/posts', {
        token: marketing,
        form: postForm({ link_button: { isActive: true, text: 'Ir', href } }),
      });
      expect(res.status, href).toBe(422);
      expect(res.body.errors).toEqual({ 'link_button.href': messages.post.linkHref });
    }
    const mail = await call('POST', '/api/posts', {
      token: marketing,
      form: postForm({ link_button: { isActive: true, text: 'Escreva', href: 'mailto:contato@alvorada.test' } }),
    });
    expect(mail.status).toBe(201);
  });

  it('sanitises the content on write', async () => {
    const id = await create({
      content:
        '<p onclick="x()">Oi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">l</a>',
    });
    const post = (await call('GET', `/api/posts/${id}`)).body;
    expect(post.content).toBe('<p>Oi</p><a>l</a>');
  });

  it('refuses a body that is not multipart', async () => {
    const res = await ctx.request('POST', '/api/posts', { token: marketing, json: { title: 'x' } });
    expect(res.status).toBe(415);
  });
});

describe('listing and searching posts', () => {
  beforeEach(async () => {
    await create({ title: 'Gestão de pessoas na prática', tags: [{ key: 'HCM', label: 'HCM' }] });
    await create({ title: 'WMS para armazéns', description: 'Endereçamento e inventário rotativo.' });
    await create({ title: 'Pátio sem filas', tags: [{ key: 'Logística', label: 'Logística' }] });
    await create({ title: 'eSocial sem sustos', description: 'Folha de pagamento em dia com a GESTÃO fiscal.' });
  });

  it('lists newest first with X-Total-Count, without the content (the modal reads the whole post)', async () => {
    const res = await call('GET', '/api/posts');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('4');
    expect(res.body.map((p: any) => p.title)).toEqual([
      'eSocial sem sustos',
      'Pátio sem filas',
      'WMS para armazéns',
      'Gestão de pessoas na prática',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        'created_at',
        'description',
        'footer',
        'id',
        'images',
        'link_button',
        'publish_at',
        'reading_time',
        'slug',
        'status',
        'subtitle',
        'tags',
        'title',
        'updated_at',
      ].sort(),
    );
  });

  it('searches title, description and tag labels ignoring case and accents, best match first', async () => {
    const titles = async (search: string) =>
      (await call('GET', `/api/posts?search=${encodeURIComponent(search)}`)).body.map((p: any) => p.title);
    // The title outweighs the description (search.test.ts has the relevance set).
    expect(await titles('gestao')).toEqual(['Gestão de pessoas na prática', 'eSocial sem sustos']);
    expect(await titles('INVENTÁRIO')).toEqual(['WMS para armazéns']);
    expect(await titles('logistica')).toEqual(['Pátio sem filas']);
    // Several words: the post with all of them first (posts with some follow when too few have all).
    expect((await titles('patio filas'))[0]).toBe('Pátio sem filas');
    expect((await titles('gestao_de_pessoas'))[0]).toBe('Gestão de pessoas na prática');
    expect(await titles('100%')).toEqual([]);
    expect(await titles('   ')).toHaveLength(4);
  });

  it('pages with page and pageSize, keeping the total', async () => {
    const page2 = await call('GET', '/api/posts?page=2&pageSize=3');
    expect(page2.headers.get('x-total-count')).toBe('4');
    expect(page2.body.map((p: any) => p.title)).toEqual(['Gestão de pessoas na prática']);
    const searched = await call('GET', '/api/posts?search=gestao&page=1&pageSize=1');
    expect(searched.headers.get('x-total-count')).toBe('2');
    expect(searched.body).toHaveLength(1);
    expect((await call('GET', '/api/posts?page=9&pageSize=3')).body).toEqual([]);
  });
});

describe('post answers never carry image bytes', () => {
  it('no JSON answer of this file held bytes or hashes of passwords', () => {
    expect(responses.length).toBeGreaterThan(30);
    for (const text of responses) {
      expect(text).not.toMatch(/"bytes"|iVBORw0KGgo|base64|password_hash|\$argon2/);
    }
  });
});
