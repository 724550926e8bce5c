import { paths } from '@vitrine/shared/routes';

/**
 * Pages whose script is the islands entry alone (src/islands.ts): the home, the blog and every
 * page under it (posts and previews, which the server renders in the blog's shell), and each
 * management solution and logistics product. The other pages still hydrate whole
 * (public/boot.js), so there an island is part of the page's tree.
 */
export function wakesIslandsOnly(path: string): boolean {
  return (
    path === paths.home ||
    path === paths.blog ||
    path.startsWith(`${paths.blog}/`) ||
    path.startsWith(`${paths.management}/`) ||
    path.startsWith(`${paths.logistics}/`)
  );
}
