import { defineConfig } from '@playwright/test';
import type { E2eDialect } from './support/e2e-server';
import { CHROMIUM_PATH, JOURNEY_CHROMIUM_ARGS } from './support/chromium';

const dialects = (process.env.TEST_DIALECTS ?? 'sqlite,postgres').split(',');

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the real server. Each worker runs its own
 * server on its own copy of the demo data (support/test.ts), so every journey runs in any order on any worker.
 * The journeys run on SQLite; the tests tagged @postgres-smoke run once more on PostgreSQL (the browser sees the
 * same HTTP contract on both; the API suite covers the dialects call by call).
 */
export default defineConfig<object, { dialect: E2eDialect }>({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a failing test.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: JOURNEY_CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // The journeys browse as a visitor who asks for less motion: no dialog fades, no drawer slides, no ripple, so a
    // step never waits out an animation and Chromium paints no frames for one (motion.spec.ts and the keyboard
    // journey keep the motion on).
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    ...(dialects.includes('sqlite') ? [{ name: 'journeys' }] : []),
    ...(dialects.includes('postgres')
      ? [{ name: 'postgres-smoke', grep: /@postgres-smoke/, use: { dialect: 'postgres' as const } }]
      : []),
  ],
});
