import { type Browser, type BrowserContext, type Page, test as base } from '@playwright/test';
import { type E2eDialect, type E2eServer, startWorkerServer } from './e2e-server';

export { expect, type Page } from '@playwright/test';

/**
 * A page the server drew (issue 25 item 21: /login) paints before the app's scripts run, and the app takes it over
 * a moment later: a journey starts on the app, as a visitor's clicks would after that moment. Every navigation of a
 * journey's pages (goto, reload) waits for it. What a visitor does before it (typing, a submit) is a test of its own
 * (first-screen.spec.ts).
 */
async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('first-screen-data') || document.documentElement.hasAttribute('data-app'),
  );
}

const drawnOnly = new WeakMap<Page, Page['goto']>();

/** Opens `url` as a visitor's browser does and returns once it has loaded, whether or not the app runs yet. */
export function gotoFirstScreen(page: Page, url: string): ReturnType<Page['goto']> {
  return (drawnOnly.get(page) ?? page.goto.bind(page))(url);
}

function waitingForTheApp(page: Page): Page {
  if (drawnOnly.has(page)) return page;
  const goto = page.goto.bind(page);
  drawnOnly.set(page, goto);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRunning(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRunning(page);
    return response;
  };
  return page;
}

function contextWaitingForTheApp(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitingForTheApp);
  context.on('page', waitingForTheApp);
  return context;
}

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
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      const waiting: Partial<Browser> = {
        newContext: async (...args) => contextWaitingForTheApp(await newContext(...args)),
        newPage: async (...args) => waitingForTheApp(await newPage(...args)),
      };
      await use(Object.assign(browser, waiting));
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await use(contextWaitingForTheApp(context));
  },
});
