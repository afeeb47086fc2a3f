import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/** Journeys in Debian's Chromium against the real server on a fresh data dir (never a downloaded browser). */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on CI, for a machine loaded by other work; a test that needed it is reported as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Checkout empties the carts it orders: it runs after the journeys that share those users and customers.
  // The checkout screens' axe checks order from the one demo consumer's cart too, so they wait for the checkout journeys.
  projects: [
    {
      name: 'journeys',
      testIgnore: [
        /checkout\.spec\.ts/,
        /checkout-accessibility\.spec\.ts/,
        /keyboard-order\.spec\.ts/,
        /landing-admin\.spec\.ts/,
        /site-settings\.spec\.ts/,
        /settings-theme\.spec\.ts/,
      ],
    },
    { name: 'checkout', testMatch: /checkout\.spec\.ts/, dependencies: ['journeys'] },
    { name: 'checkout-screens', testMatch: [/checkout-accessibility\.spec\.ts/, /keyboard-order\.spec\.ts/], dependencies: ['checkout'] },
    // The administrator journey changes the one landing page everyone sees: last, and it restores the page.
    { name: 'landing-admin', testMatch: /landing-admin\.spec\.ts/, dependencies: ['checkout-screens'] },
    // Global site settings change here (and are put back): after everything else.
    { name: 'site-settings', testMatch: [/site-settings\.spec\.ts/, /settings-theme\.spec\.ts/], dependencies: ['landing-admin'] },
  ],
  webServer: {
    command: `npx tsx support/start-server.ts`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { ...(process.env as Record<string, string>), E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
