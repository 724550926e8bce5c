// Bundles the desktop app into apps/desktop/dist:
//   dist/main/index.cjs      main process (Node, CommonJS; electron and the native keychain external)
//   dist/preload/index.cjs   sandboxed preload (CommonJS, only `electron` may be required)
//   dist/renderer/           index.html + main.js + main.css (React + @vitrine/admin + CKEditor CSS)
// `node build.mjs --renderer` builds only the renderer (the Chromium tests use that).
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

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

async function buildRenderer() {
  // Built aside and swapped in, so a test already serving dist/renderer never sees it half-written.
  const final = `${dist}renderer`;
  const out = `${dist}renderer.tmp-${process.pid}/`;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [here('src/renderer/main.tsx')],
    outdir: out,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'chrome130',
    jsx: 'automatic',
    minify: true,
    sourcemap: false,
    legalComments: 'linked',
    define: {
      'process.env.NODE_ENV': '"production"',
      // Code written for Vite reads import.meta.env; the desktop build has no such variables.
      'import.meta.env': JSON.stringify({ MODE: 'production', PROD: true, DEV: false, SSR: false, BASE_URL: './' }),
    },
    loader: {
      '.woff2': 'file',
      '.woff': 'file',
      '.ttf': 'file',
      '.png': 'file',
      '.svg': 'file',
      '.jpg': 'file',
      '.gif': 'file',
    },
    assetNames: 'assets/[name]-[hash]',
    logLevel: 'warning',
  });
  const csp = await rendererCsp();
  const html = readFileSync(here('src/renderer/index.html'), 'utf8').replace('__CSP__', csp);
  writeFileSync(`${out}index.html`, html);
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
