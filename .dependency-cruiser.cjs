/**
 * The import graph's layers, checked by `npm run lint` (docs/ARCHITECTURE.md §3 and §11).
 * ESLint guards the workspace boundaries; this file guards the direction inside apps/api/src,
 * packages/admin/src and apps/web/src, where a rule needs to know which folder a file sits in.
 */
const API = '^apps/api/src/';
const ADMIN = '^packages/admin/src/';
const SITE = '^apps/web/src/site/';
/** What the site's pages and the islands' registry are built from: they never import a page. */
const SITE_PARTS = `${SITE}(components|layout|contact|newsletter|head|motion|styles|catalogue/components|catalogue/logistics|catalogue/data)/`;
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle means two modules each need the other first; split out what they share. A loop closed only by type imports (a page naming its island, the island typing its name from the registry) loads nothing at run time.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-features-not-up',
      severity: 'error',
      comment:
        'Features sit under the composition root and the jobs: they never import jobs/, the app, the server or start-up code.',
      from: { path: `${API}features/`, pathNot: TEST },
      to: {
        path: `${API}(jobs/|backup/|demo/|app\\.ts|server\\.ts|main\\.ts|bootstrap\\.ts|seed\\.ts|[a-z-]+-cli\\.ts)`,
      },
    },
    {
      name: 'api-mail-transport-only',
      severity: 'error',
      comment:
        'mail/ is the transport and the outbox every feature queues into: it imports no feature, job or start-up code. What sends with a feature (the mail worker, campaign sending) is a job.',
      from: { path: `${API}mail/`, pathNot: TEST },
      to: {
        path: `${API}(features/|jobs/|backup/|demo/|app\\.ts|server\\.ts|main\\.ts|bootstrap\\.ts|seed\\.ts|[a-z-]+-cli\\.ts)`,
      },
    },
    {
      name: 'api-lower-not-up',
      severity: 'error',
      comment:
        'http/, db/ and lib/ are the floor every feature stands on: they never import a feature, the outbox, a job or the app. Migrations and the engine copy get the search index rebuild from their caller (migrate.ts, db-cli.ts, backup/).',
      from: { path: `${API}(http|db|lib)/`, pathNot: TEST },
      to: { path: `${API}(features/|mail/|jobs/|backup/|demo/|app\\.ts|server\\.ts|main\\.ts|migrate\\.ts)` },
    },
    {
      name: 'api-routes-no-repository',
      severity: 'error',
      comment: 'Routes call services; only services touch a repository.',
      from: { path: `${API}.+\\.routes\\.ts$` },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'api-service-own-repository',
      severity: 'error',
      comment:
        "A service uses its own feature's repositories; another feature's data goes through that feature's service.",
      from: { path: `${API}features/([^/]+)/.+\\.service\\.ts$` },
      to: { path: `${API}features/[^/]+/.+\\.repository\\.ts$`, pathNot: `${API}features/$1/` },
    },
    {
      name: 'api-features-no-outbox-repository',
      severity: 'error',
      comment: 'Features reach the outbox through mail/outbox.ts, never its repositories.',
      from: { path: `${API}features/`, pathNot: TEST },
      to: { path: `${API}mail/.+\\.repository\\.ts$` },
    },
    {
      name: 'api-jobs-no-repository',
      severity: 'error',
      comment: 'Jobs schedule work that services do; they call services, not repositories.',
      from: { path: `${API}jobs/`, pathNot: TEST },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'api-http-no-database',
      severity: 'error',
      comment:
        'http/ is about requests and answers; storage (rate-limit counters included) lives in a feature or lib/.',
      from: { path: `${API}http/`, pathNot: TEST },
      to: {
        path: `(${API}db/database\\.ts|\\.repository\\.ts$|node_modules/kysely/)`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'admin-core-not-up',
      severity: 'error',
      comment:
        'core/, lib/, components/, layout/ and editor/ sit below the pages and the composition root (app/): they never import upward.',
      from: { path: `${ADMIN}(core|lib|components|layout|editor)/`, pathNot: TEST },
      to: { path: `${ADMIN}(app|pages)/` },
    },
    {
      name: 'admin-lib-no-ui',
      severity: 'error',
      comment: 'lib/ is the plain logic under the screens: it may use core/, never a component or a layout.',
      from: { path: `${ADMIN}(lib|core)/`, pathNot: TEST },
      to: { path: `${ADMIN}(components|layout|editor)/` },
    },
    {
      name: 'admin-pages-not-root',
      severity: 'error',
      comment: 'Pages are mounted by the composition root (app/); they never import it.',
      from: { path: `${ADMIN}pages/` },
      to: { path: `${ADMIN}app/` },
    },
    {
      name: 'web-site-no-admin',
      severity: 'error',
      comment:
        'The public site never loads the back office: its host (apps/web/src/admin) is reached only through the app shell.',
      from: { path: SITE },
      to: { path: '^(apps/web/src/admin/|packages/admin/)' },
    },
    {
      name: 'web-site-not-entries',
      severity: 'error',
      comment: 'The entries (main, App, entry-server, islands) mount the site; site code never imports them.',
      from: { path: SITE },
      to: { path: '^apps/web/src/[^/]+\\.tsx?$' },
    },
    {
      name: 'web-parts-not-pages',
      severity: 'error',
      comment:
        'Components, layout, forms and catalogue parts sit under the pages, the routes (SiteRoutes) and the islands registry that compose them: they never import upward.',
      from: { path: SITE_PARTS, pathNot: TEST },
      to: { path: `${SITE}(pages/|catalogue/pages/|SiteRoutes\\.tsx$|islands/registry\\.ts$)` },
    },
    {
      name: 'web-pages-not-routes',
      severity: 'error',
      comment: 'Pages are mounted by SiteRoutes and the islands registry; they never import them.',
      from: { path: `${SITE}(pages|catalogue/pages)/`, pathNot: TEST },
      to: { path: `${SITE}(SiteRoutes\\.tsx$|islands/registry\\.ts$)` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-types|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
