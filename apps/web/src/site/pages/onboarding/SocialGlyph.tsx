/*
 * lucide-react 1.x has no brand logos; these four are drawn in its 24-unit grid and stroke
 * style so they sit naturally next to the other icons of the guide.
 */
const paths = {
  linkedin:
    'M3 6a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3ZM8 10.5V16M8 7.6v.01M11.5 16v-3.2a2.3 2.3 0 0 1 4.6 0V16M11.5 10.5V16',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM17.3 6.7v.01',
  youtube: 'M6.5 5.5h11a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4h-11a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4ZM10.2 9.3l4.6 2.7-4.6 2.7Z',
  facebook:
    'M14.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5A20 20 0 0 0 15.4 4.4c-2.3 0-3.9 1.4-3.9 4v2.1H9v3h2.5V21',
} as const;

export function SocialGlyph({ network }: { network: keyof typeof paths }) {
  return (
    <svg
      className={`social-glyph social-glyph--${network}`}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[network]} />
    </svg>
  );
}
