import { defineConfig } from 'vitest/config';

// Units and API tests. Playwright's e2e/*.spec.ts are run by `npm run test:e2e`, never here; the security suite
// (*.security.test.ts) by `npm run test:security` (vitest.security.config.ts).
export default defineConfig({
  test: {
    include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/*.security.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
