// Runs one of the API's compiled command-line programs (apps/api/dist/<name>.js) with the rest of
// the arguments: `npm run backup`, `restore` and `upgrade-check` run the code production runs,
// without tsx compiling TypeScript at each start (a third of a small backup's time went there).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const file = fileURLToPath(new URL(`../apps/api/dist/${name}.js`, import.meta.url));
if (!existsSync(file)) {
  process.stderr.write(`${file} não existe: rode "npm run build" (ou "npm run build:api") antes.\n`);
  process.exit(2);
}
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
