import { describe, expect, it } from 'vitest';
import {
  droppedImageSources,
  existingContentImageIds,
  nextImageId,
  ownImageId,
  prepareContent,
  type PendingImage,
} from './content-images';

const pending = (id: number, url: string): PendingImage => ({
  id,
  url,
  file: { fileName: `f${id}.png`, type: 'image/png', bytes: new Uint8Array([id]) },
});

describe('content images', () => {
  it('recognises this post’s own image URLs and /images/{id}', () => {
    expect(ownImageId('/images/3', 7)).toBe(3);
    expect(ownImageId('/api/posts/7/images/3?v=abc123', 7)).toBe(3);
    expect(ownImageId('http://127.0.0.1:3000/api/posts/7/images/4', 7)).toBe(4);
    expect(ownImageId('/api/posts/8/images/3', 7)).toBeNull();
    expect(ownImageId('blob:http://x/123', 7)).toBeNull();
    expect(ownImageId('https://outro.com/img.png', 7)).toBeNull();
  });

  it('numbers new images from 2, after the ones already in the post', () => {
    expect(nextImageId([])).toBe(2);
    expect(nextImageId([1])).toBe(2);
    expect(nextImageId([2, 5, 3])).toBe(6);
  });

  it('lists the existing content images a post references', () => {
    const html = '<p>a</p><figure class="image"><img src="/api/posts/7/images/2?v=1"></figure><img src="/images/4">';
    expect(existingContentImageIds(html, 7)).toEqual([2, 4]);
  });

  it('rewrites blob: URLs and own URLs to /images/{id} and sends only the new images still used', () => {
    const html =
      '<p>x</p><figure class="image"><img src="blob:http://h/aaa" alt="a"></figure>' +
      '<figure class="image"><img src="/api/posts/7/images/2?v=9f"></figure>' +
      '<img alt="c" src="https://fora.com/c.png">';
    const images = [pending(3, 'blob:http://h/aaa'), pending(4, 'blob:http://h/removed')];
    const result = prepareContent(html, images, 7);
    expect(result.content).toBe(
      '<p>x</p><figure class="image"><img src="/images/3" alt="a"></figure>' +
        '<figure class="image"><img src="/images/2"></figure>' +
        '<img alt="c" src="https://fora.com/c.png">',
    );
    expect(result.images.map((i) => i.id)).toEqual([3]);
  });

  it('on create (no id yet) only blob: URLs are rewritten', () => {
    const result = prepareContent(
      '<img src="blob:u1"><img src="blob:u2">',
      [pending(2, 'blob:u1'), pending(3, 'blob:u2')],
      null,
    );
    expect(result.content).toBe('<img src="/images/2"><img src="/images/3">');
    expect(result.images.map((i) => i.id)).toEqual([2, 3]);
  });
});

describe('images the server will drop', () => {
  const html = (...srcs: string[]) => srcs.map((src) => `<figure class="image"><img src="${src}"></figure>`).join('');

  it('keeps pending blob: images, /images/{id} and our own post image URLs', () => {
    const content = html(
      'blob:http://localhost/abc',
      '/images/3',
      '/api/posts/7/images/2?v=0123456789ab',
      'http://127.0.0.1:3000/api/posts/7/images/4',
    );
    expect(droppedImageSources(content, [pending(5, 'blob:http://localhost/abc')], 7)).toEqual([]);
  });

  it('flags external images, data: URLs and blob: URLs of no pending upload', () => {
    const content = html(
      'https://outro.site.com/foto.png',
      'http://cdn.exemplo.com/a.jpg?w=200&amp;h=100',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:http://localhost/perdida',
      '/images/2',
    );
    expect(droppedImageSources(content, [], 7)).toEqual([
      'https://outro.site.com/foto.png',
      'http://cdn.exemplo.com/a.jpg?w=200&amp;h=100',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:http://localhost/perdida',
    ]);
  });

  it('works on create, before the post has an id', () => {
    const content = html('blob:http://localhost/nova', 'https://outro.com/x.gif');
    expect(droppedImageSources(content, [pending(2, 'blob:http://localhost/nova')], null)).toEqual([
      'https://outro.com/x.gif',
    ]);
  });

  it('finds nothing in content without images', () => {
    expect(droppedImageSources('<p>Texto sem imagens</p>', [], null)).toEqual([]);
  });
});
