import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import adminPreset from '@vitrine/admin/vite-preset';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * A few chunks instead of dozens. Left to itself the bundler made a chunk for every module
 * shared by a different set of pages (each lucide icon, each small shared module: 40+ files
 * of 200 bytes on the home page), and a phone on a slow network pays a round trip for each
 * before the page can hydrate (Lighthouse counted them all as blocking the first paint).
 * - `icons`: every icon of the public site (about 17 kB compressed; the admin uses Fluent's own);
 * - `site`: everything every public page needs (React, the router, the layout, shared rules),
 *   which the bundler merges into the entry chunk (assets/index-*.js);
 * - `site-common`: site code that two or more pages share (catalogue components and such).
 * Each page keeps its own chunk, and the admin (Fluent UI, AG Grid, CKEditor) stays apart.
 */
const codeSplitting = {
  groups: [
    { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3 },
    { name: 'site', tags: ['$initial' as const], priority: 2 },
    { name: 'site-common', test: /[\\/]apps[\\/]web[\\/]src[\\/]site[\\/]/, minShareCount: 2, priority: 1 },
  ],
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
    // TypeScript packages and leaves the npm ones to Node.
    ssr: { noExternal: [/^@vitrine\//] },
    build: {
      sourcemap: false,
      copyPublicDir: !isSsrBuild,
      // The prerender reads which styles and chunks each page needs.
      manifest: !isSsrBuild,
      ...(isSsrBuild
        ? { target: 'node20', outDir: 'dist/ssr', emptyOutDir: false }
        : { rolldownOptions: { output: { codeSplitting } } }),
    },
  } satisfies UserConfig),
);
