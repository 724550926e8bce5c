import { expect } from 'vitest';
import type { TestContext } from './helpers';
import { Resvg } from '@resvg/resvg-js';
import { CONTENT_IMAGE_SIZES, srcsetOf } from '@vitrine/shared/post-images';
import type { PostImageRef } from '@vitrine/shared/schemas';

/** The attributes a content image's `/images/{id}` becomes in an answer: the original, its variants, their sizes. */
export const contentImageAttributes = (image: PostImageRef): string =>
  `src="${image.url}" srcset="${srcsetOf(image.variants ?? [])}" sizes="${CONTENT_IMAGE_SIZES}"`;

/** A real, tiny PNG of one colour: distinct colours give distinct bytes and hashes. */
export function pngBytes(color = '#0b2a4a', size = 4): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${color}"/></svg>`;
  return new Uint8Array(new Resvg(svg).render().asPng());
}

export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const HTML_BYTES = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
export const SVG_BYTES = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
);

export interface PostFormOptions {
  title?: string;
  subtitle?: string;
  reading_time?: string;
  description?: string;
  content?: string;
  tags?: unknown;
  link_button?: unknown;
  footer?: unknown;
  postId?: number;
  /** The cover; omitted when null. */
  image?: Uint8Array | null;
  imageName?: string;
  contentImages?: Array<{ id: number; bytes: Uint8Array; name?: string }>;
  /** Raw string overrides, to send invalid JSON. */
  raw?: Record<string, string>;
}

/** The editor's multipart form, as the admin screens send it (docs/PRODUCT.md §7). */
export function postForm(options: PostFormOptions = {}): FormData {
  const form = new FormData();
  const set = (name: string, value: string) => form.append(name, value);
  set('title', options.title ?? 'Como escolher um WMS');
  set('subtitle', options.subtitle ?? 'Um guia prático');
  set('reading_time', options.reading_time ?? '05:30');
  set('description', options.description ?? 'O que avaliar antes de contratar um sistema de armazém.');
  set('content', options.content ?? '<p>Texto do post.</p>');
  set('tags', JSON.stringify(options.tags ?? [{ key: 'WMS', label: 'WMS' }]));
  if (options.link_button !== undefined) set('link_button', JSON.stringify(options.link_button));
  if (options.footer !== undefined) set('footer', JSON.stringify(options.footer));
  if (options.postId !== undefined) set('postId', String(options.postId));
  const image = options.image === undefined ? pngBytes() : options.image;
  if (image) {
    form.append(
      'image',
      new Blob([image as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
      options.imageName ?? 'capa.png',
    );
    set('imageId', '1');
  }
  for (const ci of options.contentImages ?? []) {
    form.append(
      'contentImages',
      new Blob([ci.bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
      ci.name ?? `img${ci.id}.png`,
    );
    form.append('contentImageIds[]', String(ci.id));
  }
  for (const [name, value] of Object.entries(options.raw ?? {})) {
    form.delete(name);
    set(name, value);
  }
  return form;
}

/**
 * Request helpers for the posts test files: calls that remember every JSON answer (so a
 * file can check at its end that no image bytes ever travelled inside JSON), a create that
 * insists on 201, and a raw image fetch.
 */
export function postsTestKit(getCtx: () => TestContext) {
  const jsonResponses: string[] = [];
  async function call(method: string, path: string, options: { token?: string; form?: FormData; headers?: any } = {}) {
    const res = await getCtx().request(method, path, {
      token: options.token,
      body: options.form,
      headers: options.headers,
    });
    if (res.headers.get('content-type')?.includes('json')) jsonResponses.push(res.text);
    return res;
  }
  async function create(token: string, options: PostFormOptions = {}): Promise<number> {
    const res = await call('POST', '/api/posts', { token, form: postForm(options) });
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  }
  async function image(url: string, headers: Record<string, string> = {}) {
    const res = await getCtx().app.request(url, { headers });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  }
  return { call, create, image, jsonResponses };
}
