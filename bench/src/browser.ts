import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';


export interface BrowserFigures {
  firstCardsMs: number;
  cardsInDomAt50k: number;
  cardAt50kShown: boolean;
}

/**
 * The built app in Debian's Chromium on the large catalogue: time from navigation
 * to the first product cards, and the DOM's card count with the list scrolled to
 * index 50,000 (the page restores ?i=).
 */
export async function browserChecks(base: URL, token: string): Promise<BrowserFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const cards = page.getByRole('region', { name: 'Products' }).locator('article');

    // Warm the server's ordered list once, as any earlier visitor would have.
    await page.goto(new URL('/products', base).toString());
    await cards.first().waitFor({ timeout: 30_000 });

    const fresh = await context.newPage();
    const started = Date.now();
    await fresh.goto(new URL('/products', base).toString());
    await fresh.getByRole('region', { name: 'Products' }).locator('article').first().waitFor({ timeout: 30_000 });
    const firstCardsMs = Date.now() - started;

    await page.goto(new URL('/products?i=50000', base).toString());
    await cards.first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const cardsInDomAt50k = await cards.count();
    const cardAt50kShown = (await page.evaluate(() => window.scrollY)) > 1_000_000;
    return { firstCardsMs, cardsInDomAt50k, cardAt50kShown };
  } catch (err) {
    const pages = browser.contexts().flatMap((c) => c.pages());
    for (const [i, p] of pages.entries()) await p.screenshot({ path: `/tmp/bench-browser-failure-${i}.png` }).catch(() => undefined);
    throw err;
  } finally {
    await browser.close();
  }
}
