import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  // The server-side render (prerender at build, /blog/{id} at run time) bundles our own
  // TypeScript packages and leaves the npm ones to Node.
  ssr: { noExternal: [/^@vitrine\//] },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    copyPublicDir: !isSsrBuild,
    // The prerender reads which styles and chunks each page needs.
    manifest: !isSsrBuild,
    ...(isSsrBuild ? { outDir: 'dist/ssr', emptyOutDir: false } : {}),
  },
}));
