/**
 * The one route table (docs/PRODUCT.md §2 and the admin screens). The server uses it to pick
 * the prerendered page for a path, to answer 301 for paths outside it, to frame only the
 * onboarding guide and to write links in mail; the public SPA and the admin route from it.
 * No other file writes a route string.
 */
export const MANAGEMENT_SOLUTIONS = ['hcm', 'erp', 'gas'] as const;
export const LOGISTICS_SOLUTIONS = [
  'ai-logistics',
  'confirma-facil',
  'gestao-frotas',
  'gestao-volumes',
  'lms',
  'roteirizador',
  'tms-embarcador',
  'tms-transportadora',
  'torre-controle',
  'tracking-pedidos',
  'wms',
  'yms',
] as const;

export type ManagementSolution = (typeof MANAGEMENT_SOLUTIONS)[number];
export type LogisticsSolution = (typeof LOGISTICS_SOLUTIONS)[number];

/** What each solution is called in menus and cards (its page's own heading says the same). */
export const MANAGEMENT_TITLES: Record<ManagementSolution, string> = { hcm: 'HCM', erp: 'ERP', gas: 'GAS' };
export const LOGISTICS_TITLES: Record<LogisticsSolution, string> = {
  'ai-logistics': 'AI Logistics',
  'confirma-facil': 'Confirma Fácil',
  'gestao-frotas': 'Gestão de Frotas',
  'gestao-volumes': 'Gestão de Volumes',
  lms: 'LMS',
  roteirizador: 'Roteirizador',
  'tms-embarcador': 'TMS Embarcador',
  'tms-transportadora': 'TMS Transportadora',
  'torre-controle': 'Torre de Controle',
  'tracking-pedidos': 'Tracking de Pedidos',
  wms: 'WMS',
  yms: 'YMS',
};

/** Public pages (the site and the onboarding guide). */
export const paths = {
  home: '/',
  /** The old home address: the SPA and the server send it to `/`. */
  legacyHome: '/home',
  solutions: '/solucoes',
  management: '/solucoes/sistemas-gestao',
  managementSolution: (id: ManagementSolution) => `/solucoes/sistemas-gestao/${id}`,
  logistics: '/solucoes/sistemas-logistica',
  logisticsSolution: (id: LogisticsSolution) => `/solucoes/sistemas-logistica/${id}`,
  consulting: '/solucoes/consultoria',
  partners: '/parcerias',
  blog: '/blog',
  /** A post's address is its slug; `/blog/{id}` and earlier slugs answer 301 to it. */
  post: (slug: number | string) => `/blog/${slug}`,
  /** A tag's published posts. */
  tag: (tagSlug: string) => `/blog/tag/${tagSlug}`,
  /** A draft as it will look, for whoever holds the link. */
  postPreview: (token: string) => `/blog/previa/${token}`,
  blogRss: '/blog/rss.xml',
  privacy: '/politica-privacidade',
  lgpd: '/lgpd',
  cancelNewsletter: '/cancelar-newsletter',
  /** Double opt-in: the confirmation mail's link; a button POSTs the token. */
  confirmNewsletter: '/confirmar-newsletter',
  /** Everything under it but the guide goes to `/`. */
  employeeArea: '/colaborador',
  onboarding: '/colaborador/onboarding',
  login: '/login',
  admin: '/admin',
} as const;

/** wouter patterns for the parametrised public pages. */
export const patterns = {
  managementSolution: `${paths.management}/:id`,
  logisticsSolution: `${paths.logistics}/:id`,
  post: `${paths.blog}/:postId`,
  tag: `${paths.blog}/tag/:tagSlug`,
  postPreview: `${paths.blog}/previa/:previewToken`,
  employeeArea: `${paths.employeeArea}/*`,
} as const;

/** Admin screens, relative to the router's base (the browser's path or the desktop's hash). */
export const adminPaths = {
  login: paths.login,
  home: paths.admin,
  users: `${paths.admin}/usuarios`,
  password: `${paths.admin}/senha`,
  posts: `${paths.admin}/posts`,
  newPost: `${paths.admin}/posts/novo`,
  post: (id: number | string) => `${paths.admin}/posts/${id}`,
  postPattern: `${paths.admin}/posts/:id`,
  contacts: `${paths.admin}/contatos`,
  contact: (id: number | string) => `${paths.admin}/contatos/${id}`,
  /** One route for the list and one contact, so opening a contact keeps the grid. */
  contactPattern: `${paths.admin}/contatos/:id?`,
  /** Data-subject requests, exports and retention (Admin only). */
  privacy: `${paths.admin}/privacidade`,
  /** The audit log (Admins). */
  audit: `${paths.admin}/auditoria`,
  /** The mail outbox (Admins). */
  mailQueue: `${paths.admin}/fila-emails`,
  /** Newsletter campaigns (Admin and Marketing). */
  newsletter: `${paths.admin}/newsletter`,
  /** Old addresses answered with 301 (staff). */
  redirects: `${paths.admin}/redirecionamentos`,
  /** Moving in from WordPress (Admins). */
  wordpressImport: `${paths.admin}/importar-wordpress`,
  /** Search synonyms (Admins). */
  searchSynonyms: `${paths.admin}/sinonimos-busca`,
  /** Webhook endpoints and their deliveries (Admins). */
  integrations: `${paths.admin}/integracoes`,
  any: `${paths.admin}/*`,
} as const;

/** The screen names the admin puts in the tab ("Posts · Administração"). */
export const ADMIN_TITLE_SUFFIX = 'Administração';
export const adminTitles = {
  login: 'Entrar',
  home: 'Início',
  users: 'Usuários',
  password: 'Alterar senha',
  posts: 'Posts',
  newPost: 'Novo post',
  post: 'Editar post',
  contacts: 'Contatos',
  privacy: 'Privacidade (LGPD)',
  audit: 'Auditoria',
  mailQueue: 'Fila de e-mails',
  newsletter: 'Newsletter',
  redirects: 'Redirecionamentos',
  wordpressImport: 'Importar do WordPress',
  searchSynonyms: 'Sinônimos da busca',
  integrations: 'Integrações',
} as const;

export function adminDocumentTitle(screen: string): string {
  return `${screen} · ${ADMIN_TITLE_SUFFIX}`;
}

/** Which og:image a page shares (one 1200×630 picture per family, built from our SVG). */
export const PAGE_FAMILIES = ['home', 'solutions', 'management', 'logistics', 'consulting', 'blog', 'company'] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number];

export function ogImagePath(family: PageFamily): string {
  return `/og/${family}.png`;
}

export interface PublicPage {
  path: string;
  /** A variant of the same page chosen by a query (`lang=en`), prerendered to its own file. */
  query?: string;
  /** Short name for breadcrumbs and the sitemap. */
  name: string;
  family: PageFamily;
  /** Listed in the sitemap and open to crawlers. */
  indexable: boolean;
  /** The catalogue pages above it, for BreadcrumbList (home is implicit). */
  parents: string[];
}

const catalogue = (path: string, name: string, family: PageFamily, parents: string[]): PublicPage => ({
  path,
  name,
  family,
  indexable: true,
  parents,
});

/** Every public page with a fixed address: each is prerendered to its own HTML file. */
export const publicPages: readonly PublicPage[] = [
  { path: paths.home, name: 'Início', family: 'home', indexable: true, parents: [] },
  catalogue(paths.solutions, 'Soluções', 'solutions', []),
  catalogue(paths.management, 'Sistemas de gestão', 'management', [paths.solutions]),
  ...MANAGEMENT_SOLUTIONS.map((id) =>
    catalogue(paths.managementSolution(id), MANAGEMENT_TITLES[id], 'management', [paths.solutions, paths.management]),
  ),
  catalogue(paths.logistics, 'Sistemas para logística', 'logistics', [paths.solutions]),
  ...LOGISTICS_SOLUTIONS.map((id) =>
    catalogue(paths.logisticsSolution(id), LOGISTICS_TITLES[id], 'logistics', [paths.solutions, paths.logistics]),
  ),
  catalogue(paths.consulting, 'Consultoria', 'consulting', [paths.solutions]),
  { path: paths.partners, name: 'Parcerias', family: 'company', indexable: true, parents: [] },
  { path: paths.blog, name: 'Blog', family: 'blog', indexable: true, parents: [] },
  { path: paths.privacy, name: 'Política de Privacidade', family: 'company', indexable: true, parents: [] },
  {
    path: paths.privacy,
    query: 'lang=en',
    name: 'Privacy Policy',
    family: 'company',
    indexable: true,
    parents: [],
  },
  { path: paths.lgpd, name: 'LGPD', family: 'company', indexable: true, parents: [] },
  // A page reached from a mail link with a one-time token: nothing for a search engine.
  { path: paths.cancelNewsletter, name: 'Cancelar newsletter', family: 'company', indexable: false, parents: [] },
  { path: paths.confirmNewsletter, name: 'Confirmar newsletter', family: 'company', indexable: false, parents: [] },
  // Shown inside the partner platform to employees only.
  { path: paths.onboarding, name: 'Guia de integração', family: 'company', indexable: false, parents: [] },
];

export function pageName(path: string): string | undefined {
  return publicPages.find((page) => page.path === path && !page.query)?.name;
}

/**
 * The file a prerendered page is written to inside the site build, relative to it:
 * `/` → `index.html`, `/solucoes` → `solucoes/index.html`, `?lang=en` → `…/index.lang-en.html`.
 */
export function prerenderedFile(page: Pick<PublicPage, 'path' | 'query'>): string {
  const folder = page.path === '/' ? '' : `${page.path.slice(1)}/`;
  const variant = page.query ? `.${page.query.replace(/[^a-z0-9]+/gi, '-')}` : '';
  return `${folder}index${variant}.html`;
}

/** What the server does with a path outside /api and the build's own files. */
export type PathKind =
  | { kind: 'page'; page: PublicPage }
  /** `/blog/{slug}` or the old `/blog/{id}`: the server tells which post, or answers 301 or 404. */
  | { kind: 'post'; ref: string }
  | { kind: 'tag'; tagSlug: string }
  | { kind: 'preview'; token: string }
  | { kind: 'app' }
  | { kind: 'unknown' };

const POST_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const TAG_PATH = /^\/blog\/tag\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const PREVIEW_PATH = /^\/blog\/previa\/([\w-]{20,100})$/;

/**
 * Classifies a request path (and its query, for page variants). A trailing slash is ignored.
 * `app` is the admin and login, rendered only in the browser.
 */
export function classifyPath(rawPath: string, search = ''): PathKind {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const query = new URLSearchParams(search);
  const matches = publicPages.filter((page) => page.path === path);
  if (matches.length > 0) {
    const variant = matches.find((page) => page.query && isSubsetQuery(page.query, query));
    return { kind: 'page', page: variant ?? matches.find((page) => !page.query)! };
  }
  const tag = TAG_PATH.exec(path);
  if (tag) return { kind: 'tag', tagSlug: tag[1]! };
  const preview = PREVIEW_PATH.exec(path);
  if (preview) return { kind: 'preview', token: preview[1]! };
  const post = POST_PATH.exec(path);
  if (post && post[1] !== 'tag' && post[1] !== 'previa') return { kind: 'post', ref: post[1]! };
  if (path === paths.login || path === paths.admin || path.startsWith(`${paths.admin}/`)) return { kind: 'app' };
  return { kind: 'unknown' };
}

function isSubsetQuery(wanted: string, actual: URLSearchParams): boolean {
  return wanted.split('&').every((pair) => {
    const [key = '', value = ''] = pair.split('=');
    return actual.get(key) === value;
  });
}

/** Absolute address on the deployment (`PUBLIC_URL` without a trailing slash). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
