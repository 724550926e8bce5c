import { brand } from '@vitrine/shared/brand';
import type { Post } from '@vitrine/shared/schemas';
import { absoluteUrl, adminPaths, paths, publicPages } from '@vitrine/shared/routes';
import { SITE_DESCRIPTION, SITE_NAME, toAbsolute } from '@vitrine/shared/seo';
import type { Db } from '../../db/database';
import { slugify } from '@vitrine/shared/publishing';
import { listPosts } from '../posts/posts.service';

/** RSS carries the latest posts (20). */
const RSS_ITEMS = 20;

/**
 * Text as XML character data. Characters XML 1.0 does not allow at all (C0 controls but tab and
 * line breaks, U+FFFE/U+FFFF, unpaired surrogates) are left out: escaping cannot make them valid,
 * and one such character in a stored title made the whole feed unreadable.
 */
const xml = (text: string) =>
  text
    .replace(
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is left out
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * Crawlers: the whole public site, never the back-office, the login, the API or the employee
 * area. No `Allow: /`: everything not disallowed is allowed anyway, and parsers that take the
 * first matching line (Python's robotparser, many simple bots) would read it as allowing all.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${adminPaths.home}`,
    `Disallow: ${paths.login}`,
    'Disallow: /api',
    `Disallow: ${paths.employeeArea}/`,
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * sitemaps.org 0.9: every indexable page of the route table, every public post at its slug and
 * every tag page of a public post, with lastmod. Public at `now` (drafts, scheduled posts and
 * previews never appear).
 */
export async function sitemapXml(db: Db, publicUrl: string, builtAt: Date, now: Date): Promise<string> {
  const { posts } = await listPosts(db, { now });
  const newest = posts[0]?.updated_at;
  // Each tag once, dated by its newest post (the list is newest first).
  const tags = new Map<string, string>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = slugify(tag.label);
      if (slug && !tags.has(slug)) tags.set(slug, post.updated_at);
    }
  }
  const pageDate = builtAt.toISOString();
  const urls = [
    ...publicPages
      .filter((page) => page.indexable)
      .map((page) => ({
        loc: absoluteUrl(publicUrl, page.path + (page.query ? `?${page.query}` : '')),
        lastmod: page.path === paths.blog && newest ? newest : pageDate,
      })),
    ...posts.map((post) => ({ loc: absoluteUrl(publicUrl, paths.post(post.slug)), lastmod: post.updated_at })),
    ...[...tags].map(([slug, lastmod]) => ({ loc: absoluteUrl(publicUrl, paths.tag(slug)), lastmod })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${xml(u.loc)}</loc><lastmod>${xml(u.lastmod)}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

function coverOf(post: Pick<Post, 'images'>): string | undefined {
  return post.images.find((image) => image.id === 1)?.url;
}

/** RSS 2.0 (channel title, link, description; each item title, link, description, guid, pubDate). */
export async function rssXml(db: Db, publicUrl: string, now: Date): Promise<string> {
  const { posts } = await listPosts(db, { page: 1, pageSize: RSS_ITEMS, now });
  const blog = absoluteUrl(publicUrl, paths.blog);
  const items = posts.map((post) => {
    const link = absoluteUrl(publicUrl, paths.post(post.slug));
    const cover = coverOf(post);
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <description>${xml(post.description)}</description>`,
      `      <pubDate>${new Date(post.publish_at ?? post.created_at).toUTCString()}</pubDate>`,
      ...post.tags.map((tag) => `      <category>${xml(tag.label)}</category>`),
      ...(cover ? [`      <enclosure url="${xml(toAbsolute(publicUrl, cover))}" length="0" type="image/*" />`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(`Blog | ${SITE_NAME}`)}</title>`,
    `    <link>${xml(blog)}</link>`,
    `    <description>${xml(SITE_DESCRIPTION)}</description>`,
    '    <language>pt-BR</language>',
    `    <copyright>${xml(brand.legalName)}</copyright>`,
    `    <atom:link href="${xml(absoluteUrl(publicUrl, paths.blogRss))}" rel="self" type="application/rss+xml" />`,
    ...(posts[0] ? [`    <lastBuildDate>${new Date(posts[0].updated_at).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
