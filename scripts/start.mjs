// npm start: builds the web app when its build is missing, then runs the server.
// npm run serve (--no-build): serves an existing build as it is.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const noBuild = process.argv.includes('--no-build');
const webIndex = 'apps/web/dist/index.html';

if (!existsSync(webIndex)) {
  if (noBuild) {
    console.error(`Nenhum build do site em ${webIndex}. Rode "npm run build" ou use "npm start".`);
    process.exit(1);
  }
  console.log('Gerando o build do site (primeira execução)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
