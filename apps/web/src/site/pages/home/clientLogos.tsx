import type { ReactNode } from 'react';

/*
 * Wordmarks of the (fictional) clients in the home strip, drawn here so the page needs no
 * image requests: a 40-unit glyph and the name, in each client's own colour and type.
 */
const glyphs = {
  mountain: (c) => <path d="M2 34 15 12l7 11 5-7 11 18Z" fill={c} />,
  leaf: (c) => <path d="M6 34C6 16 18 6 36 6c0 18-10 28-28 28Zm0 0L22 18" fill={c} stroke="#fff" strokeWidth="2" />,
  wave: (c) => (
    <path
      d="M2 16c6-6 12 6 18 0s12 6 18 0M2 26c6-6 12 6 18 0s12 6 18 0"
      fill="none"
      stroke={c}
      strokeWidth="4"
      strokeLinecap="round"
    />
  ),
  hexagon: (c) => (
    <>
      <path d="m20 3 15 8.5v17L20 37 5 28.5v-17Z" fill={c} />
      <path d="m20 12 8 4.5v9L20 30l-8-4.5v-9Z" fill="#fff" />
    </>
  ),
  arrow: (c) => (
    <path
      d="M4 28 18 14l7 7L36 10M28 10h8v8"
      fill="none"
      stroke={c}
      strokeWidth="5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  ring: (c) => (
    <>
      <circle cx="20" cy="20" r="15" fill="none" stroke={c} strokeWidth="5" />
      <circle cx="20" cy="20" r="5" fill={c} />
    </>
  ),
  pine: (c) => <path d="M20 2 31 18h-6l9 12H6l9-12H9Zm-3 28h6v8h-6Z" fill={c} />,
  cross: (c) => <path d="M15 4h10v11h11v10H25v11H15V25H4V15h11Z" fill={c} />,
  wheat: (c) => (
    <g fill={c}>
      <path d="M19 14h2v24h-2Z" />
      <ellipse cx="20" cy="6" rx="3" ry="5" />
      <ellipse cx="14" cy="14" rx="3" ry="5" transform="rotate(-35 14 14)" />
      <ellipse cx="26" cy="14" rx="3" ry="5" transform="rotate(35 26 14)" />
      <ellipse cx="14" cy="24" rx="3" ry="5" transform="rotate(-35 14 24)" />
      <ellipse cx="26" cy="24" rx="3" ry="5" transform="rotate(35 26 24)" />
    </g>
  ),
  drop: (c) => <path d="M20 3c7 10 12 16 12 22a12 12 0 0 1-24 0c0-6 5-12 12-22Z" fill={c} />,
  anchor: (c) => (
    <path
      d="M20 10v26M12 16h16M6 24a14 14 0 0 0 28 0M20 4a3 3 0 1 0 0 6 3 3 0 1 0 0-6"
      fill="none"
      stroke={c}
      strokeWidth="4"
      strokeLinecap="round"
    />
  ),
  stripes: (c) => (
    <g fill={c}>
      <rect x="4" y="6" width="32" height="6" rx="3" />
      <rect x="4" y="17" width="24" height="6" rx="3" />
      <rect x="4" y="28" width="32" height="6" rx="3" />
    </g>
  ),
  blocks: (c) => (
    <g fill={c}>
      <rect x="3" y="22" width="16" height="14" rx="2" />
      <rect x="21" y="22" width="16" height="14" rx="2" />
      <rect x="12" y="5" width="16" height="14" rx="2" />
    </g>
  ),
  bolt: (c) => <path d="M23 2 7 23h11l-3 15 18-23H21Z" fill={c} />,
  star: (c) => <path d="m20 3 5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1Z" fill={c} />,
  heart: (c) => <path d="M20 36S4 26 4 14a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 12-16 22-16 22Z" fill={c} />,
  gear: (c) => (
    <>
      <path
        d="M17 2h6l1 5 4 2 4-3 4 4-3 4 2 4 5 1v6l-5 1-2 4 3 4-4 4-4-3-4 2-1 5h-6l-1-5-4-2-4 3-4-4 3-4-2-4-5-1v-6l5-1 2-4-3-4 4-4 4 3 4-2Z"
        fill={c}
      />
      <circle cx="20" cy="20" r="6" fill="#fff" />
    </>
  ),
  sun: (c) => (
    <>
      <path d="M6 30a14 14 0 0 1 28 0Z" fill={c} />
      <path d="M2 34h36" stroke={c} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
} satisfies Record<string, (c: string) => ReactNode>;

type Face = 'sans' | 'serif' | 'caps';

export interface Client {
  name: string;
  tagline: string;
  glyph: keyof typeof glyphs;
  color: string;
  face: Face;
}

export const clients: Client[] = [
  { name: 'Serra Azul', tagline: 'TRANSPORTES', glyph: 'mountain', color: '#1b5590', face: 'caps' },
  { name: 'Vale Verde', tagline: 'COOPERATIVA', glyph: 'leaf', color: '#2e7d32', face: 'sans' },
  { name: 'Atlântica', tagline: 'DISTRIBUIDORA', glyph: 'wave', color: '#0b8793', face: 'sans' },
  { name: 'Ferrobras', tagline: 'METALÚRGICA', glyph: 'hexagon', color: '#455a64', face: 'caps' },
  { name: 'Rota Sul', tagline: 'LOGÍSTICA', glyph: 'arrow', color: '#e2580f', face: 'sans' },
  { name: 'Horizonte', tagline: 'GRUPO', glyph: 'ring', color: '#12406b', face: 'serif' },
  { name: 'Pinheiral', tagline: 'EMBALAGENS', glyph: 'pine', color: '#1f6f4a', face: 'sans' },
  { name: 'Vida Plena', tagline: 'FARMÁCIAS', glyph: 'cross', color: '#c62828', face: 'sans' },
  { name: 'Cerrado', tagline: 'AGRO GRÃOS', glyph: 'wheat', color: '#b7791f', face: 'caps' },
  { name: 'Campo Alto', tagline: 'LATICÍNIOS', glyph: 'drop', color: '#1e88e5', face: 'serif' },
  { name: 'Porto Andino', tagline: 'CARGAS', glyph: 'anchor', color: '#0b2a4a', face: 'caps' },
  { name: 'Itajaí', tagline: 'MALHARIA', glyph: 'stripes', color: '#7b1fa2', face: 'serif' },
  { name: 'Alicerce', tagline: 'CONSTRUTORA', glyph: 'blocks', color: '#d35400', face: 'caps' },
  { name: 'Potiguar', tagline: 'ENERGIA', glyph: 'bolt', color: '#f2a600', face: 'sans' },
  { name: 'Família Sul', tagline: 'SUPERMERCADOS', glyph: 'star', color: '#d84315', face: 'sans' },
  { name: 'Saúde Integral', tagline: 'HOSPITAIS', glyph: 'heart', color: '#ad1457', face: 'serif' },
  { name: 'Motriz', tagline: 'AUTOPEÇAS', glyph: 'gear', color: '#37474f', face: 'caps' },
  { name: 'Nascente', tagline: 'BEBIDAS', glyph: 'sun', color: '#ef6c00', face: 'sans' },
];

/** "Transportes Serra Azul": what a screen reader says for a logo. */
export function clientLabel(client: Client): string {
  const kind = client.tagline.toLowerCase().replace(/(^|\s)\p{L}/gu, (m) => m.toUpperCase());
  return `${kind} ${client.name}`;
}

const fonts: Record<Face, { family: string; weight: number; transform?: 'uppercase' }> = {
  sans: { family: 'var(--font-display)', weight: 800 },
  serif: { family: 'Georgia, "Times New Roman", serif', weight: 700 },
  caps: { family: 'var(--font-body)', weight: 800, transform: 'uppercase' },
};

/** One client wordmark; `label` is left out for the decorative duplicate of the strip. */
export function ClientLogo({ client, label }: { client: Client; label?: string }) {
  const font = fonts[client.face];
  const name = font.transform ? client.name.toUpperCase() : client.name;
  return (
    <svg
      className="client-logo"
      viewBox="0 0 220 56"
      width="220"
      height="56"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <g transform="translate(4 8)">{glyphs[client.glyph](client.color)}</g>
      <text
        x="54"
        y="30"
        fill={client.color}
        fontFamily={font.family}
        fontWeight={font.weight}
        fontSize={client.face === 'caps' ? 19 : 22}
        letterSpacing={client.face === 'caps' ? 0.5 : -0.3}
        textLength={name.length > 11 ? 160 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
      <text
        x="55"
        y="46"
        fill="#6b7788"
        fontFamily="var(--font-body)"
        fontWeight={600}
        fontSize="9.5"
        letterSpacing="2.2"
      >
        {client.tagline}
      </text>
    </svg>
  );
}
