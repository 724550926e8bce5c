// npm start: compiles the API (seconds) and builds the web app when its build is missing, then runs
// the compiled server with plain node. npm run serve (--no-build): serves the existing builds as they are.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const noBuild = process.argv.includes('--no-build');
const builds = [
  { output: 'apps/web/dist/index.html', script: 'build:web', what: 'do site', always: false },
  // Always recompiled by npm start, so a pulled change never runs on a stale server build.
  { output: 'apps/api/dist/main.js', script: 'build:api', what: 'da API', always: true },
];

for (const { output, script, what, always } of builds) {
  if (existsSync(output) && (noBuild || !always)) continue;
  if (noBuild) {
    console.error(`Nenhum build ${what} em ${output}. Rode "npm run build" ou use "npm start".`);
    process.exit(1);
  }
  console.log(`Gerando o build ${what}...`);
  const build = spawnSync('npm', ['run', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['apps/api/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
