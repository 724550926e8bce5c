import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { messages } from '@vitrine/shared/messages';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { paths } from '@vitrine/shared/routes';
import type { Post, PostListPage } from '@vitrine/shared/schemas';
import type { PageHead } from '@vitrine/shared/seo';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import type { ContentVersion } from '../../db/content-version';
import { getPost, listPosts } from './posts.service';

/** What the build's server-side render bundle (apps/web/src/entry-server.tsx) offers. */
interface RenderEntry {
  renderPage(
    path: string,
    search: string,
    data?: { post?: Post | null; posts?: PostListPage },
  ): Promise<{ html: string; head: PageHead | undefined }>;
  fillShell(
    shell: string,
    page: { html: string; head: PageHead | undefined },
    publicUrl: string,
    data: { post?: { id: number; post: Post | null }; posts?: PostListPage },
  ): string;
}

export type PostPage = { status: 200 | 404; html: string };

export interface BlogPages {
  /** /blog/{id}; null when the build has no render bundle. */
  post(id: number): Promise<PostPage | null>;
  /** /blog itself with its first page of posts; null when the build has no render bundle. */
  list(): Promise<string | null>;
}

/**
 * The blog as server-made HTML: the same React page the browser shows, with the first page of
 * posts in the markup (their covers start loading with the page instead of after the scripts,
 * the API call and a render: the blog's largest paint) and in the page as JSON, so hydration
 * starts from it.
 *
 * /blog/{id} also has the post open over the list, with the post's head (title, description,
 * cover, BlogPosting) and its content in the markup, so a link preview or a crawler sees the
 * post without JavaScript. A post that does not exist answers 404 with the blog and its
 * "Post não encontrado." message (noindex), from where the visitor goes on to the other posts.
 *
 * /blog is rendered once per content version of the posts (every post write changes it).
 */
export function blogPages(deps: AppDeps, webDist: string, version: ContentVersion): BlogPages {
  const entryFile = join(webDist, 'ssr', 'entry-server.js');
  const shellFile = join(webDist, 'ssr', 'post-shell.html');
  // Loaded once: the bundle's page chunks import it back by its plain URL, so a second copy
  // (say, with a cache-busting query) would not share its React context. The shell is read once
  // too. A new build needs a restart, as for the API code.
  let loaded: Promise<RenderEntry> | undefined;
  const entry = () => (loaded ??= import(pathToFileURL(entryFile).href) as Promise<RenderEntry>);
  let shellHtml: string | undefined;
  const shell = () => (shellHtml ??= readFileSync(shellFile, 'utf8'));
  const available = () => existsSync(entryFile) && existsSync(shellFile);
  const firstPage = () => listPosts(deps.db, { page: 1, pageSize: BLOG_PAGE_SIZE });
  let list: { version: string; html: Promise<string> } | undefined;

  /** A blog address with the first page of posts, and for /blog/{id} the post (null: none). */
  async function render(path: string, opened?: { id: number; post: Post | null }): Promise<string> {
    const [ssr, posts] = await Promise.all([entry(), firstPage()]);
    const rendered = await ssr.renderPage(path, '', opened ? { post: opened.post, posts } : { posts });
    const head =
      opened && !opened.post && rendered.head
        ? { ...rendered.head, title: messages.post.notFound.replace(/\.$/, ''), noindex: true }
        : rendered.head;
    return ssr.fillShell(shell(), { ...rendered, head }, deps.config.PUBLIC_URL, { post: opened, posts });
  }

  return {
    async post(id) {
      if (!available()) return null;
      let post: Post | null;
      try {
        post = await getPost(deps.db, id);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
        post = null;
      }
      const html = await render(paths.post(id), { id, post });
      return { status: post ? 200 : 404, html };
    },

    async list() {
      if (!available()) return null;
      const current = await version.read();
      if (list?.version !== current) {
        const html = render(paths.blog);
        list = { version: current, html };
        // A failed render is not kept: the next request tries again.
        html.catch(() => {
          if (list?.html === html) list = undefined;
        });
      }
      return list.html;
    },
  };
}
