// `npm run desktop:dev`: starts the freshly built app against a local server (the one
// `npm start` runs on http://127.0.0.1:3000 unless VITRINE_SERVER_URL says otherwise).
// The server address is only a preset: once saved in settings.json it is used as is.
//
// npm install never downloads the Electron binary (root allowScripts denies its
// postinstall), so it is fetched here, on demand, the first time someone runs the app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

let electronPath = electronBinary();
if (!electronPath) {
  console.log('Electron binary not present — downloading it once (node_modules/electron/install.js)…');
  const installer = require.resolve('electron/install.js');
  spawnSync(process.execPath, [installer], { stdio: 'inherit' });
  electronPath = electronBinary();
}
if (!electronPath) {
  console.error(
    'Electron binary not present and it could not be downloaded (no access to its release server?). ' +
      'The desktop logic is still covered by `npm test` (Node) and the renderer by Chromium.',
  );
  process.exit(1);
}
const child = spawn(electronPath, ['.'], {
  cwd: new URL('..', import.meta.url),
  stdio: 'inherit',
  env: { ...process.env, VITRINE_SERVER_URL: process.env.VITRINE_SERVER_URL ?? 'http://127.0.0.1:3000' },
});
child.on('exit', (code) => process.exit(code ?? 0));
