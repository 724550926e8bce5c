import { SEARCH_COUNT_CAP } from '@vitrine/shared/constants';
import { slugify } from '@vitrine/shared/publishing';

/**
 * The rows `npm run bench` measures (bench.ts runs them): which paths each asks for, on which
 * server, for how long and with how many connections.
 */

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const EXTRA_SECONDS = Number(process.env.BENCH_EXTRA_SECONDS ?? 5);
export const BARE_PATH = '/__bench/bare';
/** The public list with as many drafts and scheduled posts as published ones. */
export const HIDDEN_POSTS = 1000;

export interface Scenario {
  name: string;
  /** One path, or several that each connection cycles through. */
  paths: string[];
  /**
   * Instead of each connection cycling through `paths` on its own, every request takes the next
   * path from one counter shared by all connections: a path comes back only after all the
   * others were asked, which defeats caches smaller than the list (the uncached search row).
   */
  sharedCycle?: boolean;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** The answer every request should get (304 for revalidations); 2xx by default. */
  status?: number;
  /** Which server answers it (see SERVERS); the main one by default. */
  server?: string;
  seconds: number;
  /** An acceptance row judged by its ratio to the bare route: also measured in pairs (pairedRatio). */
  paired?: boolean;
  /** Concurrent connections for this row (BENCH_CONNECTIONS otherwise): 1 measures one visitor's wait. */
  connections?: number;
  /** Measured again on PostgreSQL (measurePostgres). */
  postgres?: boolean;
}

/** Which list page the scale rows compare: the blog's first page. */
export const LIST_PAGE = '/api/posts?page=1&pageSize=3';
export const SCALE_POSTS = [100, 10_000];

/**
 * Words a visitor might search the bench corpus for: from its titles and tags, from the body
 * text only (bench-seed.ts SENTENCES), and a few found nowhere.
 */
const SEARCH_WORDS = (
  'wms armazem separacao esocial folha pagamento prazos erp industria integracao tms transportadoras frete ' +
  'lgpd empresa gestao pessoas dados patio logistica tecnologia planejamento inventario roteirizacao docas ' +
  'implantacao cadastro usuarios relatorios retrabalho treinamentos fiscal piloto indicadores nuvem filiais ' +
  'blockchain drones criptomoeda metaverso'
).split(' ');

/**
 * The uncached search row's queries: every word alone, then every pair (`_` for the space, as the
 * site writes it), 820 searches in all. The list is longer than the read caches (500 entries
 * each, oldest out first) and the row asks it in order across all connections, so no answer is
 * ever served from a cache of answers: each request parses, ranks and builds its body (the posts
 * found are read once per content version, search.service.ts).
 */
export function uncachedSearchPaths(): string[] {
  const searches = [...SEARCH_WORDS];
  for (let i = 0; i < SEARCH_WORDS.length; i++) {
    for (let j = i + 1; j < SEARCH_WORDS.length; j++) searches.push(`${SEARCH_WORDS[i]}_${SEARCH_WORDS[j]}`);
  }
  return searches.map((search) => `/api/posts?search=${search}&page=1&pageSize=3`);
}

/**
 * Searches that each match a few posts: a title's part number ("parte 123": every title but the
 * first seven has "parte", and seven share each number; bench-seed.ts). 1,000 of them, asked
 * like the row above.
 */
export function selectiveSearchPaths(): string[] {
  return Array.from({ length: 1000 }, (_, i) => `/api/posts?search=parte_${i + 2}&page=1&pageSize=3`);
}

/**
 * A broad word (found in most of the 10,000 posts), uncached: the same search asked for 1,000
 * different pages, so no answer repeats within the read caches; every request scores all its
 * matches. A search serves its best SEARCH_COUNT_CAP posts only, so the pages are those within
 * them, in pages of 3 posts (the blog's), then of 4, 5, … until there are 1,000 of them.
 */
export function broadSearchPaths(): string[] {
  const paths: string[] = [];
  for (let size = 3; paths.length < 1000; size++) {
    for (let page = 1; page * size <= SEARCH_COUNT_CAP && paths.length < 1000; page++) {
      paths.push(`/api/posts?search=gestao&page=${page}&pageSize=${size}`);
    }
  }
  return paths;
}

/**
 * What the search box asks while a visitor types: every prefix (2 letters on) of each search
 * word, alone and after another word, over 1,000 distinct texts, so none is served from a cache.
 */
export function suggestionPaths(): string[] {
  const prefixes = SEARCH_WORDS.flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)),
  );
  const texts = [...prefixes];
  for (let i = 0; texts.length < 1000; i++)
    texts.push(`${SEARCH_WORDS[i % SEARCH_WORDS.length]} ${prefixes[i % prefixes.length]}`);
  return texts.map((text) => `/api/posts/sugestoes?q=${encodeURIComponent(text)}`);
}

/** The search rows measured on PostgreSQL at 10,000 posts, one connection each (measurePostgres). */
export function postgresSearchRows(): Scenario[] {
  return [
    {
      name: 'GET /api/posts?search=gestao&page=N&pageSize=3…7 (broad, 1,000 pages within the cap, uncached) at 10,000 posts, 1 connection',
      paths: broadSearchPaths(),
      sharedCycle: true,
      seconds: SECONDS,
      connections: 1,
    },
    {
      name: `GET /api/posts?search=…&page=1&pageSize=3 (${uncachedSearchPaths().length} searches, uncached) at 10,000 posts, 1 connection`,
      paths: uncachedSearchPaths(),
      sharedCycle: true,
      seconds: SECONDS,
      connections: 1,
    },
    {
      name: 'GET /api/posts/sugestoes?q=… (1,000 texts as typed, uncached) at 10,000 posts, 1 connection',
      paths: suggestionPaths(),
      sharedCycle: true,
      seconds: SECONDS,
      connections: 1,
    },
  ];
}

/**
 * The pages a visitor lands on, as a browser asks for them (brotli): an article, the blog, a tag
 * page and the home page, each kept per content version and replayed (http/page-cache.ts).
 */
export function pageRows(slug: string, tagSlug: string): Scenario[] {
  const br = { 'accept-encoding': 'br, gzip' };
  return [
    { name: `GET /blog/{slug} (article page, br)`, paths: [`/blog/${slug}`] },
    { name: 'GET /blog (br)', paths: ['/blog'] },
    { name: `GET /blog/tag/${tagSlug} (br)`, paths: [`/blog/tag/${tagSlug}`] },
    { name: 'GET / (prerendered, br)', paths: ['/'] },
  ].map((row) => ({ ...row, headers: br, seconds: SECONDS, paired: true, postgres: true }));
}

/** What the rows need from the running main server: its newest post, its cover and the list's tag. */
export interface BenchContext {
  /** POSTS ids spread evenly (GET /api/posts/{id} rotates among them). */
  ids: number[];
  newest: { slug: string; tags: Array<{ label: string }>; images: Array<{ url: string }> };
  phoneCover: { url: string; width: number };
  listEtag: string;
  hasSite: boolean;
  posts: number;
}

/** The acceptance rows (SECONDS each); the first, the bare route, is what the ratios divide by. */
function requiredRows({ ids, newest, phoneCover, listEtag, hasSite, posts }: BenchContext): Scenario[] {
  return [
    { name: `GET ${BARE_PATH} (bare Hono)`, paths: [BARE_PATH], seconds: SECONDS },
    { name: `GET ${LIST_PAGE} (cached)`, paths: [LIST_PAGE], seconds: SECONDS, paired: true, postgres: true },
    {
      name: `GET /api/posts/{id} (${ids.length} ids, cached)`,
      paths: ids.map((id) => `/api/posts/${id}`),
      seconds: SECONDS,
      paired: true,
      postgres: true,
    },
    ...(hasSite ? pageRows(newest.slug, slugify(newest.tags[0]!.label)) : []),
    {
      name: `GET ${LIST_PAGE} If-None-Match → 304`,
      paths: [LIST_PAGE],
      headers: { 'if-none-match': listEtag },
      status: 304,
      seconds: SECONDS,
    },
    {
      name: `GET cover variant (${phoneCover.width}w WebP)`,
      paths: [phoneCover.url],
      seconds: SECONDS,
    },
    ...SCALE_POSTS.map((n): Scenario => ({
      name: `GET ${LIST_PAGE} at ${n.toLocaleString('en')} posts`,
      paths: [LIST_PAGE],
      server: `posts-${n}`,
      seconds: SECONDS,
    })),
    {
      name: `GET ${LIST_PAGE} with ${HIDDEN_POSTS.toLocaleString('en')} drafts/scheduled beside ${posts.toLocaleString('en')} published`,
      paths: [LIST_PAGE],
      server: 'hidden',
      seconds: SECONDS,
      paired: true,
    },
    {
      name: `GET /api/posts?search=…&page=1&pageSize=3 (${uncachedSearchPaths().length} searches, uncached) at 10,000 posts`,
      paths: uncachedSearchPaths(),
      sharedCycle: true,
      server: 'posts-10000',
      seconds: SECONDS,
    },
    {
      name: 'GET /api/posts?search=parte_N&page=1&pageSize=3 (1,000 selective searches, uncached) at 10,000 posts',
      paths: selectiveSearchPaths(),
      sharedCycle: true,
      server: 'posts-10000',
      seconds: SECONDS,
    },
    {
      name: 'GET /api/posts/sugestoes?q=… (1,000 texts as typed, uncached) at 10,000 posts, 1 connection',
      paths: suggestionPaths(),
      sharedCycle: true,
      server: 'posts-10000',
      seconds: SECONDS,
      connections: 1,
    },
  ];
}

/** Reference rows (EXTRA_SECONDS each). */
function extraRows({ newest }: BenchContext): Scenario[] {
  return [
    {
      name: `GET ${LIST_PAGE} (cached, br)`,
      paths: [LIST_PAGE],
      headers: { 'accept-encoding': 'br, gzip' },
      seconds: EXTRA_SECONDS,
    },
    {
      name: 'GET /api/posts?search=gestao&page=1&pageSize=3',
      paths: ['/api/posts?search=gestao&page=1&pageSize=3'],
      seconds: EXTRA_SECONDS,
    },
    { name: 'GET image (cover PNG original)', paths: [newest.images[0]!.url], seconds: EXTRA_SECONDS },
    {
      name: 'POST /api/contato',
      paths: ['/api/contato'],
      method: 'POST',
      body: {
        name: 'Teste de Carga',
        email: 'carga@exemplo.com.br',
        phone: '47999998888',
        subject: 'Benchmark',
        message: 'Mensagem enviada pelo benchmark.',
      },
      seconds: EXTRA_SECONDS,
    },
  ];
}

/** The rows in the order they run: the required ones, then the reference ones. */
export function benchRows(context: BenchContext): { required: Scenario[]; extra: Scenario[] } {
  return { required: requiredRows(context), extra: extraRows(context) };
}
