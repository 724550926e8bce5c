import { searchFromUrl, searchToUrl } from '@vitrine/shared/format';
import { paths } from '@vitrine/shared/routes';

/**
 * The blog keeps its state in the address so every list view and every post can be
 * shared: /blog?search=gestao_de_pessoas&page=2 and /blog/42?search=... (the post modal
 * over that list).
 */
export interface BlogQuery {
  search: string;
  page: number;
}

export function parseBlogQuery(queryString: string): BlogQuery {
  const params = new URLSearchParams(queryString.startsWith('?') ? queryString.slice(1) : queryString);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { search: searchFromUrl(params.get('search')), page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** '?search=...&page=N' or '' — spaces become underscores, page 1 and an empty search are left out. */
function blogQueryString({ search, page }: Partial<BlogQuery>): string {
  const parts: string[] = [];
  const term = searchToUrl(search ?? '');
  // encodeURIComponent keeps '_' as it is, so the address reads /blog?search=gestao_de_pessoas.
  if (term) parts.push(`search=${encodeURIComponent(term)}`);
  if (page && page > 1) parts.push(`page=${page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function blogListUrl(query: Partial<BlogQuery> = {}): string {
  return `${paths.blog}${blogQueryString(query)}`;
}

/** A new search always starts on page 1; a search of only spaces is no search (/blog). */
export function blogSearchUrl(term: string): string {
  return blogListUrl({ search: term, page: 1 });
}

/** A post over the list it was opened from: /blog/{slug}?search=… */
export function postUrl(slug: string, query: Partial<BlogQuery> = {}): string {
  return `${paths.post(slug)}${blogQueryString(query)}`;
}

/** A tag's page, at a page of its list: /blog/tag/{tag-slug}?page=2 */
export function tagUrl(tagSlug: string, page = 1): string {
  return `${paths.tag(tagSlug)}${blogQueryString({ page })}`;
}

/**
 * The addresses the blog's island renders in place (islands/registry.ts): the list, its search
 * and pages, a tag's posts, and a post over the list. A preview loads its own page.
 */
export function isBlogPath(path: string): boolean {
  return path === paths.blog || (path.startsWith(`${paths.blog}/`) && !path.startsWith(`${paths.blog}/previa/`));
}
