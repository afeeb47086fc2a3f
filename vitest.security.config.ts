import { defineConfig } from 'vitest/config';

// The security suite (`npm run test:security`): *.security.test.ts only, on SQLite and on PostgreSQL (TEST_DIALECTS=sqlite
// leaves PostgreSQL out). The default config excludes these files. Two groups, one after the other: first the
// timing-sensitive tests (sign-in bursts, stalls, slow senders), then the route fuzzing, whose six files keep both
// workers busy on their own.
const dialects = (process.env.TEST_DIALECTS ?? 'sqlite,postgres')
  .split(',')
  .filter((d) => d === 'sqlite' || d === 'postgres');
const FUZZ = ['apps/server/src/**/fuzz*.security.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // vitest's default is one worker less than the cores (one on a 2-core machine).
    maxWorkers: 2,
    // As in vitest.config.ts: a worker keeps its modules from one file to the next (no test mocks a module or changes
    // the environment; every app a test builds has its own database, clock and caches).
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    projects: dialects.flatMap((dialect) =>
      [
        {
          name: `security-${dialect}`,
          include: ['apps/server/src/**/*.security.test.ts'],
          exclude: FUZZ,
          groupOrder: 0,
        },
        { name: `fuzz-${dialect}`, include: FUZZ, exclude: [], groupOrder: 1 },
      ].map((p) => ({
        extends: true as const,
        test: {
          name: p.name,
          include: p.include,
          exclude: ['**/node_modules/**', ...p.exclude],
          sequence: { groupOrder: p.groupOrder },
          environment: 'node',
          env: { TEST_DB: dialect },
          globalSetup: ['apps/server/src/test/seed-template.global-setup.ts'],
        },
      })),
    ),
  },
});
