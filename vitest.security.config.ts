import { defineConfig } from 'vitest/config';

// The security suite (`npm run test:security`): *.security.test.ts only, on SQLite or with TEST_DB=postgres on
// PostgreSQL. The default config excludes these files so a plain `vitest run` does not run them twice.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.security.test.ts', 'packages/**/src/**/*.security.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
