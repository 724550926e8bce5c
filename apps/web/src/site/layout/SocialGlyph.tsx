/*
 * lucide-react 1.x has no brand logos; these four are drawn in its 24-unit grid and stroke
 * style so they sit naturally next to the other icons. One source for the footer and the
 * onboarding guide, which is its own small page: this module holds nothing else.
 */
const glyphs = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 7.6v.01M11.5 16v-3.2a2.3 2.3 0 0 1 4.6 0V16M11.5 10.5V16" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7v.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.2 9.3 4.6 2.7-4.6 2.7Z" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5A20 20 0 0 0 15.4 4.4c-2.3 0-3.9 1.4-3.9 4v2.1H9v3h2.5V21" />
  ),
} as const;

export type SocialNetwork = keyof typeof glyphs;

/** Decorative: the link around it carries the name. */
export function SocialGlyph({
  network,
  size = 24,
  className,
}: {
  network: SocialNetwork;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[network]}
    </svg>
  );
}
