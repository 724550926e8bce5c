// Renders build/icon.svg (drawn for this project) to the PNGs electron-builder needs:
// build/icon.png (512, from which it derives .ico and .icns), build/icons/<size>x<size>.png
// for Linux, and the window icon the app shows at run time. Run: node scripts/make-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const here = new URL('..', import.meta.url);
const svg = readFileSync(new URL('build/icon.svg', here), 'utf8');
const render = (size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

mkdirSync(new URL('build/icons/', here), { recursive: true });
writeFileSync(new URL('build/icon.png', here), render(512));
for (const size of [512, 256, 128, 64, 32, 16]) {
  writeFileSync(new URL(`build/icons/${size}x${size}.png`, here), render(size));
}
console.log('icons written to apps/desktop/build/');
