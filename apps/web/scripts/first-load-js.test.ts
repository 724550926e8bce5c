import { describe, expect, it } from 'vitest';
import {
  catalogueDataModule,
  islandModules,
  loadIslands,
  pageWeight,
  scriptClosure,
  scriptsBeforeInteraction,
  type Build,
} from './first-load-js';

/** A small build: the islands entry, the whole app, React, a shared chunk and two islands. */
const build: Build = {
  manifest: {
    'src/islands.ts': {
      file: 'assets/islands.js',
      imports: ['_runtime.js'],
      dynamicImports: ['src/site/islands/hydrate.tsx', '_api.js'],
    },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_api.js': { file: 'assets/api.js' },
    '_react.js': { file: 'assets/react.js' },
    '_common.js': { file: 'assets/common.js', imports: ['_react.js', '_api.js'] },
    'src/site/islands/hydrate.tsx': {
      file: 'assets/hydrate.js',
      imports: ['_react.js', '_runtime.js'],
      dynamicImports: ['_common.js', 'src/site/Blog.tsx'],
    },
    'src/site/Blog.tsx': { file: 'assets/blog.js', imports: ['_common.js'] },
    'index.html': { file: 'assets/index.js', imports: ['_common.js'] },
    'src/site/Page.tsx': { file: 'assets/page.js', imports: ['index.html'] },
    'src/site/catalogue/data/hcm.ts': { file: 'assets/hcm.js', imports: ['_common.js'] },
  },
  moduleChunks: {
    'src/site/api.ts': 'assets/api.js',
    'src/site/Header.tsx': 'assets/common.js',
    'src/site/Blog.tsx': 'assets/blog.js',
  },
  islandModules: islandModules(`
    export const islands = {
      header: { load: () => import('../Header').then((m) => m.Header) },
      blog: {
        load: () => import('../Blog').then((m) => m.Blog),
        routes: isBlogPath,
      },
    } satisfies Record<string, IslandEntry>;`),
};

const islandsPage = (body: string) =>
  `<head><script type="module" crossorigin src="/assets/islands.js"></script></head><body>${body}</body>`;
const island = (name: string, when: string) => `<div class="island" data-island="${name}" data-when="${when}"></div>`;

describe('JavaScript before the first interaction', () => {
  it('follows static imports once each', () => {
    expect(scriptClosure(build.manifest, ['src/site/Page.tsx', 'missing']).sort()).toEqual(
      ['assets/api.js', 'assets/common.js', 'assets/index.js', 'assets/page.js', 'assets/react.js'].sort(),
    );
  });

  it("reads each island's module from the registry, and the islands that wake at load from the page", () => {
    expect([...build.islandModules]).toEqual([
      ['header', 'src/site/Header'],
      ['blog', 'src/site/Blog'],
    ]);
    expect(loadIslands(island('header', 'interaction') + island('blog', 'load'))).toEqual(['blog']);
  });

  it('an islands page without a load island: the entry and its static imports only, no React', () => {
    const files = scriptsBeforeInteraction(build, '/', islandsPage(island('header', 'interaction')));
    expect(files.sort()).toEqual(['assets/islands.js', 'assets/runtime.js']);
  });

  it('an islands page with load islands: their chunks, the hydrating code and React too', () => {
    const files = scriptsBeforeInteraction(
      build,
      '/blog',
      islandsPage(island('header', 'load') + island('blog', 'load')),
    );
    expect(files.sort()).toEqual(
      [
        'assets/api.js',
        'assets/blog.js',
        'assets/common.js',
        'assets/hydrate.js',
        'assets/islands.js',
        'assets/react.js',
        'assets/runtime.js',
      ].sort(),
    );
  });

  it('an island missing from the registry fails instead of counting nothing', () => {
    expect(() => scriptsBeforeInteraction(build, '/x', islandsPage(island('footer', 'load')))).toThrow(/footer/);
  });

  it("a page that hydrates whole: boot.js, its modules and a solution page's data", () => {
    const html = '<script type="module" src="/boot.js" data-modules="/assets/index.js /assets/page.js"></script>';
    const files = scriptsBeforeInteraction(build, '/solucoes/sistemas-gestao/hcm', html);
    expect(files.sort()).toEqual(
      [
        'boot.js',
        'assets/api.js',
        'assets/common.js',
        'assets/hcm.js',
        'assets/index.js',
        'assets/page.js',
        'assets/react.js',
      ].sort(),
    );
    expect(catalogueDataModule('/solucoes/sistemas-logistica/wms')).toBe('src/site/catalogue/data/logistics/wms.ts');
    expect(catalogueDataModule('/solucoes/sistemas-gestao')).toBeUndefined();
  });

  it('sums raw and brotli bytes in kB', () => {
    const sizes: Record<string, { raw: number; brotli: number }> = {
      a: { raw: 2048, brotli: 512 },
      b: { raw: 1024, brotli: 512 },
    };
    expect(pageWeight('/x', ['a', 'b'], (f) => sizes[f]!)).toEqual({ page: '/x', files: 2, rawKb: 3, brotliKb: 1 });
  });
});
