import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { messages } from '@vitrine/shared/messages';
import { BLOG_PAGE_SIZE } from '@vitrine/shared/constants';
import { paths } from '@vitrine/shared/routes';
import type { Post, PostListPage } from '@vitrine/shared/schemas';
import type { PageHead } from '@vitrine/shared/seo';
import type { AppDeps } from '../../deps';
import type { ContentVersion } from '../../db/content-version';
import type { MadePage } from '../../http/page-cache';
import { findPreviewPost } from './post-previews.service';
import { findPublicPost, listPosts, parsePostRef } from './posts.service';

/** What the build's server-side render bundle (apps/web/src/entry-server.tsx) offers. */
interface RenderEntry {
  renderPage(
    path: string,
    search: string,
    data?: { post?: Post | null; posts?: PostListPage; publicUrl?: string },
  ): Promise<{ html: string; head: PageHead | undefined }>;
  fillShell(
    shell: string,
    page: { html: string; head: PageHead | undefined },
    publicUrl: string,
    data: { post?: { ref: string; post: Post | null }; posts?: PostListPage },
  ): string;
}

export interface BlogPages {
  /** /blog/{slug}, and 301 from /blog/{id} or an earlier slug; null when the build has no render bundle. */
  post(ref: string): Promise<MadePage | null>;
  /** /blog itself with its first page of posts; null when the build has no render bundle. */
  list(): Promise<MadePage | null>;
  /** /blog/tag/{tag-slug}: the tag's first page (404 when it has no public post). */
  tag(tagSlug: string): Promise<MadePage | null>;
  /** /blog/previa/{token}: the draft as its public page will look (404 for a dead link). */
  preview(token: string): Promise<{ status: 200 | 404; html: string } | null>;
}

const HTML = 'text/html; charset=utf-8';
/**
 * Stands for the address in the one "not found" page rendered per content version: a valid slug
 * that no post can have (slugs are made from titles, which are not 40 random letters). Addresses
 * are slugs or ids, letters, digits and hyphens, which read the same in HTML, in a URL and in
 * JSON, so writing the address over it gives the bytes a render of that address would.
 */
const MISSING_REF = 'qzxv-unknown-address-kept-apart-4f9c2e7ab1';
/** A name with none of the placeholder's letters in an order a post or tag could reach. */
const MISSING_TAG = 'qzxv-unknown-tag-kept-apart-4f9c2e7ab1';

/**
 * The blog as server-made HTML: the same React page the browser shows, with the first page of
 * posts in the markup (their covers start loading with the page instead of after the scripts,
 * the API call and a render: the blog's largest paint) and in the page as JSON, so hydration
 * starts from it.
 *
 * /blog/{slug} also has the post open over the list, with the post's head (title, description,
 * cover, BlogPosting) and its content in the markup, so a link preview or a crawler sees the
 * post without JavaScript. A post that does not exist (or is not public yet) answers 404 with
 * the blog and its "Post não encontrado." message (noindex), from where the visitor goes on to
 * the other posts. /blog/{id} and earlier slugs answer 301 to the current slug.
 *
 * Nothing here is kept but the "not found" pages: the page cache (http/page-cache.ts) keeps every
 * page per content version. A visitor naming addresses that do not exist costs no render: the
 * "not found" page of an unknown post or tag is rendered once per content version, and each
 * address is written into a copy of it.
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
  const firstPage = (tag?: string) => listPosts(deps.db, { page: 1, pageSize: BLOG_PAGE_SIZE, tag, now: deps.now() });
  /** A blog address with a first page of posts, and for a post's address the post (null: none). */
  async function render(
    path: string,
    opened?: { ref: string; post: Post | null },
    posts?: PostListPage,
  ): Promise<string> {
    const [ssr, list] = await Promise.all([entry(), posts ?? firstPage()]);
    const publicUrl = deps.config.PUBLIC_URL;
    const page = await ssr.renderPage(
      path,
      '',
      opened ? { post: opened.post, posts: list, publicUrl } : { posts: list, publicUrl },
    );
    const head =
      opened && !opened.post && page.head
        ? { ...page.head, title: messages.post.notFound.replace(/\.$/, ''), noindex: true }
        : page.head;
    return ssr.fillShell(shell(), { ...page, head }, publicUrl, { post: opened, posts: list });
  }

  const notFoundPage = notFoundPages(version);
  const page = (status: 200 | 404, html: string | Buffer, lastModified?: Date): MadePage => ({
    status,
    body: html,
    type: HTML,
    lastModified,
  });

  return {
    async post(ref) {
      if (!available()) return null;
      const parsed = parsePostRef(ref);
      const found = parsed && (await findPublicPost(deps.db, parsed, deps.now()));
      if (found && !found.current) return { status: 301, body: '', type: HTML, location: paths.post(found.post.slug) };
      if (!found) {
        const template = await notFoundPage('post', MISSING_REF, () =>
          render(paths.post(MISSING_REF), { ref: MISSING_REF, post: null }),
        );
        return page(404, fill(template, ref));
      }
      const html = await render(paths.post(ref), { ref, post: found.post });
      return page(200, html);
    },

    async list() {
      if (!available()) return null;
      return page(200, await render(paths.blog));
    },

    async tag(tagSlug) {
      if (!available()) return null;
      const posts = await firstPage(tagSlug);
      if (posts.total > 0) return page(200, await render(paths.tag(tagSlug), undefined, posts));
      const template = await notFoundPage('tag', MISSING_TAG, () => render(paths.tag(MISSING_TAG), undefined, posts));
      return page(404, fill(template, tagSlug));
    },

    async preview(token) {
      if (!available()) return null;
      const post = (await findPreviewPost(deps.db, token, deps.now())) ?? null;
      const html = await render(paths.postPreview(token), { ref: token, post });
      return { status: post ? 200 : 404, html };
    },
  };
}

/**
 * One render per content version of a "not found" page, shared by every address (a failed
 * render is forgotten), kept as bytes cut where the address goes: each unknown address then
 * costs one concatenation, not two copies of a 70 kB string (a stream of made-up addresses
 * is mostly garbage for the collector otherwise).
 */
function notFoundPages(version: ContentVersion) {
  const missing = new Map<string, { version: string; parts: Promise<Buffer[]> }>();
  return async (kind: string, placeholder: string, make: () => Promise<string>): Promise<Buffer[]> => {
    const current = await version.read();
    let kept = missing.get(kind);
    if (kept?.version !== current) {
      const parts = make().then((html) => html.split(placeholder).map((part) => Buffer.from(part)));
      kept = { version: current, parts };
      missing.set(kind, kept);
      parts.catch(() => {
        if (missing.get(kind)?.parts === parts) missing.delete(kind);
      });
    }
    return kept.parts;
  };
}

/** The "not found" page with `address` where its placeholder was (addresses are slugs: nothing to escape). */
function fill(parts: Buffer[], address: string): Buffer {
  const bytes = Buffer.from(address);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [bytes, part])));
}
