import { test as base } from '@playwright/test';
import { type E2eDialect, type E2eServer, startWorkerServer } from './e2e-server';

export { expect, type Page } from '@playwright/test';

/**
 * The journeys' `test`: each worker starts a server of its own on a fresh copy of the prepared demo data (the
 * project's `dialect`, SQLite by default), and every page and request of its tests goes there (baseURL).
 * Helpers that read the server's files (support/mail.ts) find its data dir in E2E_DATA_DIR.
 */
export const test = base.extend<object, { dialect: E2eDialect; server: E2eServer }>({
  dialect: ['sqlite', { scope: 'worker', option: true }],
  server: [
    async ({ dialect }, use) => {
      const server = await startWorkerServer(dialect);
      process.env.E2E_DATA_DIR = server.dataDir;
      process.env.E2E_BASE_URL = server.url;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
