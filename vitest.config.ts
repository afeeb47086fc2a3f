import { defineConfig } from 'vitest/config';

// Three projects in one run, sharing the workers:
// - unit: pure tests (domain, contract, web, server rules), once;
// - sqlite and postgres: the tests that talk to a database (*.api.test.ts through the HTTP layer, *.db.test.ts on
//   the database platform), once per dialect. Each seeds a template of the demo once (test/seed-template.ts) and
//   every test app copies it.
// TEST_DIALECTS=sqlite (or postgres) leaves the other dialect out. Playwright's e2e/*.spec.ts are run by
// `npm run test:e2e`; the security suite (*.security.test.ts) by vitest.security.config.ts.
const DATABASE_TESTS = ['apps/server/src/**/*.api.test.ts', 'apps/server/src/**/*.db.test.ts'];
const dialects = (process.env.TEST_DIALECTS ?? 'sqlite,postgres')
  .split(',')
  .filter((d) => d === 'sqlite' || d === 'postgres');

export default defineConfig({
  test: {
    pool: 'forks',
    // vitest's default is one worker less than the cores: one worker on a 2-core machine. The database tests wait on
    // PostgreSQL and SQLite's disk much of the time, so more workers than cores keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    testTimeout: 20_000,
    // A worker keeps its modules from one test file to the next (issue 24): importing the server or React and MUI
    // again for each of the 240 files was 235 of the run's 400 CPU-seconds. No test mocks a module or changes the
    // environment, and every app a test builds has its own database, clock and caches, so nothing leaks between files
    // (the suite passes in shuffled file order: `npx vitest run --sequence.shuffle.files`).
    isolate: false,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/*.test.ts',
            'eslint/*.test.js',
          ],
          exclude: ['**/node_modules/**', 'e2e/**', '**/*.security.test.ts', ...DATABASE_TESTS],
          environment: 'node',
        },
      },
      ...dialects.map((dialect) => ({
        extends: true as const,
        test: {
          name: dialect,
          include: DATABASE_TESTS,
          exclude: ['**/node_modules/**'],
          environment: 'node',
          env: { TEST_DB: dialect },
          globalSetup: [
            'apps/server/src/test/server-bundle.global-setup.ts',
            'apps/server/src/test/seed-template.global-setup.ts',
          ],
        },
      })),
    ],
  },
});
