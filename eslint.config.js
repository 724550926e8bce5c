import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * DESIGN §2's dependency direction, enforced: apps → packages/admin → packages/shared,
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
        paths: forbidden.map((name) => ({ name, message: `DESIGN §2: this workspace may not depend on ${name}.` })),
        patterns: [
          ...forbidden.map((name) => ({
            group: [`${name}/*`],
            message: `DESIGN §2: this workspace may not depend on ${name}.`,
          })),
          noCrossingRelative,
          ...extraPatterns,
        ],
      },
    ],
  },
});

const API_FORBIDDEN = ['@vitrine/admin', '@vitrine/web', '@vitrine/desktop', 'react', 'react-dom', 'electron'];

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
  boundary(['apps/web/src/**'], ['@vitrine/api', '@vitrine/desktop', 'hono', 'kysely', 'electron']),
  boundary(
    ['apps/web/src/site/**'],
    [
      '@vitrine/admin',
      '@vitrine/api',
      '@vitrine/desktop',
      '@fluentui/react-components',
      'ag-grid-community',
      'ag-grid-react',
      'ckeditor5',
      '@ckeditor/ckeditor5-react',
    ],
  ),
  boundary(['apps/desktop/**'], ['@vitrine/api', '@vitrine/web', 'hono', 'kysely']),
);
