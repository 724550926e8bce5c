import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_UPLOAD_TYPES, isAcceptedImage } from './image-types';

describe('accepted image types', () => {
  it('are the ones the server takes', () => {
    expect([...IMAGE_UPLOAD_TYPES]).toEqual(['jpeg', 'png', 'gif', 'webp', 'avif']);
    expect(IMAGE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', '.jpg']),
    );
    expect(IMAGE_ACCEPT).not.toMatch(/image\/\*|svg|bmp|tiff/);
  });
  it('accepts JPEG, PNG, GIF, WebP and AVIF by MIME type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'IMAGE/PNG']) {
      expect(isAcceptedImage({ name: 'x', type })).toBe(true);
    }
  });
  it('refuses SVG, BMP, TIFF, ICO and non-images', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'image/tiff', 'image/x-icon', 'application/pdf', 'text/plain']) {
      expect(isAcceptedImage({ name: 'foto.png', type })).toBe(false);
    }
  });
  it('falls back on the extension when the browser gives no type', () => {
    expect(isAcceptedImage({ name: 'foto.JPG', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'foto.avif', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'desenho.svg', type: '' })).toBe(false);
    expect(isAcceptedImage({ name: 'semextensao', type: '' })).toBe(false);
  });
});
