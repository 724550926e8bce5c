import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../../../api';
import { relatedPosts } from './relatedPosts';
import { shareLinks } from './shareLinks';

const post = (id: number, tags: string[], created_at = `2026-01-${String(id).padStart(2, '0')}T00:00:00Z`) =>
  ({
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    status: 'published',
    publish_at: created_at,
    subtitle: '',
    reading_time: '03:00',
    description: '',
    tags: tags.map((key) => ({ key, label: key })),
    link_button: null,
    footer: null,
    images: [],
    created_at,
    updated_at: created_at,
  }) as PostSummary;

describe('relatedPosts', () => {
  it('ranks by tags in common (ignoring case and accents), then newest, never the post itself', () => {
    const current = post(5, ['Logística', 'WMS']);
    const others = [
      post(1, ['logistica', 'wms']),
      post(2, ['ERP']),
      post(3, ['WMS']),
      post(4, []),
      current,
      post(6, ['HCM']),
    ];
    expect(relatedPosts(current, others).map((p) => p.id)).toEqual([1, 3, 6]);
  });

  it('fills with the newest others when few share a tag, and gives fewer only when fewer exist', () => {
    const current = post(1, ['ERP']);
    expect(relatedPosts(current, [post(2, []), post(3, []), post(4, [])]).map((p) => p.id)).toEqual([4, 3, 2]);
    expect(relatedPosts(current, [current, post(2, [])]).map((p) => p.id)).toEqual([2]);
  });
});

describe('shareLinks', () => {
  it('encodes the address and the title for LinkedIn, WhatsApp and e-mail', () => {
    const links = shareLinks('https://alvorada.test/blog/7', 'Gestão & pátio?');
    expect(links.linkedIn).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Falvorada.test%2Fblog%2F7',
    );
    expect(links.whatsApp).toBe(
      'https://wa.me/?text=Gest%C3%A3o%20%26%20p%C3%A1tio%3F%20https%3A%2F%2Falvorada.test%2Fblog%2F7',
    );
    expect(decodeURIComponent(links.email)).toBe(
      'mailto:?subject=Gestão & pátio?&body=Gestão & pátio?\n\nhttps://alvorada.test/blog/7',
    );
  });
});
