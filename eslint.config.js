// Lint: typescript-eslint with type information, plus the architecture of docs/architecture.md.
// `npm run lint` caches results in node_modules/.cache/eslint (a second run re-checks changed files only).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture.js';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts', 'apps/server/src/test/**', 'e2e/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'bench/.data*/**',
      'e2e/.data*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.security.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { architecture },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The architecture: layers by folder, no cycles.
      'architecture/layers': 'error',
      'architecture/no-mutual-imports': 'error',
      'architecture/no-cycle': 'error',
      // SQL lives in repositories (and db/): nothing else imports the query builder or a driver.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              message:
                'Only *.repository.ts files and apps/server/src/db/ use Kysely; name the handle by the Db type of db/database.ts.',
            },
            { name: 'pg', message: 'Only apps/server/src/db/ talks to the driver.' },
            { name: 'better-sqlite3', message: 'Only apps/server/src/db/ talks to the driver.' },
          ],
        },
      ],
      // Promises are awaited, or voided on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // No unused code (unused exports and files: knip, in the same `npm run lint`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-unnecessary-type-conversion': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // noUncheckedIndexedAccess is on: check, do not assert.
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify handlers are async by convention, whether or not they wait for anything.
      '@typescript-eslint/require-await': 'off',
      // Kysely's expression builder is destructured by design (({ not, exists }) => ...).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests read untyped answers (inject's json()) and assert on them; migrations take Kysely<any> by design.
    files: [...TESTS, 'apps/server/src/db/migrations/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // The bench generator and the demo seed write their rows straight into the database.
    files: ['**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/seed/**', 'bench/**', ...TESTS],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests may read a fixture they just made without a check; the bench is left as it is measured.
    files: [...TESTS, 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
