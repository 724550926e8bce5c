// @ts-check
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * How the admin is bundled, written once for both of its hosts:
 * - apps/web merges it into its vite.config.ts (the admin is a lazily loaded part of the site's build);
 * - apps/desktop's build.mjs merges it the same way to build the Electron renderer with Vite.
 * Whatever the admin's code needs from the bundler goes here, not in a host. Vite itself already covers
 * the rest the admin uses: CSS imports (CKEditor's ckeditor5.css, per lazily loaded chunk), fonts and
 * images as hashed assets, and `import.meta.env` (VITE_CKEDITOR_LICENSE_KEY, see src/env.d.ts).
 * A host adds only what is its own (root, base, output folder, chunk groups, dev server, CSP).
 * Plain JavaScript (type-checked through tsconfig.preset.json) because both hosts load it with Node
 * as it is: Vite leaves a package's files to Node when it loads a config, and build.mjs is Node.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    // Current evergreen browsers at /admin and Chromium 140 in Electron both run ES2022 as written.
    target: 'es2022',
    // The admin's chunks are big by nature (Fluent UI and AG Grid; CKEditor in the post editor's).
    chunkSizeWarningLimit: 4000,
  },
});
