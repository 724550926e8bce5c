// Compiles the API for production: apps/api/dist/main.js (the server) dist/cli.js (npm run admin) and
// dist/backup-cli.js (npm run backup and restore) and dist/upgrade-check.js (npm run upgrade-check).
// The workspace's own TypeScript (src and @vitrine/shared) is bundled; every npm dependency stays
// an import Node resolves at run time (native modules cannot be bundled). tsx is for dev and tests only.
//
// `node build.mjs --bench` compiles the benchmark's server (bench/bench-server.ts) the same way into
// dist/bench/: npm run bench measures the code production runs, not tsx's (whose helpers that keep
// function names cost a cached read a few microseconds each).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = (p) => new URL(p, import.meta.url).pathname;
const { dependencies, devDependencies } = JSON.parse(readFileSync(here('package.json'), 'utf8'));
const sharedDeps = Object.keys(
  JSON.parse(readFileSync(here('../../packages/shared/package.json'), 'utf8')).dependencies,
);
const forBench = process.argv.includes('--bench');
const external = [
  ...Object.keys(dependencies),
  ...sharedDeps,
  ...(forBench ? Object.keys(devDependencies ?? {}) : []),
].filter((name) => !name.startsWith('@vitrine/'));

await build({
  entryPoints: forBench
    ? { 'bench-server': here('bench/bench-server.ts') }
    : {
        main: here('src/main.ts'),
        cli: here('src/cli.ts'),
        'backup-cli': here('src/backup-cli.ts'),
        'upgrade-check': here('src/upgrade-check.ts'),
      },
  outdir: here(forBench ? 'dist/bench' : 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external,
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
if (!forBench) console.log('API build ready → apps/api/dist/');
