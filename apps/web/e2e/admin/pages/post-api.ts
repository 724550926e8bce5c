import { expect, type APIRequestContext } from '@playwright/test';
import { PNG, apiToken, bearer } from './admin-api';

/** A post as the editor's multipart form sends it, with a status (draft, scheduled, published). */
export interface PostState {
  title: string;
  status?: 'draft' | 'scheduled' | 'published';
  /** ISO 8601, for scheduled. */
  publish_at?: string;
  content?: string;
}

function form(post: PostState, postId?: number) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: post.title,
    subtitle: '',
    reading_time: '03:00',
    description: `Descrição de ${post.title}.`,
    tags: JSON.stringify([{ key: 'tecnologia', label: 'Tecnologia' }]),
    content: post.content ?? '<p>Texto da prévia.</p>',
  };
  if (postId === undefined) {
    multipart.image = { name: 'capa.png', mimeType: 'image/png', buffer: PNG };
    multipart.imageId = '1';
  } else {
    multipart.postId = String(postId);
  }
  if (post.status) multipart.status = post.status;
  if (post.publish_at) multipart.publish_at = post.publish_at;
  return multipart;
}

/** Creates a post through the API as the e2e Admin; answers its id. */
export async function createPostAs(request: APIRequestContext, post: PostState): Promise<number> {
  const token = await apiToken(request);
  const res = await request.post('/api/posts', { headers: bearer(token), multipart: form(post) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Saves the post again with new fields or status, as the editor's save does. */
export async function updatePostAs(request: APIRequestContext, id: number, post: PostState): Promise<void> {
  const token = await apiToken(request);
  const res = await request.put('/api/posts', { headers: bearer(token), multipart: form(post, id) });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new preview link of the post (its absolute URL). */
export async function previewLinkOf(request: APIRequestContext, id: number): Promise<string> {
  const token = await apiToken(request);
  const res = await request.post(`/api/admin/posts/${id}/previas`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}
