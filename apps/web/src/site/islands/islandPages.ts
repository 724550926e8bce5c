import { paths } from '@vitrine/shared/routes';

/**
 * Pages that still hydrate whole (public/boot.js loads the app after the first paint), because
 * what they show depends on the address's query or on the visitor's session, which the
 * prerendered page cannot know: the privacy policy (`?lang=en`), the LGPD page (`?aba=`, and
 * `?confirmar=` of a subject's request), the newsletter's confirmation and cancellation (the
 * mailed token) and the onboarding guide (the partner platform's session).
 */
const WHOLE_PAGES: readonly string[] = [
  paths.privacy,
  paths.lgpd,
  paths.confirmNewsletter,
  paths.cancelNewsletter,
  paths.onboarding,
];

/**
 * Pages whose script is the islands entry alone (src/islands.ts): every other public page,
 * including the posts and previews the server renders in the blog's shell. Only their islands
 * ever hydrate; elsewhere an island is simply part of the page's tree.
 */
export function wakesIslandsOnly(path: string): boolean {
  return !WHOLE_PAGES.includes(path) && !path.startsWith(`${paths.employeeArea}/`);
}
