// Compiles the API for production: apps/api/dist/main.js (the server) dist/cli.js (npm run admin) and
// dist/backup-cli.js (backup and restore where tsx is not installed: the container image).
// The workspace's own TypeScript (src and @vitrine/shared) is bundled; every npm dependency stays
// an import Node resolves at run time (native modules cannot be bundled). tsx is for dev and tests only.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = (p) => new URL(p, import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(here('package.json'), 'utf8'));
const sharedDeps = Object.keys(
  JSON.parse(readFileSync(here('../../packages/shared/package.json'), 'utf8')).dependencies,
);
const external = [...Object.keys(dependencies), ...sharedDeps].filter((name) => !name.startsWith('@vitrine/'));

await build({
  entryPoints: { main: here('src/main.ts'), cli: here('src/cli.ts'), 'backup-cli': here('src/backup-cli.ts') },
  outdir: here('dist'),
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
console.log('API build ready → apps/api/dist/');
