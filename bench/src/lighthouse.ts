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

/**
 * Lighthouse (its default mobile profile, performance only) over the first screens, three runs each: /login signed out,
 * then / and /products signed in as `token`'s user (the token put where the app keeps it; Lighthouse leaves storage
 * as it is). Each run is a first visit: the browser's HTTP cache is emptied before it (storage reset is off to keep
 * the token, and with it Lighthouse would keep the cache too, so later runs measured a warm load: about 1.2 s less).
 * Debian's Chromium is driven through its debugging port.
 */
export async function firstScreensLcp(base: URL, token: string): Promise<ScreenLcp[]> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const out: ScreenLcp[] = [];
    for (const path of Object.keys(FIRST_SCREENS)) {
      if (path !== '/login') {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(new URL('/login', base).toString());
        await page.evaluate((t) => window.localStorage.setItem('token', t), token);
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
