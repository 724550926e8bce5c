import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * docs/ARCHITECTURE.md §2's dependency direction, enforced: apps → packages/admin → packages/shared,
 * apps/api → packages/shared; shared imports nothing platform-specific; no package reaches
 * into another's files by a relative path (only through its package exports).
 */
const noCrossingRelative = {
  regex: '^(\\.\\./)+(.*/)?(packages|apps)/',
  message: 'Import another workspace through its package name (@vitrine/...), not by a relative path.',
};
const boundary = (files, forbidden, extraPatterns = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: forbidden.map((name) => ({
          name,
          message: `docs/ARCHITECTURE.md §2: this workspace may not depend on ${name}.`,
        })),
        patterns: [
          ...forbidden.map((name) => ({
            group: [`${name}/*`],
            message: `docs/ARCHITECTURE.md §2: this workspace may not depend on ${name}.`,
          })),
          noCrossingRelative,
          ...extraPatterns,
        ],
      },
    ],
  },
});

const API_FORBIDDEN = ['@vitrine/admin', '@vitrine/web', '@vitrine/desktop', 'react', 'react-dom', 'electron'];
const WEB_FORBIDDEN = ['@vitrine/api', '@vitrine/desktop', 'hono', 'kysely', 'electron'];

/** Kysely's query starters: in the API only repositories (and db/, migrations, tools) may call them. */
const QUERY_CALL =
  'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]';
const noQueries = (files, where, { bumpAllowed = false } = {}) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: QUERY_CALL,
        message: `Queries live in a repository (docs/ARCHITECTURE.md §3): ${where} calls a repository function instead.`,
      },
      {
        selector: "TaggedTemplateExpression[tag.name='sql']",
        message: `Raw SQL lives in a repository (docs/ARCHITECTURE.md §3): ${where} calls a repository function instead.`,
      },
      ...(bumpAllowed
        ? []
        : [
            {
              selector: "CallExpression[callee.property.name='bumpLocal']",
              message: 'The read cache is bumped by the posts writes (cachedPostWrites), never by a route or a job.',
            },
          ]),
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      '**/release/**',
      '.test-output/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Tests read response bodies of many shapes; typing each one would add noise, not safety.
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  boundary(
    ['packages/shared/**'],
    [
      '@vitrine/admin',
      '@vitrine/api',
      '@vitrine/web',
      '@vitrine/desktop',
      'react',
      'react-dom',
      'hono',
      'kysely',
      'electron',
    ],
    [
      {
        group: ['node:*'],
        message: 'packages/shared runs in browsers, Node and Electron alike: no Node-only modules.',
      },
    ],
  ),
  boundary(
    ['packages/admin/**'],
    ['@vitrine/api', '@vitrine/web', '@vitrine/desktop', 'hono', 'kysely', 'electron'],
    [{ group: ['node:*'], message: 'The admin screens run in a browser page: no Node-only modules.' }],
  ),
  boundary(['apps/api/**'], API_FORBIDDEN),
  // Layers: routes read the request and call services; only services (and start-up code) use repositories.
  boundary(['apps/api/src/**/*.routes.ts'], API_FORBIDDEN, [
    {
      group: ['**/*.repository'],
      message: 'Routes call services, never a repository: move the query behind a service.',
    },
  ]),
  noQueries(['apps/api/src/**/*.service.ts'], 'a service', { bumpAllowed: true }),
  noQueries(['apps/api/src/**/*.routes.ts', 'apps/api/src/**/*.middleware.ts'], 'a route'),
  noQueries(['apps/api/src/jobs/**'], 'a job'),
  {
    // Failures are told apart by their code (SQLITE_BUSY, 40001, ENOSPC …), never by their wording.
    files: ['apps/api/src/app.ts', 'apps/api/src/http/**', 'apps/api/src/db/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.property.name='message'][callee.property.name=/^(includes|startsWith|endsWith|match|search)$/]",
          message: 'Tell errors apart by their code (error.code), never by the text of error.message.',
        },
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
          message: 'Tell errors apart by their code (error.code), never by the text of error.message.',
        },
        {
          selector: "CallExpression[callee.property.name='test'] > MemberExpression.arguments[property.name='message']",
          message: 'Tell errors apart by their code (error.code), never by the text of error.message.',
        },
      ],
    },
  },
  {
    // Every snackbar text of the back-office comes from `messages` (packages/shared).
    files: ['packages/admin/src/**/*.ts', 'packages/admin/src/**/*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='notify'] > :matches(Literal, TemplateLiteral).arguments:not(:first-child)",
          message: 'Snackbar texts come from messages (packages/shared/src/messages.ts), not a literal.',
        },
      ],
    },
  },
  boundary(['apps/web/src/**'], WEB_FORBIDDEN),
  // A later block's rule replaces an earlier one for the same files, so site/** repeats apps/web/src's list.
  boundary(
    ['apps/web/src/site/**'],
    [
      ...WEB_FORBIDDEN,
      '@vitrine/admin',
      '@fluentui/react-components',
      'ag-grid-community',
      'ag-grid-react',
      'ckeditor5',
      '@ckeditor/ckeditor5-react',
    ],
  ),
  boundary(['apps/desktop/**'], ['@vitrine/api', '@vitrine/web', 'hono', 'kysely']),
  {
    // Rooms a newcomer can hold (docs/ARCHITECTURE.md): files under 300 lines and functions under
    // 80, blank lines and comments not counted. Copy and data are exempt (the catalogue's texts, the
    // LGPD documents, the messages), as are tests and migrations, which are never edited once shipped.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/e2e/**',
      '**/test/**',
      'apps/api/src/db/migrations/**',
      'apps/web/src/site/catalogue/data/**',
      'apps/web/src/site/pages/lgpd/lgpdDocuments.ts',
      'packages/shared/src/messages.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
