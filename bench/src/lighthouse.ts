import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { FIRST_SCREENS } from '../../apps/web/first-screens';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

export const LCP_BUDGET_MS = 1500;
const RUNS = 3;
const DEBUGGING_PORT = 9333;

export interface ScreenLcp {
  path: string;
  /** Each run's largest contentful paint (Lighthouse's mobile profile: simulated slow 4G, 4x CPU slowdown). */
  runsMs: number[];
  medianMs: number;
  /** What the largest paint was, as Lighthouse names the element. */
  element: string;
}

/** A first visit downloads everything again: the browser's HTTP cache is emptied (storage stays). */
/** Signs in through the sign-in page, as a visitor does, and waits for the landing page. */
async function signIn(context: BrowserContext, base: URL, user: { username: string; password: string }): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(new URL('/login', base).toString());
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(new URL('/', base).toString());
  await page.getByTestId('landing-grid').waitFor();
}

async function emptyHttpCache(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** The window of Lighthouse's mobile profile (a Moto G Power): the phone that signs in is the one measured. */
const MOBILE_WINDOW = { width: 412, height: 823 };

/**
 * Lighthouse (its default mobile profile, performance only) over the first screens, three runs each: /login signed out,
 * then / and /products signed in as `user`, who signs in through the sign-in page first, on the same phone, so the
 * browser keeps the session as the app keeps it (storage, and the first-screen cookie from which the server draws the
 * signed-in screens; Lighthouse leaves storage as it is). Each run is a first visit: the browser's HTTP cache is
 * emptied before it (storage reset is off to keep the session, and with it Lighthouse would keep the cache too, so
 * later runs measured a warm load: about 1.2 s less). Debian's Chromium is driven through its debugging port.
 */
export async function firstScreensLcp(base: URL, user: { username: string; password: string }): Promise<ScreenLcp[]> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
    viewport: MOBILE_WINDOW,
  });
  try {
    const out: ScreenLcp[] = [];
    let signedIn = false;
    for (const path of Object.keys(FIRST_SCREENS)) {
      if (path !== '/login' && !signedIn) {
        await signIn(context, base, user);
        signedIn = true;
      }
      const runsMs: number[] = [];
      let element = '';
      for (let run = 0; run < RUNS; run++) {
        await emptyHttpCache(context);
        const result = await lighthouse(new URL(path, base).toString(), {
          port: DEBUGGING_PORT,
          onlyCategories: ['performance'],
          disableStorageReset: true,
          logLevel: 'error',
          output: 'json',
        });
        const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
        if (lcp === undefined) throw new Error(`Lighthouse gave no LCP for ${path}`);
        runsMs.push(Math.round(lcp));
        const details = result?.lhr.audits['largest-contentful-paint-element']?.details as
          | { items?: { items?: { node?: { nodeLabel?: string } }[] }[] }
          | undefined;
        element = details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? element;
      }
      out.push({ path, runsMs, medianMs: median(runsMs), element });
    }
    return out;
  } finally {
    await context.close();
  }
}
