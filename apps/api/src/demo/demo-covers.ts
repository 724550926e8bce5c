import { Resvg } from '@resvg/resvg-js';

/**
 * Abstract geometric covers for the demo posts, drawn as SVG and rendered to PNG at seed
 * time, so the repository ships no binary images. Brand palette only; no text (no fonts
 * needed). Each cover has its own motif, matching its post's subject.
 */
const NAVY = '#0b2a4a';
const NAVY_LIGHT = '#16406b';
const ORANGE = '#f26b1d';
const TEAL = '#0fa3b1';
const SAND = '#f4efe6';

const W = 1200;
const H = 630;

const svg = (body: string, background = NAVY) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<rect width="${W}" height="${H}" fill="${background}"/>${body}</svg>`;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Warehouse: rows of shelving with boxes, a few highlighted as picked. */
function warehouse(): string {
  const racks = range(4)
    .map((row) =>
      range(7)
        .map((col) => {
          const x = 120 + col * 140 + (row % 2) * 30;
          const y = 110 + row * 120;
          const fill = (row * 7 + col) % 5 === 0 ? ORANGE : (row + col) % 3 === 0 ? TEAL : NAVY_LIGHT;
          return `<rect x="${x}" y="${y}" width="110" height="80" rx="6" fill="${fill}"/><rect x="${x}" y="${y + 86}" width="110" height="8" fill="${SAND}" opacity="0.35"/>`;
        })
        .join(''),
    )
    .join('');
  return svg(`${racks}<path d="M60 590 H1140" stroke="${ORANGE}" stroke-width="10" stroke-linecap="round"/>`);
}

/** Payroll: stacked documents and concentric rings (monthly cycles). */
function payroll(): string {
  const rings = range(6)
    .map(
      (i) =>
        `<circle cx="860" cy="315" r="${60 + i * 42}" fill="none" stroke="${i % 2 ? TEAL : SAND}" stroke-width="${i === 2 ? 14 : 4}" opacity="${0.9 - i * 0.12}"/>`,
    )
    .join('');
  const docs = range(4)
    .map((i) => {
      const x = 130 + i * 34;
      const y = 120 + i * 40;
      const lines = range(5)
        .map(
          (l) =>
            `<rect x="${x + 30}" y="${y + 50 + l * 36}" width="${l % 2 ? 140 : 200}" height="12" rx="6" fill="${NAVY}" opacity="0.4"/>`,
        )
        .join('');
      return `<rect x="${x}" y="${y}" width="270" height="330" rx="14" fill="${i === 3 ? SAND : '#d9e3ec'}"/>${i === 3 ? lines : ''}`;
    })
    .join('');
  return svg(`${rings}${docs}<circle cx="860" cy="315" r="34" fill="${ORANGE}"/>`);
}

/** ERP: modules as nodes connected to a central hub. */
function erp(): string {
  const nodes = range(8).map((i) => {
    const angle = (i / 8) * Math.PI * 2;
    return { x: 600 + Math.cos(angle) * 380, y: 315 + Math.sin(angle) * 220, i };
  });
  const links = nodes
    .map(
      (n) =>
        `<line x1="600" y1="315" x2="${n.x.toFixed(1)}" y2="${n.y.toFixed(1)}" stroke="${TEAL}" stroke-width="4" opacity="0.7"/>`,
    )
    .join('');
  const ring = nodes
    .map((n, k) => {
      const m = nodes[(k + 1) % nodes.length]!;
      return `<line x1="${n.x.toFixed(1)}" y1="${n.y.toFixed(1)}" x2="${m.x.toFixed(1)}" y2="${m.y.toFixed(1)}" stroke="${SAND}" stroke-width="2" opacity="0.3"/>`;
    })
    .join('');
  const dots = nodes
    .map(
      (n) =>
        `<rect x="${(n.x - 40).toFixed(1)}" y="${(n.y - 40).toFixed(1)}" width="80" height="80" rx="20" fill="${n.i % 3 === 0 ? ORANGE : NAVY_LIGHT}" stroke="${TEAL}" stroke-width="4"/>`,
    )
    .join('');
  return svg(
    `${ring}${links}${dots}<circle cx="600" cy="315" r="70" fill="${TEAL}"/><circle cx="600" cy="315" r="30" fill="${NAVY}"/>`,
  );
}

/** Transport: a winding route with stops and moving loads. */
function transport(): string {
  const route = `<path d="M-20 520 C 220 520, 260 160, 520 200 S 860 520, 1220 160" fill="none" stroke="${SAND}" stroke-width="46" stroke-linecap="round" opacity="0.18"/>
<path d="M-20 520 C 220 520, 260 160, 520 200 S 860 520, 1220 160" fill="none" stroke="${SAND}" stroke-width="4" stroke-dasharray="28 22"/>`;
  const stops = [
    [150, 470],
    [520, 200],
    [880, 380],
    [1120, 210],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="26" fill="${i % 2 ? TEAL : ORANGE}" stroke="${NAVY}" stroke-width="8"/>`,
    )
    .join('');
  const trucks = [
    [300, 330],
    [700, 330],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="150" height="70" rx="8" fill="${TEAL}"/><rect x="${x! + 150}" y="${y! + 20}" width="50" height="50" rx="8" fill="${ORANGE}"/><circle cx="${x! + 40}" cy="${y! + 76}" r="14" fill="${SAND}"/><circle cx="${x! + 170}" cy="${y! + 76}" r="14" fill="${SAND}"/>`,
    )
    .join('');
  return svg(`${route}${stops}${trucks}`);
}

/** Privacy: a shield over a hexagon grid, with a lock. */
function privacy(): string {
  const hex = (cx: number, cy: number, r: number) =>
    range(6)
      .map((i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      })
      .join(' ');
  const grid = range(6)
    .flatMap((row) =>
      range(12).map((col) => {
        const cx = 60 + col * 104 + (row % 2) * 52;
        const cy = 40 + row * 90;
        return `<polygon points="${hex(cx, cy, 50)}" fill="none" stroke="${(row + col) % 7 === 0 ? ORANGE : TEAL}" stroke-width="3" opacity="${(row + col) % 7 === 0 ? 0.9 : 0.35}"/>`;
      }),
    )
    .join('');
  const shield = `<path d="M600 110 L780 170 V320 C780 430 700 500 600 540 C500 500 420 430 420 320 V170 Z" fill="${SAND}"/>
<rect x="545" y="300" width="110" height="90" rx="12" fill="${NAVY}"/><path d="M570 300 V265 a30 30 0 0 1 60 0 V300" fill="none" stroke="${NAVY}" stroke-width="14"/><circle cx="600" cy="340" r="12" fill="${ORANGE}"/>`;
  return svg(`${grid}${shield}`);
}

/** People: heads and shoulders in arcs, a few highlighted. */
function people(): string {
  const figures = range(3)
    .flatMap((row) =>
      range(9 - row * 2).map((i) => {
        const count = 9 - row * 2;
        const x = 600 + (i - (count - 1) / 2) * 120;
        const y = 470 - row * 130;
        const color = (i + row) % 4 === 0 ? ORANGE : row === 2 ? TEAL : '#d9e3ec';
        return `<circle cx="${x}" cy="${y - 40}" r="30" fill="${color}"/><path d="M${x - 48} ${y + 40} a48 48 0 0 1 96 0 Z" fill="${color}" opacity="0.85"/>`;
      }),
    )
    .join('');
  return svg(`<circle cx="600" cy="700" r="520" fill="${NAVY_LIGHT}"/>${figures}`);
}

/** Yard: parking lanes with trailers and a gate with a barrier. */
function yard(): string {
  const lanes = range(8)
    .map((i) => {
      const x = 90 + i * 130;
      const trailer =
        i % 3 === 1
          ? ''
          : `<rect x="${x + 10}" y="${150 + (i % 2) * 40}" width="90" height="260" rx="8" fill="${i % 4 === 0 ? ORANGE : TEAL}"/>`;
      return `<rect x="${x}" y="120" width="110" height="330" fill="none" stroke="${SAND}" stroke-width="3" stroke-dasharray="16 12" opacity="0.6"/>${trailer}`;
    })
    .join('');
  const gate = `<rect x="80" y="520" width="1040" height="14" rx="7" fill="${SAND}" opacity="0.5"/><rect x="980" y="470" width="30" height="110" fill="${SAND}"/><rect x="700" y="480" width="290" height="16" rx="8" fill="${ORANGE}"/>`;
  return svg(`${lanes}${gate}`);
}

/** An illustration for inside a post: weekly throughput bars against a target line. */
function throughputChart(): string {
  const values = [52, 61, 58, 70, 76, 83, 91];
  const bars = values
    .map(
      (v, i) =>
        `<rect x="${150 + i * 130}" y="${540 - v * 4.5}" width="80" height="${v * 4.5}" rx="10" fill="${i === values.length - 1 ? ORANGE : TEAL}"/>`,
    )
    .join('');
  return svg(
    `<path d="M100 540 H1120" stroke="${NAVY}" stroke-width="4"/>${bars}<path d="M110 200 H1110" stroke="${NAVY}" stroke-width="4" stroke-dasharray="18 12"/>`,
    SAND,
  );
}

export const DEMO_ART = { warehouse, payroll, erp, transport, privacy, people, yard, throughputChart } as const;
export type DemoArt = keyof typeof DEMO_ART;

export function renderDemoPng(art: DemoArt): Uint8Array {
  return new Uint8Array(new Resvg(DEMO_ART[art](), { fitTo: { mode: 'width', value: W } }).render().asPng());
}
