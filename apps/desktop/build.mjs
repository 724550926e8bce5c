// Bundles the desktop app into apps/desktop/dist:
//   dist/main/index.cjs      main process (Node, CommonJS; electron and the native keychain external)
//   dist/preload/index.cjs   sandboxed preload (CommonJS, only `electron` may be required)
//   dist/renderer/           index.html (with the CSP of src/main/security.ts) + icon.png
//                            + third-party-licenses.md + assets/ (hashed chunks: index-*.js/.css
//                            for React, @vitrine/admin and the login; the post editor and CKEditor
//                            in their own chunk, loaded when the editor opens)
// Main and preload are Node bundles (esbuild). The renderer is built by Vite with the admin's own
// bundling setup (@vitrine/admin/vite-preset), the one apps/web builds /admin with.
// `node build.mjs --renderer` builds only the renderer (the Chromium tests use that).
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import adminPreset from '@vitrine/admin/vite-preset';
import { build } from 'esbuild';
import { build as viteBuild, mergeConfig } from 'vite';

const here = (p) => new URL(p, import.meta.url).pathname;
const rendererOnly = process.argv.includes('--renderer');
const dist = here('dist/');

// Node 22 inside Electron 38; Chromium 140 in its renderer.
const nodeCommon = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  sourcemap: 'linked',
  external: ['electron', '@napi-rs/keyring'],
  logLevel: 'warning',
};

async function buildMain() {
  rmSync(`${dist}main`, { recursive: true, force: true });
  rmSync(`${dist}preload`, { recursive: true, force: true });
  await build({ ...nodeCommon, entryPoints: [here('src/main/index.ts')], outfile: `${dist}main/index.cjs` });
  await build({ ...nodeCommon, entryPoints: [here('src/preload/index.ts')], outfile: `${dist}preload/index.cjs` });
}

/** The CSP is declared once in security.ts; the page's meta tag gets the same text. */
async function rendererCsp() {
  const tmp = `${dist}.csp-${process.pid}.mjs`;
  await build({
    entryPoints: [here('src/main/security.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: tmp,
    logLevel: 'warning',
  });
  const { RENDERER_META_CSP } = await import(pathToFileURL(tmp).href);
  rmSync(tmp, { force: true });
  return RENDERER_META_CSP;
}

/** Writes the CSP into index.html's meta tag; a page that lost the placeholder fails the build. */
function cspMeta(csp) {
  return {
    name: 'vitrine-desktop-csp',
    transformIndexHtml(html) {
      if (!html.includes('__CSP__')) throw new Error('src/renderer/index.html has no __CSP__ placeholder');
      return html.replace('__CSP__', csp);
    },
  };
}

async function buildRenderer() {
  // Built aside and swapped in, so a test already serving dist/renderer never sees it half-written.
  const final = `${dist}renderer`;
  const out = `${dist}renderer.tmp-${process.pid}/`;
  const csp = await rendererCsp();
  // The admin's setup (React, browser target…) from its package, as apps/web uses it; below, this host's own.
  const config = mergeConfig(adminPreset, {
    configFile: false,
    root: here('src/renderer'),
    // Loaded from app://vitrine/ (and from a test origin in Chromium): every URL stays relative.
    base: './',
    // VITE_* variables (VITE_CKEDITOR_LICENSE_KEY) from the environment or apps/desktop/.env*.
    envDir: here('.'),
    publicDir: false,
    logLevel: 'warn',
    plugins: [cspMeta(csp)],
    build: {
      outDir: out,
      emptyOutDir: true,
      sourcemap: false,
      // Chromium has module preload: its polyfill (in the entry chunk) would be dead code.
      modulePreload: { polyfill: false },
      // The bundled packages' licence texts, shipped with the app.
      license: { fileName: 'third-party-licenses.md' },
      reportCompressedSize: false,
    },
  });
  await viteBuild(config);
  // The CSP allows script-src 'self' only: a script written into the page would be refused.
  const html = readFileSync(`${out}index.html`, 'utf8');
  if (/<script(?![^>]*\ssrc=)[^>]*>/i.test(html)) throw new Error('dist/renderer/index.html has an inline script');
  copyFileSync(here('build/icon.png'), `${out}icon.png`);
  const old = `${dist}renderer.old-${process.pid}`;
  if (existsSync(final)) renameSync(final, old);
  renameSync(out, final);
  rmSync(old, { recursive: true, force: true });
}

const started = Date.now();
if (!rendererOnly) await buildMain();
await buildRenderer();
console.log(`desktop build ready in ${Date.now() - started} ms → apps/desktop/dist/`);
