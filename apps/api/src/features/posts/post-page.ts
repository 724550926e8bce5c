import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { messages } from '@vitrine/shared/messages';
import type { Post } from '@vitrine/shared/schemas';
import type { PageHead } from '@vitrine/shared/seo';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { getPost } from './posts.service';

/** What the build's server-side render bundle (apps/web/src/entry-server.tsx) offers. */
interface RenderEntry {
  renderPage(path: string, search: string, post?: Post | null): Promise<{ html: string; head: PageHead | undefined }>;
  fillShell(
    shell: string,
    page: { html: string; head: PageHead | undefined },
    publicUrl: string,
    post: { id: number; post: Post | null },
  ): string;
}

export type PostPage = { status: 200 | 404; html: string };

/**
 * /blog/{id} as server-made HTML: the same React page the browser shows (the list with the
 * post open over it), with the post's head (title, description, cover, BlogPosting) and its
 * content in the markup, so a link preview or a crawler sees the post without JavaScript.
 * The post travels in the page as JSON so hydration starts from it. A post that does not
 * exist answers 404 with the blog and its "Post não encontrado." message (noindex), from
 * where the visitor goes on to the other posts. Null when the build has no render bundle.
 */
export function postPageRenderer(deps: AppDeps, webDist: string): (id: number) => Promise<PostPage | null> {
  const entryFile = join(webDist, 'ssr', 'entry-server.js');
  const shellFile = join(webDist, 'ssr', 'post-shell.html');
  // Loaded once: the bundle's page chunks import it back by its plain URL, so a second copy
  // (say, with a cache-busting query) would not share its React context. A new build needs a
  // restart, as for the API code.
  let loaded: Promise<RenderEntry> | undefined;
  const entry = () => (loaded ??= import(pathToFileURL(entryFile).href) as Promise<RenderEntry>);

  return async (id) => {
    if (!existsSync(entryFile) || !existsSync(shellFile)) return null;
    let post: Post | null;
    try {
      post = await getPost(deps.db, id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      post = null;
    }
    const ssr = await entry();
    const rendered = await ssr.renderPage(`/blog/${id}`, '', post);
    const head = post
      ? rendered.head
      : rendered.head && { ...rendered.head, title: messages.post.notFound.replace(/\.$/, ''), noindex: true };
    const html = ssr.fillShell(readFileSync(shellFile, 'utf8'), { ...rendered, head }, deps.config.PUBLIC_URL, {
      id,
      post,
    });
    return { status: post ? 200 : 404, html };
  };
}
