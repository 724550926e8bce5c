import { describe, expect, it } from 'vitest';
import { coverImage, resolveContentImages } from './postContent';

const images = [
  { id: 1, url: '/api/posts/9/images/1' },
  { id: 2, url: '/api/posts/9/images/2' },
];

describe('coverImage', () => {
  it('is the image with id 1, if any', () => {
    expect(coverImage(images)?.url).toBe('/api/posts/9/images/1');
    expect(coverImage([{ id: 2, url: '/x' }])).toBeUndefined();
    expect(coverImage(undefined)).toBeUndefined();
  });
});

describe('resolveContentImages', () => {
  it('points /images/N at the post image with that id', () => {
    expect(resolveContentImages('<img src="/images/2" alt="x">', images)).toBe(
      '<img src="/api/posts/9/images/2" alt="x">',
    );
    expect(resolveContentImages("<img alt='x' src='images/1'>", images)).toBe(
      '<img alt=\'x\' src="/api/posts/9/images/1">',
    );
  });

  it('leaves resolved URLs and unknown ids alone', () => {
    const html = '<img src="/api/posts/9/images/2"><img src="/images/7">';
    expect(resolveContentImages(html, images)).toBe(html);
  });

  it('does not touch text that only mentions the path', () => {
    const html = '<p>veja /images/2</p>';
    expect(resolveContentImages(html, images)).toBe(html);
  });
});
