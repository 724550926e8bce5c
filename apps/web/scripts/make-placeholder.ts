/**
 * Draws the blog's fallback cover (/placeholder.png, docs/PRODUCT.md §9) from an SVG we own: a
 * sunrise over the horizon in the brand colours. Run once when the artwork changes:
 *   node --import tsx apps/web/scripts/make-placeholder.ts
 * The PNG is committed; the SVG beside it is the source.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const W = 1200;
const H = 675;
const cx = W / 2;
const horizon = 470;

const rays = Array.from({ length: 13 }, (_, i) => {
  const angle = Math.PI + (Math.PI * (i + 0.5)) / 13;
  const x1 = cx + Math.cos(angle) * 190;
  const y1 = horizon + Math.sin(angle) * 190;
  const x2 = cx + Math.cos(angle) * 330;
  const y2 = horizon + Math.sin(angle) * 330;
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" />`;
}).join('');

export const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#071c33"/>
      <stop offset="0.62" stop-color="#12406b"/>
      <stop offset="1" stop-color="#1b5590"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="${horizon / H}" r="0.55">
      <stop offset="0" stop-color="#ff8a3d" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ff8a3d" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffb37a"/>
      <stop offset="1" stop-color="#f26b1d"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g stroke="#ff8a3d" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round">${rays}</g>
  <path d="M ${cx - 150} ${horizon} A 150 150 0 0 1 ${cx + 150} ${horizon} Z" fill="url(#sun)"/>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#071c33"/>
  <g fill="none" stroke="#0fa3b1" stroke-opacity="0.35" stroke-width="3">
    <path d="M 0 ${horizon + 40} H ${W}"/>
    <path d="M 120 ${horizon + 80} H ${W - 120}" stroke-opacity="0.22"/>
    <path d="M 260 ${horizon + 120} H ${W - 260}" stroke-opacity="0.12"/>
  </g>
  <rect y="${horizon - 2}" width="${W}" height="4" fill="#f26b1d"/>
</svg>
`;

export function renderPlaceholderPng(): Buffer {
  return new Resvg(placeholderSvg, { fitTo: { mode: 'width', value: 800 } }).render().asPng();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = new URL('../public/', import.meta.url);
  writeFileSync(new URL('placeholder.svg', publicDir), placeholderSvg);
  writeFileSync(new URL('placeholder.png', publicDir), renderPlaceholderPng());
  console.log('placeholder.png e placeholder.svg gerados em apps/web/public/');
}
