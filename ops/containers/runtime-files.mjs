// Gathers what the server needs at run time into one folder, for the container image's runtime
// stage (Dockerfile):   node ops/containers/runtime-files.mjs /runtime   (after npm run build)
//
// - the API's build (apps/api/dist) and the site's (apps/web/dist, with the server-side render
//   in dist/ssr), each with its package.json (it says the files are ES modules);
// - the npm packages the built files import, and the packages those depend on, found from the
//   import statements themselves. Our own packages (@vitrine/*) are bundled into the builds;
//   development tools and the admin's and desktop app's libraries are never imported by them, so
//   they stay behind with the compiler and the npm cache.
//
// A package is copied without its node-gyp intermediate files (objects, static libraries,
// sources): only the compiled addon is loaded.
import { builtinModules } from 'node:module';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const ROOT = realpathSync(new URL('../..', import.meta.url).pathname);
const out = process.argv[2];
if (!out) {
  console.error('usage: node ops/containers/runtime-files.mjs <output folder>');
  process.exit(2);
}

const BUILDS = ['apps/api/dist', 'apps/web/dist'];
const BUILT_CODE = ['apps/api/dist', 'apps/web/dist/ssr'];
const builtins = new Set(builtinModules);

/** Every .js file under a folder. */
function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => file.endsWith('.js') && statSync(file).isFile());
}

// How the bundlers write imports: statements at the start of a line, import() and require() calls.
const IMPORTS = [
  /^(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/gm,
  /^import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /require\(\s*["']([^"']+)["']\s*\)/g,
];
const PACKAGE_NAME = /^(?:@[a-z0-9~-][\w.~-]*\/)?[a-z0-9~-][\w.~-]*$/;

/** The npm packages a built file imports. */
function importedPackages(file) {
  const code = readFileSync(file, 'utf8');
  const names = new Set();
  for (const pattern of IMPORTS) {
    for (const [, specifier] of code.matchAll(pattern)) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (PACKAGE_NAME.test(name) && !builtins.has(name)) names.add(name);
    }
  }
  return names;
}

/** Node's lookup: the nearest node_modules/<name> from a folder up to the repository. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(ROOT); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === ROOT) break;
  }
  return undefined;
}

const dropped = new Map(); // package folder → its top-level folders left out
/**
 * Leaves out nested node_modules (walked on their own) and, in a package built by node-gyp,
 * its C/C++ sources (deps/, src/, unless the package's entry points are there) and what the
 * compiler left behind (only build/Release/*.node is loaded).
 */
function keep(packageDir, path) {
  const parts = relative(packageDir, path).split(sep);
  if (parts[0] === '') return true;
  if (parts[0] === 'node_modules') return false;
  if (!dropped.has(packageDir)) {
    const left = new Set();
    if (existsSync(join(packageDir, 'binding.gyp'))) {
      const { main, exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
      const entries = JSON.stringify([main, exports]);
      for (const dir of ['deps', 'src', 'build']) if (!entries.includes(`${dir}/`)) left.add(dir);
    }
    dropped.set(packageDir, left);
  }
  if (!dropped.get(packageDir).has(parts[0])) return true;
  if (parts[0] !== 'build') return false;
  return parts.length === 1 || (parts[1] === 'Release' && (parts.length === 2 || path.endsWith('.node')));
}

const needed = new Map(); // package folder → the package name it was asked for as
const missing = [];
const queue = [];
for (const dir of BUILT_CODE) {
  for (const file of jsFiles(join(ROOT, dir))) {
    for (const name of importedPackages(file)) queue.push([name, dirname(file), relative(ROOT, file)]);
  }
}
while (queue.length > 0) {
  const [name, fromDir, by] = queue.pop();
  if (name.startsWith('@vitrine/')) continue;
  const found = resolvePackage(name, fromDir);
  if (!found) {
    missing.push(`${name} (imported by ${by})`);
    continue;
  }
  const dir = realpathSync(found);
  if (needed.has(dir)) continue;
  needed.set(dir, name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push([dep, dir, name]);
  // Optional and peer dependencies count when they are installed (platform binaries, react for react-dom).
  for (const dep of Object.keys({ ...manifest.optionalDependencies, ...manifest.peerDependencies })) {
    if (resolvePackage(dep, dir)) queue.push([dep, dir, name]);
  }
}
// A package the built code imports that is not installed would fail at run time: stop here.
if (missing.length > 0) {
  console.error(`Not installed, but imported:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

mkdirSync(out, { recursive: true });
for (const dir of BUILDS) cpSync(join(ROOT, dir), join(out, dir), { recursive: true });
for (const dir of ['.', 'apps/api', 'apps/web'])
  cpSync(join(ROOT, dir, 'package.json'), join(out, dir, 'package.json'));
for (const dir of needed.keys()) {
  cpSync(dir, join(out, relative(ROOT, dir)), { recursive: true, filter: (path) => keep(dir, path) });
}
console.log(`Runtime files → ${out}: ${BUILDS.join(', ')} and ${needed.size} npm packages.`);
