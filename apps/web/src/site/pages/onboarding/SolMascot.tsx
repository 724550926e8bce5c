/**
 * Sol, the company mascot: a smiling rising sun ("alvorada" is dawn) in the logo's colours.
 * Drawn here rather than shipped as an image so it stays crisp and costs a few hundred bytes.
 */
export function SolMascot({ size = 220, title = 'Sol, o mascote da Alvorada' }: { size?: number; title?: string }) {
  const rays = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <svg className="sol" width={size} height={size} viewBox="0 0 200 200" role="img" aria-label={title}>
      <defs>
        <radialGradient id="sol-face" cx="0.42" cy="0.38" r="0.7">
          <stop offset="0" stopColor="#ffc58f" />
          <stop offset="0.55" stopColor="#ff8a3d" />
          <stop offset="1" stopColor="#e2580f" />
        </radialGradient>
      </defs>
      <g className="sol__rays" stroke="#ff8a3d" strokeWidth="9" strokeLinecap="round">
        {rays.map((angle) => (
          <line key={angle} x1="100" y1="22" x2="100" y2="6" transform={`rotate(${angle} 100 100)`} />
        ))}
      </g>
      <circle cx="100" cy="100" r="62" fill="url(#sol-face)" />
      {/* cheeks */}
      <circle cx="70" cy="114" r="9" fill="#ff6f61" opacity="0.45" />
      <circle cx="130" cy="114" r="9" fill="#ff6f61" opacity="0.45" />
      {/* eyes, with a wink on the right */}
      <ellipse className="sol__eye" cx="78" cy="92" rx="7" ry="9" fill="#0b2a4a" />
      <circle cx="80.5" cy="88.5" r="2.4" fill="#fff" />
      <path d="M114 93q8-8 16 0" fill="none" stroke="#0b2a4a" strokeWidth="5" strokeLinecap="round" />
      {/* smile */}
      <path d="M76 118q24 22 48 0" fill="#0b2a4a" stroke="#0b2a4a" strokeWidth="4" strokeLinejoin="round" />
      <path d="M88 127q12 7 24 0" fill="#ff6f61" />
      {/* the horizon from the logo, as a scarf */}
      <rect x="44" y="158" width="112" height="10" rx="5" fill="#0b2a4a" />
      <rect x="66" y="174" width="68" height="10" rx="5" fill="#0fa3b1" />
    </svg>
  );
}
