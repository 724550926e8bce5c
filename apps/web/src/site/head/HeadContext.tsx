import { createContext, useContext } from 'react';
import type { PageHead } from '@vitrine/shared/seo';
import type { Post } from '@vitrine/shared/schemas';

/**
 * What the server-side render needs from the page tree: the page fills `head` while it
 * renders (effects do not run there), and a post page answered by the server brings its post
 * so the first render already shows it.
 */
export interface RenderContext {
  head?: PageHead;
  /** The post the server read for /blog/{id}; `null` when it does not exist. */
  post?: Post | null;
}

export const ServerRenderContext = createContext<RenderContext | null>(null);

export function useServerRender(): RenderContext | null {
  return useContext(ServerRenderContext);
}

/** The id of the JSON element that carries the server-read post to the browser's first render. */
export const INITIAL_POST_ELEMENT_ID = 'post-inicial';

/** In the browser: the post the server put in the page for /blog/{id}, read once. */
export function initialPost(postId: number): Post | null | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(INITIAL_POST_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const data = JSON.parse(element.textContent) as { id: number; post: Post | null };
    return data.id === postId ? data.post : undefined;
  } catch {
    return undefined;
  }
}
