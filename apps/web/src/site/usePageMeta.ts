import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  documentTitle,
  headForPath,
  headForPost,
  headMetaRows,
  jsonLdText,
  PUBLIC_URL_PLACEHOLDER,
  type PageHead,
  type PostForHead,
} from '@vitrine/shared/seo';
import { absoluteUrl } from '@vitrine/shared/routes';
import { useServerRender } from './head/HeadContext';

/**
 * A page's head: title ("Página | Alvorada"), description, canonical, Open Graph and Twitter
 * tags and JSON-LD. The route table supplies the canonical path, the share image and noindex.
 * While prerendering, the head is handed to the render (no effects run there); in the browser
 * the same rows are rewritten on every navigation.
 */
export function usePageMeta(
  title: string | null,
  description?: string,
  post?: PostForHead,
  options: { preview?: boolean } = {},
): void {
  const [location] = useLocation();
  const search = useSearch();
  const server = useServerRender();
  const head = (publicUrl: string): PageHead =>
    post ? headForPost(publicUrl, post, options) : headForPath(publicUrl, location, search, title, description);
  if (server) server.head = head(PUBLIC_URL_PLACEHOLDER);

  const key = JSON.stringify([location, search, title, description, post, options.preview]);
  useEffect(() => {
    applyHead(head(currentPublicUrl()));
    // `key` stands for every input of the head.
  }, [key]);
}

/** The deployment's address, as the server wrote it into the canonical link (the page's own origin otherwise). */
function currentPublicUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    if (canonical?.href) return new URL(canonical.href).origin;
  } catch {
    // fall through to the page's origin
  }
  return window.location.origin;
}

function applyHead(head: PageHead): void {
  const publicUrl = currentPublicUrl();
  document.title = documentTitle(head.title);
  for (const [attribute, key, content] of headMetaRows(head, publicUrl)) {
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      document.head.appendChild(meta);
    }
    meta.content = content;
  }
  for (const stale of ['og:image:width', 'og:image:height', 'article:published_time']) {
    if (!headMetaRows(head, publicUrl).some(([, key]) => key === stale)) {
      document.head.querySelector(`meta[property="${stale}"]`)?.remove();
    }
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = absoluteUrl(publicUrl, head.path);
  document.head.querySelectorAll('script[type="application/ld+json"][data-head]').forEach((el) => el.remove());
  for (const data of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.head = '';
    script.textContent = jsonLdText(data);
    document.head.appendChild(script);
  }
}
