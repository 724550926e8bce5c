import { describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import type { Post } from '@vitrine/shared/schemas';
import type { MultipartPart } from '@vitrine/shared/api-client';
import {
  buildPostParts,
  slugAfterTitleChange,
  emptyPostForm,
  formSnapshot,
  makeTag,
  postToForm,
  validatePostForm,
  type PostFormState,
} from './post-form';

const cover = { fileName: 'capa.png', type: 'image/png', bytes: new Uint8Array([1, 2, 3]) };

const filled = (): PostFormState => ({
  ...emptyPostForm(),
  title: 'Título do post',
  subtitle: 'Sub',
  reading_time: '05:30',
  description: 'Uma descrição',
  tags: [makeTag('ERP')!, makeTag(' Minha  tag ')!],
  content: '<p>Olá</p>',
  cover,
});

const values = (parts: MultipartPart[]) =>
  parts.map((p) => ('value' in p ? [p.name, p.value] : [p.name, `file:${p.file.fileName}`]));

describe('post form validation', () => {
  it('maps each empty field to the spec message and asks for the image on create', () => {
    const result = validatePostForm(emptyPostForm(), { isNew: true });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: messages.post.title,
        description: messages.post.description,
        tags: messages.post.tags,
        image: messages.post.image,
      },
    });
  });
  it('does not ask for the image when editing (the stored one stays)', () => {
    expect(validatePostForm({ ...filled(), cover: null }, { isNew: false })).toEqual({ ok: true });
  });
  it('checks the link button and footer only when switched on', () => {
    const off = { ...filled(), linkButton: { isActive: false, text: '', href: 'x', target: '_blank' as const } };
    expect(validatePostForm(off, { isNew: true }).ok).toBe(true);
    const on = { ...off, linkButton: { ...off.linkButton, isActive: true } };
    const result = validatePostForm(on, { isNew: true });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['link_button.href', 'link_button.text']);
  });
});

describe('multipart building', () => {
  it('sends the spec fields, tags as JSON, the cover with imageId 1, and no switched-off sections', () => {
    const parts = buildPostParts(
      { ...filled(), slug: 'Meu Endereço' },
      { postId: null, content: '<p>Olá</p>', contentImages: [], publishing: { status: 'draft' } },
    );
    expect(values(parts)).toEqual([
      ['status', 'draft'],
      ['slug', 'meu-endereco'],
      ['title', 'Título do post'],
      ['subtitle', 'Sub'],
      ['reading_time', '05:30'],
      ['description', 'Uma descrição'],
      ['content', '<p>Olá</p>'],
      [
        'tags',
        JSON.stringify([
          { key: 'ERP', label: 'ERP' },
          { key: 'Minha tag', label: 'Minha tag' },
        ]),
      ],
      ['image', 'file:capa.png'],
      ['imageId', '1'],
    ]);
  });
  it('adds link_button and footer as JSON when on, postId on update, content images with their ids', () => {
    const state: PostFormState = {
      ...filled(),
      cover: null,
      linkButton: { isActive: true, text: ' Saiba mais ', href: 'https://x.com', target: '_self' },
      footer: { isActive: true, text: 'Nota', isHighlighted: true },
    };
    const img = (id: number) => ({
      id,
      url: `blob:${id}`,
      file: { fileName: `i${id}.png`, type: 'image/png', bytes: new Uint8Array([id]) },
    });
    const parts = buildPostParts(state, {
      postId: 9,
      content: '<img src="/images/2">',
      contentImages: [img(2), img(3)],
      publishing: { status: 'scheduled', publish_at: '2026-03-16T08:00:00-03:00' },
    });
    const v = values(parts);
    expect(v.slice(0, 3)).toEqual([
      ['postId', '9'],
      ['status', 'scheduled'],
      ['publish_at', '2026-03-16T08:00:00-03:00'],
    ]);
    expect(v).toContainEqual([
      'link_button',
      JSON.stringify({ isActive: true, text: 'Saiba mais', href: 'https://x.com', target: '_self' }),
    ]);
    expect(v).toContainEqual(['footer', JSON.stringify({ isActive: true, text: 'Nota', isHighlighted: true })]);
    expect(v.filter(([n]) => n === 'image')).toEqual([]);
    expect(v.slice(-4)).toEqual([
      ['contentImages', 'file:i2.png'],
      ['contentImageIds[]', '2'],
      ['contentImages', 'file:i3.png'],
      ['contentImageIds[]', '3'],
    ]);
  });
});

describe('slug', () => {
  it('follows the title while it is the title’s own, and stays once typed by hand', () => {
    expect(slugAfterTitleChange({ title: '', slug: '' }, 'Gestão à vista')).toBe('gestao-a-vista');
    expect(slugAfterTitleChange({ title: 'Gestão à vista', slug: 'gestao-a-vista' }, 'Gestão 2026')).toBe(
      'gestao-2026',
    );
    expect(slugAfterTitleChange({ title: 'Gestão à vista', slug: 'meu-endereco' }, 'Outro')).toBe('meu-endereco');
  });
});

describe('post to form', () => {
  it('fills the form from an API post, sections on only when stored', () => {
    const post: Post = {
      id: 4,
      title: 'T',
      subtitle: '',
      reading_time: '03:00',
      description: 'D',
      content: '<p>c</p>',
      tags: [{ key: 'ERP', label: 'ERP' }],
      link_button: null,
      footer: { isActive: true, text: 'F', isHighlighted: false },
      images: [
        { id: 1, url: '/api/posts/4/images/1?v=a' },
        { id: 2, url: '/api/posts/4/images/2?v=b' },
      ],
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      slug: 't',
      status: 'draft',
      publish_at: null,
    };
    const form = postToForm(post);
    expect(form.slug).toBe('t');
    expect(form.linkButton.isActive).toBe(false);
    expect(form.footer).toEqual({ isActive: true, text: 'F', isHighlighted: false });
    expect(form.coverUrl).toBe('/api/posts/4/images/1?v=a');
    expect(formSnapshot(form)).toBe(formSnapshot(postToForm(post)));
    expect(formSnapshot({ ...form, title: 'Outro' })).not.toBe(formSnapshot(form));
  });
  it('keeps a typed reading time, and shows an estimated one as automatic (empty) again', () => {
    const post = (reading_time: string, content: string) =>
      ({
        id: 1,
        title: 'T',
        slug: 't',
        status: 'published',
        publish_at: '2026-01-01T00:00:00Z',
        subtitle: '',
        reading_time,
        description: 'D',
        content,
        tags: [],
        link_button: null,
        footer: null,
        images: [],
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      }) as Post;
    const text = `<p>${'palavra '.repeat(600)}</p>`;
    expect(postToForm(post('03:00', text)).reading_time).toBe('');
    expect(postToForm(post('05:30', text)).reading_time).toBe('05:30');
    // An empty field is valid: the server fills it in from the text.
    expect(validatePostForm({ ...filled(), reading_time: '' }, { isNew: false })).toEqual({ ok: true });
    expect(validatePostForm({ ...filled(), reading_time: '5 min' }, { isNew: false })).toMatchObject({
      errors: { reading_time: messages.post.readingTime },
    });
  });
  it('makes tags from typed text, ignoring blanks', () => {
    expect(makeTag('  Gestão   de Pessoas ')).toEqual({ key: 'Gestão de Pessoas', label: 'Gestão de Pessoas' });
    expect(makeTag('   ')).toBeNull();
  });
});
