import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

/**
 * Posts for the blog specs, made through the real API as the e2e Admin, each with a
 * unique word in its title so a test never depends on what the demo seed holds.
 */
const ADMIN = { username: 'admin@alvorada.test', password: 'e2e-Admin-senha-1' };
const COVER_PNG = readFileSync(new URL('../../public/placeholder.png', import.meta.url));

export interface NewPost {
  title: string;
  description?: string;
  subtitle?: string;
  reading_time?: string;
  tags?: Array<{ key: string; label: string }>;
  content?: string;
  link_button?: { isActive: boolean; text: string; href: string; target: '_blank' | '_self' } | null;
  footer?: { isActive: boolean; text: string; isHighlighted: boolean } | null;
  /** PNG bytes of the cover; the site's placeholder when absent. */
  cover?: Buffer;
}

/** A word no seed post and no other test contains: "zq" + base36 time + random. */
export function uniqueWord(): string {
  return `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

let token: string | null = null;

async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token;
  const res = await request.post('/api/login', { data: ADMIN });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  token = ((await res.json()) as { token: string }).token;
  return token;
}

export async function createPost(request: APIRequestContext, post: NewPost): Promise<number> {
  const auth = await adminToken(request);
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    image: { name: 'capa.png', mimeType: 'image/png', buffer: post.cover ?? COVER_PNG },
    imageId: '1',
    title: post.title,
    reading_time: post.reading_time ?? '04:30',
    subtitle: post.subtitle ?? '',
    description: post.description ?? `Descrição do post ${post.title}.`,
    tags: JSON.stringify(post.tags ?? [{ key: 'tecnologia', label: 'Tecnologia' }]),
    content: post.content ?? '<p>Conteúdo de teste.</p>',
  };
  if (post.link_button) multipart.link_button = JSON.stringify(post.link_button);
  if (post.footer) multipart.footer = JSON.stringify(post.footer);
  const res = await request.post('/api/posts', { headers: { Authorization: `Bearer ${auth}` }, multipart });
  if (res.status() !== 201) throw new Error(`create post failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** dd/mm/yyyy of today in the browser's time zone (playwright.config: America/Sao_Paulo). */
export function todayInSaoPaulo(): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  return parts;
}
