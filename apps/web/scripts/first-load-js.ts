/**
 * How much JavaScript a public page loads before the visitor's first interaction,
 * printed by the build for every prerendered page and the post shell (postbuild.ts), brotli-
 * compressed as served. What counts is read from the page's own HTML:
 * - an islands page (its script is the islands entry, src/islands.ts): the entry and its static
 *   imports (the page view it sends once the page is idle among them), and, when the page has
 *   islands that wake at load (`data-when="load"`), the code that hydrates an island
 *   (islands/hydrate.tsx, React with it) and each of those islands' chunks, static imports
 *   included. Islands that wake when visible or on interaction are not counted;
 * - a page that hydrates whole: boot.js, every module it lists (data-modules) with their static
 *   imports, and the data chunk a catalogue solution page reads before hydrating (SiteRoutes'
 *   preloadPage);
 * - a page that loads the whole app at once (the onboarding guide): its module scripts and
 *   preloads with their static imports.
 */
import { posix } from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The chunk each of the site's source modules went into (vite.config.ts, moduleChunks). */
export type ModuleChunks = Record<string, string>;

/** What the build made, as the figure needs it. */
export interface Build {
  manifest: Manifest;
  moduleChunks: ModuleChunks;
  /** Each island's source module, by its name (see islandModules). */
  islandModules: Map<string, string>;
}

const ISLANDS_ENTRY = 'src/islands.ts';
const HYDRATE_ISLAND = 'src/site/islands/hydrate.tsx';
const WHOLE_APP_ENTRY = 'index.html';
const REGISTRY_FOLDER = 'src/site/islands';

/** The script files of `keys` and of everything they import statically, each once. */
export function scriptClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/** The names of the islands a page's markup wakes at load (attributes written by Island.tsx). */
export function loadIslands(html: string): string[] {
  return [...html.matchAll(/<[^>]*\sdata-island="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => /\sdata-when="load"/.test(tag))
    .map(([, name]) => name!);
}

/**
 * Each island's source module (from apps/web, no extension), read from registry.ts: its
 * `name: { load: () => import('…') }` entries are the one place that says which module an
 * island is. The bundler's manifest cannot say it: an island's module may be merged into a
 * shared chunk (site-common) that has no entry of its own. postbuild.ts checks that every
 * island found in a page has a module here, so a registry written another way fails the build
 * instead of leaving an island out of the figure.
 */
export function islandModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, specifier] of registrySource.matchAll(/(\w+):\s*\{\s*load:\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
    modules.set(name!, posix.join(REGISTRY_FOLDER, specifier!));
  return modules;
}

/** The manifest key of the chunk a source module (no extension) went into. */
function chunkKeyOf(build: Build, module: string): string {
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((extension) => build.moduleChunks[module + extension])
    .find(Boolean);
  const key = Object.entries(build.manifest).find(([, chunk]) => chunk.file === file)?.[0];
  if (!key) throw new Error(`${module}: no chunk of the build holds it`);
  return key;
}

/** The manifest key of the data a catalogue solution page loads before hydrating, if any. */
export function catalogueDataModule(path: string): string | undefined {
  const solution = /^\/solucoes\/sistemas-(gestao|logistica)\/([a-z0-9-]+)$/.exec(path);
  if (!solution) return undefined;
  const [, family, slug] = solution;
  return family === 'gestao' ? `src/site/catalogue/data/${slug}.ts` : `src/site/catalogue/data/logistics/${slug}.ts`;
}

/**
 * The files (from dist) of the JavaScript a page loads before its first interaction; `html` is
 * the page as served (for the post shell: with a post in it), `path` its address.
 */
export function scriptsBeforeInteraction(build: Build, path: string, html: string): string[] {
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const files = [
    ...attribute(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g),
    ...attribute(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
    ...attribute(/\sdata-modules="([^"]*)"/g).flatMap((list) => list.split(' ').filter(Boolean)),
  ].map((src) => src.replace(/^\//, ''));
  const keyOfFile = new Map(Object.entries(build.manifest).map(([key, chunk]) => [chunk.file, key]));
  // Files the bundler did not make (public/boot.js) count as they are.
  const plain = files.filter((file) => !keyOfFile.has(file));
  const keys = files.flatMap((file) => keyOfFile.get(file) ?? []);
  if (keys.includes(ISLANDS_ENTRY)) {
    const islands = loadIslands(html);
    if (islands.length > 0) keys.push(HYDRATE_ISLAND);
    for (const name of islands) {
      const module = build.islandModules.get(name);
      if (!module) throw new Error(`${path}: island "${name}" is not in registry.ts`);
      keys.push(chunkKeyOf(build, module));
    }
  }
  const data = catalogueDataModule(path);
  if (keys.includes(WHOLE_APP_ENTRY) && data) keys.push(data);
  return [...new Set([...plain, ...scriptClosure(build.manifest, keys)])];
}

export interface PageWeight {
  page: string;
  files: number;
  rawKb: number;
  brotliKb: number;
}

/** One page's weight from its file list and a measure of each file (bytes raw and brotli). */
export function pageWeight(
  page: string,
  files: string[],
  measure: (file: string) => { raw: number; brotli: number },
): PageWeight {
  let raw = 0;
  let brotli = 0;
  for (const file of files) {
    const size = measure(file);
    raw += size.raw;
    brotli += size.brotli;
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { page, files: files.length, rawKb: kb(raw), brotliKb: kb(brotli) };
}

/** The first-load budget for a catalogue page and a post page (kB, brotli). */
export const FIRST_LOAD_BUDGET_KB = 60;
