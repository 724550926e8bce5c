/** The thank-you picture: an open envelope with a confirmation tick under a rising sun. */
export function ThankYouIllustration() {
  return (
    <svg className="contact-thanks__image" viewBox="0 0 240 200" role="img" aria-label="Mensagem enviada com sucesso">
      <circle cx="120" cy="104" r="88" fill="var(--color-sunrise-100)" />
      <g stroke="var(--color-sunrise-400)" strokeWidth="6" strokeLinecap="round">
        <path d="M120 20v14M170 34l-8 11M70 34l8 11M204 70l-12 6M36 70l12 6" />
      </g>
      <path d="M66 96 120 58l54 38v62a8 8 0 0 1-8 8H74a8 8 0 0 1-8-8Z" fill="var(--color-navy-700)" />
      <rect x="80" y="70" width="80" height="70" rx="6" fill="#fff" />
      <path d="M92 88h56M92 100h40" stroke="var(--color-line)" strokeWidth="6" strokeLinecap="round" />
      <path d="M66 100 120 136l54-36v58a8 8 0 0 1-8 8H74a8 8 0 0 1-8-8Z" fill="var(--color-navy-800)" />
      <path d="M66 166 112 128h16l46 38" fill="none" stroke="var(--color-navy-600)" strokeWidth="3" />
      <circle cx="168" cy="146" r="26" fill="var(--color-teal-500)" stroke="#fff" strokeWidth="5" />
      <path
        d="m156 146 8 8 16-17"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="30" y="180" width="180" height="6" rx="3" fill="var(--color-navy-800)" opacity="0.12" />
    </svg>
  );
}
