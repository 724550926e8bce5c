import { createContext, useContext } from 'react';
import type { PageHead } from '@vitrine/shared/seo';
import type { Post, PostListPage } from '../api';

/**
 * What the server-side render needs from the page tree: the page fills `head` while it
 * renders (effects do not run there), and a post page answered by the server brings its post
 * so the first render already shows it.
 */
export interface RenderContext {
  head?: PageHead;
  /** The post the server read for /blog/{slug} or a preview; `null` when there is none to show. */
  post?: Post | null;
  /** The blog's first page, read by the server for /blog and /blog/{id}. */
  posts?: PostListPage;
  /** The site's public address, when the server renders a post at run time (its share links). */
  publicUrl?: string;
}

export const ServerRenderContext = createContext<RenderContext | null>(null);

export function useServerRender(): RenderContext | null {
  return useContext(ServerRenderContext);
}

/** The id of the JSON element that carries the server-read post to the browser's first render. */
export const INITIAL_POST_ELEMENT_ID = 'post-inicial';

/** The id of the JSON element that carries the blog's first page to the browser's first render. */
export const INITIAL_POSTS_ELEMENT_ID = 'posts-iniciais';

/** In the browser: the JSON the server wrote into the page under `id`, if any. */
function pageData<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}

/** In the browser: the post the server put in the page for /blog/{slug} (or a preview's token). */
export function initialPost(ref: string): Post | null | undefined {
  const data = pageData<{ ref: string; post: Post | null }>(INITIAL_POST_ELEMENT_ID);
  return data?.ref === ref ? data.post : undefined;
}

/** In the browser: the blog's first page the server put in the page for /blog and /blog/{id}. */
export function initialPosts(): PostListPage | undefined {
  return pageData<PostListPage>(INITIAL_POSTS_ELEMENT_ID);
}
