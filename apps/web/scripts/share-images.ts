import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { brand } from '@vitrine/shared/brand';
import { PAGE_FAMILIES, type PageFamily } from '@vitrine/shared/routes';
import { SITE_DESCRIPTION, SITE_NAME } from '@vitrine/shared/seo';

/** The build's pictures drawn from SVG: the share images per page family and the icons (postbuild.ts). */

const FAMILY_TEXT: Record<PageFamily, [string, string, string]> = {
  home: [
    'Tecnologia que move a gestão',
    'e a logística do Brasil',
    `Sistemas de gestão · Logística · Consultoria · desde ${brand.foundedYear}`,
  ],
  solutions: [
    'Soluções para gestão,',
    'logística e consultoria',
    'HCM · ERP · GAS · 12 sistemas para logística · Consultoria',
  ],
  management: ['Sistemas de gestão', 'HCM, ERP e GAS', 'Pessoas, recursos da empresa, acesso e segurança'],
  logistics: [
    'Sistemas para logística',
    'do embarque à entrega',
    'WMS · TMS · YMS · Roteirizador · Torre de Controle e mais',
  ],
  consulting: ['Consultoria', 'que acelera resultados', 'Processos · Indicadores · Supply Chain · Fábrica de Software'],
  blog: [
    `Blog ${brand.companyName}`,
    'gestão, logística e tecnologia',
    'Ideias e boas práticas para empresas brasileiras',
  ],
  company: [
    SITE_NAME,
    'perto de você desde ' + brand.foundedYear,
    `${brand.address.city} · ${brand.address.state} · ${brand.phone}`,
  ],
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One 1200×630 share picture per page family (og/{family}.png), its copy written over the base art. */
export function shareImages(web: string, dist: string): void {
  const base = readFileSync(join(web, 'public', 'og-image.svg'), 'utf8');
  // The base picture's three lines of copy (y 330/400/480) are replaced per family.
  const art = base.replace(/<text x="80" y="(330|400|480)"[^>]*>[^<]*<\/text>\s*/g, '');
  mkdirSync(join(dist, 'og'), { recursive: true });
  for (const family of PAGE_FAMILIES) {
    const [first, second, sub] = FAMILY_TEXT[family].map(escapeXml);
    const heading =
      'font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="54" fill="#ffffff"';
    const svg = art.replace(
      '</svg>',
      `<text x="80" y="330" ${heading}>${first}</text><text x="80" y="400" ${heading}>${second}</text>` +
        `<text x="80" y="480" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="25" fill="#c9d6e4">${sub}</text></svg>`,
    );
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 }, font: { loadSystemFonts: true } }).render();
    if (png.width !== 1200 || png.height !== 630) throw new Error(`og/${family}.png is ${png.width}×${png.height}`);
    writeFileSync(join(dist, 'og', `${family}.png`), png.asPng());
  }
  console.log(`share images: ${PAGE_FAMILIES.length}`);
}

/** An ICO file holding one PNG (supported by every browser since 2007). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** The favicon, the touch and app icons, and the web app manifest. */
export function icons(web: string, dist: string): void {
  const svg = readFileSync(join(web, 'public', 'favicon.svg'), 'utf8');
  const render = (size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  mkdirSync(join(dist, 'icons'), { recursive: true });
  writeFileSync(join(dist, 'favicon.ico'), icoFromPng(render(32), 32));
  writeFileSync(join(dist, 'icons', 'apple-touch-icon.png'), render(180));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), render(192));
  writeFileSync(join(dist, 'icons', 'icon-512.png'), render(512));
  const manifest = {
    name: SITE_NAME,
    short_name: brand.companyName,
    description: SITE_DESCRIPTION,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b2a4a',
    // Bitmaps only: Chromium takes the manifest's icons as favicon candidates too, and fetches
    // and decodes them in the page's own renderer. An SVG icon there was a whole SVG document
    // built on the page's main thread after its first paint (a 25 ms task at 1×).
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
  console.log('icons and manifest');
}
