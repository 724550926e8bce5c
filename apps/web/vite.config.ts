import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import adminPreset from '@vitrine/admin/vite-preset';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * A few chunks instead of dozens. Left to itself the bundler made a chunk for every module
 * shared by a different set of pages (each lucide icon, each small shared module: 40+ files
 * of 200 bytes), and a phone on a slow network pays a round trip for each.
 * - `react`: React, React DOM and the router, which the first island to wake brings along
 *   (a prerendered page loads no chunk but the islands entry before that);
 * - `icons`: every icon of the public site (the admin uses Fluent's own);
 * - `site-common`: site code that two or more chunks share (catalogue components and such).
 * Each page and island keeps its own chunk, and the admin (Fluent UI, AG Grid, CKEditor) stays
 * apart. No group may take the site's modules into the `index` entry: an island importing from
 * that chunk would run main.tsx, the whole-app render.
 */
const codeSplitting = {
  groups: [
    // What the islands entry needs, apart: loading it must not load site-common, React with it.
    // (Not in the entry's own chunk: importing that chunk from elsewhere would run islands.ts.)
    {
      name: 'islands-runtime',
      test: /[\\/]site[\\/](analytics|leadSource|contact[\\/]openContact|motion[\\/]pauseOffscreen|pageStylesheets)\.ts$|[\\/]shared[\\/]src[\\/]lead-source\.ts$|preload-helper/,
      priority: 4,
    },
    // The API client alone: a form island needs it, not React's whole shared chunk.
    { name: 'api', test: /[\\/]site[\\/]api\.ts$|[\\/]shared[\\/]src[\\/](api-client|error-codes)\.ts$/, priority: 4 },
    { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]/, priority: 3 },
    { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3 },
    { name: 'site-common', test: /[\\/]apps[\\/]web[\\/]src[\\/]site[\\/]/, minShareCount: 2, priority: 1 },
  ],
};

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Which chunk each of the site's source modules went into, as dist/.vite/module-chunks.json
 * (`{ "src/site/layout/SiteHeader.tsx": "assets/site-common-….js" }`). Vite's manifest lists
 * entries and chunks, not the modules merged into a shared chunk: the first-load figure the
 * build prints (scripts/first-load-js.ts) follows an island's module to its chunk with this.
 */
const moduleChunks: Plugin = {
  name: 'vitrine-module-chunks',
  generateBundle(_options, bundle) {
    const chunks: Record<string, string> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const id of output.moduleIds) {
        const module = relative(WEB_ROOT, id);
        if (module.startsWith('src/')) chunks[module] = output.fileName;
      }
    }
    this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(chunks, null, 2) });
  },
};

/**
 * The admin's own bundling setup (React plugin, browser target, chunk size limit) comes from
 * @vitrine/admin, which the desktop renderer is built with too; this file adds the site's.
 */
export default defineConfig(({ isSsrBuild }) =>
  mergeConfig(adminPreset, {
    server: {
      port: 5173,
      proxy: { '/api': apiTarget },
    },
    // The server-side render (prerender at build, /blog/{id} at run time) bundles our own
    // TypeScript packages and leaves the npm ones to Node, except the icon set: bundled, only the
    // icons the site draws come along, and the server's image need not carry all of them (50 MB).
    ssr: { noExternal: [/^@vitrine\//, 'lucide-react'] },
    plugins: isSsrBuild ? [] : [moduleChunks],
    build: {
      sourcemap: false,
      copyPublicDir: !isSsrBuild,
      // The prerender reads which styles and chunks each page needs.
      manifest: !isSsrBuild,
      ...(isSsrBuild
        ? { target: 'node20', outDir: 'dist/ssr', emptyOutDir: false }
        : {
            rolldownOptions: {
              // The whole app (admin, login, dev) and the islands of prerendered pages.
              input: { index: 'index.html', islands: 'src/islands.ts' },
              output: { codeSplitting },
            },
          }),
    },
  } satisfies UserConfig),
);
