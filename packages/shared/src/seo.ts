import { brand } from './brand';
import { absoluteUrl, classifyPath, ogImagePath, paths, publicPages, type PageFamily } from './routes';

/**
 * What a page says about itself in the document head, shared by the build's prerender, the
 * server's post pages and the browser's navigation: one description, three writers.
 */

/**
 * Written into prerendered pages where the deployment's address goes; the server replaces it
 * with PUBLIC_URL as it serves them, so one build serves any deployment.
 */
export const PUBLIC_URL_PLACEHOLDER = '%%VITRINE_PUBLIC_URL%%';

/** The site's own description, for pages that have nothing more specific. */
export const SITE_DESCRIPTION = `${brand.companyName}: sistemas de gestão (HCM, ERP, GAS), sistemas para logística e consultoria para empresas de todo o Brasil desde ${brand.foundedYear}.`;

export const SITE_NAME = `${brand.companyName} Sistemas`;

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** The page's own name; null is the home page. */
  title: string | null;
  description: string;
  /** Canonical path (with a variant's query, never a search or token). */
  path: string;
  /** og:image path or absolute URL, 1200×630. */
  image: string;
  imageAlt?: string;
  type: 'website' | 'article';
  noindex: boolean;
  jsonLd: JsonLd[];
  /** BlogPosting dates, for article:published_time. */
  publishedAt?: string;
}

/** "Página | Alvorada"; the home page "Alvorada — slogan"; never the brand twice. */
export function documentTitle(title: string | null): string {
  if (!title) return `${brand.companyName} — ${brand.slogan}`;
  return title.includes(brand.companyName) ? title : `${title} | ${brand.companyName}`;
}

export function organizationJsonLd(publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: brand.legalName,
    url: absoluteUrl(publicUrl, paths.home),
    logo: absoluteUrl(publicUrl, '/icons/icon-512.png'),
    foundingDate: String(brand.foundedYear),
    email: brand.email,
    telephone: brand.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.street,
      addressLocality: brand.address.city,
      addressRegion: brand.address.state,
      postalCode: brand.address.postalCode,
      addressCountry: 'BR',
    },
    sameAs: Object.values(brand.social),
  };
}

export function breadcrumbJsonLd(publicUrl: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(publicUrl, item.path),
    })),
  };
}

export interface PostForHead {
  id: number;
  /** The post's address is /blog/{slug}. */
  slug: string;
  title: string;
  description: string;
  created_at: string;
  /** When it went public; older answers without it fall back to created_at. */
  publish_at?: string | null;
  updated_at?: string | null;
  /** The cover's URL (path or absolute). */
  image?: string;
}

export function blogPostingJsonLd(publicUrl: string, post: PostForHead): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.publish_at ?? post.created_at,
    dateModified: post.updated_at ?? post.created_at,
    mainEntityOfPage: absoluteUrl(publicUrl, paths.post(post.slug)),
    url: absoluteUrl(publicUrl, paths.post(post.slug)),
    ...(post.image ? { image: toAbsolute(publicUrl, post.image) } : {}),
    inLanguage: 'pt-BR',
    author: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(publicUrl, paths.home) },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absoluteUrl(publicUrl, '/icons/icon-512.png') },
    },
  };
}

/**
 * The head of a page in the route table (or the nearest one: a blog search is the blog):
 * canonical, family image, noindex and JSON-LD come from the table; title and description
 * from the page itself.
 */
export function headForPath(
  publicUrl: string,
  path: string,
  search: string,
  title: string | null,
  description: string | undefined,
): PageHead {
  const target = classifyPath(path, search);
  const page = target.kind === 'page' ? target.page : undefined;
  const inBlog = target.kind === 'post' || target.kind === 'tag' || target.kind === 'preview';
  const family: PageFamily = page?.family ?? (inBlog ? 'blog' : 'home');
  const canonical = page ? page.path + (page.query ? `?${page.query}` : '') : path;
  const jsonLd: JsonLd[] = [];
  if (page?.path === paths.home) jsonLd.push(organizationJsonLd(publicUrl));
  if (page && page.parents.length > 0) {
    const trail = [paths.home, ...page.parents].map((p) => ({ name: pageNameOf(p), path: p }));
    jsonLd.push(breadcrumbJsonLd(publicUrl, [...trail, { name: page.name, path: page.path }]));
  }
  return {
    title,
    description: description ?? SITE_DESCRIPTION,
    path: canonical,
    image: ogImagePath(family),
    type: 'website',
    // A preview link is for the people holding it, never for search engines.
    noindex: page ? !page.indexable : target.kind === 'preview',
    jsonLd,
  };
}

/** The head of a blog post's own page; a preview of a draft carries noindex and no JSON-LD. */
export function headForPost(publicUrl: string, post: PostForHead, options: { preview?: boolean } = {}): PageHead {
  return {
    title: post.title,
    description: post.description,
    path: paths.post(post.slug),
    image: post.image ?? ogImagePath('blog'),
    imageAlt: post.title,
    type: 'article',
    noindex: options.preview === true,
    jsonLd: options.preview ? [] : [blogPostingJsonLd(publicUrl, post)],
    publishedAt: post.publish_at ?? post.created_at,
  };
}

function pageNameOf(path: string): string {
  return publicPages.find((p) => p.path === path && !p.query)?.name ?? path;
}

export function toAbsolute(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : absoluteUrl(publicUrl, pathOrUrl);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/ld+json">: `<` escaped so no text can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The meta elements a head carries, as [attribute, key, content] rows (the browser updates the same rows). */
export function headMetaRows(head: PageHead, publicUrl: string): ['name' | 'property', string, string][] {
  const url = absoluteUrl(publicUrl, head.path);
  const image = toAbsolute(publicUrl, head.image);
  const title = documentTitle(head.title);
  const rows: ['name' | 'property', string, string][] = [
    ['name', 'description', head.description],
    ['name', 'robots', head.noindex ? 'noindex, nofollow' : 'index, follow'],
    ['property', 'og:type', head.type],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', head.imageAlt ?? title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
  ];
  // Family pictures are drawn at 1200×630; a post's cover has its own size.
  if (!/^https?:/.test(head.image) && head.image.startsWith('/og/')) {
    rows.push(['property', 'og:image:width', '1200'], ['property', 'og:image:height', '630']);
  }
  if (head.publishedAt) rows.push(['property', 'article:published_time', head.publishedAt]);
  return rows;
}

/** The head as HTML, for the prerender and the server's post pages. */
export function headHtml(head: PageHead, publicUrl: string): string {
  const lines = [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    ...headMetaRows(head, publicUrl).map(
      ([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(absoluteUrl(publicUrl, head.path))}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-head>${jsonLdText(data)}</script>`),
  ];
  return lines.join('\n    ');
}
