import { expect, type Page, test } from '@playwright/test';
import { runAxe } from './axe-run';

/**
 * The rules the storefront is held to: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. The best
 * practices carry the page's structure (heading-order, landmarks, one main), whose findings are moderate: every
 * finding fails, whatever its impact.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** Waits until no CSS transition or animation runs, so axe never measures a dialog half faded in. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The phone's size: the journeys that exist for axe run at it (the tightest layout) and scan at every width. */
export const PHONE_VIEWPORT = { width: VIEWPORTS[1].width, height: VIEWPORTS[1].height };

export type Viewport = (typeof VIEWPORTS)[number];

/** A resized page laid out again: no transition running, then two frames painted (media queries, observers). */
async function settleLayout(page: Page): Promise<void> {
  await settle(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Runs `run` with the page resized in place to the `name` width of VIEWPORTS, then gives the page its own size back:
 * the part of a journey that only that width has (a desktop layout, a phone's sheet), in the journey run at another.
 */
export async function atWidth(page: Page, name: Viewport['name'], run: () => Promise<void>): Promise<void> {
  const own = page.viewportSize();
  const viewport = VIEWPORTS.find((v) => v.name === name)!;
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await settleLayout(page);
  await run();
  if (own) {
    await page.setViewportSize(own);
    await settleLayout(page);
  }
}

/**
 * Runs `run` with the page resized in place to each width of VIEWPORTS, then gives the page its own size back. The
 * width the page shows comes first (a journey at phone width is scanned at phone width, then at desktop width), so the
 * first run sees the screen just as the journey left it. The time spent at the other widths is not charged to the
 * journey's own budget: it stands for the journey each width once ran on its own.
 */
export async function atEachWidth(page: Page, run: (viewport: Viewport) => Promise<void>): Promise<void> {
  const own = page.viewportSize();
  const widths = [...VIEWPORTS].sort((a, b) => Number(b.width === own?.width) - Number(a.width === own?.width));
  let others: { budget: number; started: number } | undefined;
  for (const viewport of widths) {
    if (viewport !== widths[0]) others ??= { budget: test.info().timeout, started: Date.now() };
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settleLayout(page);
    await run(viewport);
  }
  if (own) {
    await page.setViewportSize(own);
    await settleLayout(page);
  }
  if (others) test.info().setTimeout(others.budget + (Date.now() - others.started));
}

/**
 * The rules whose verdict depends on the palette: the other mode is scanned for these alone, since switching the mode
 * changes colours only (the same elements, names, roles and structure).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Mode = 'light' | 'dark';

/** The mode the page is painted in: the colour scheme MUI's CssBaseline sets with the palette. */
const shownMode = (page: Page): Promise<Mode> =>
  page.evaluate(() => (getComputedStyle(document.documentElement).colorScheme === 'dark' ? 'dark' : 'light'));

/**
 * Stores `value` as the app's theme and tells the app the way a theme applied in another tab arrives (a storage
 * event: the app shows it at once and drops any theme answer still on its way), then waits until the page is painted
 * in `mode` and ends the colour transitions the change started. Returns what was stored before.
 */
async function showStoredTheme(page: Page, value: string | null | { mode: Mode }, mode: Mode): Promise<string | null> {
  const before = await page.evaluate((value) => {
    const key = 'theme';
    const oldValue = localStorage.getItem(key);
    let newValue: string | null;
    if (value === null || typeof value === 'string') newValue = value;
    else {
      let stored: unknown;
      try {
        stored = JSON.parse(oldValue ?? 'null');
      } catch {
        stored = null;
      }
      // The app fills what is missing with the default colours: a guest with nothing stored gets them in the other mode.
      newValue = JSON.stringify({
        ...(stored !== null && typeof stored === 'object' ? stored : {}),
        theme: value.mode === 'dark' ? 1 : 0,
      });
    }
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage, url: location.href }),
    );
    return oldValue;
  }, value);
  // The palette is applied in one render: once the colour scheme is the new one, every element has its new colours.
  // (A page that is not the app never switches: it fails here, not at the journey's timeout.)
  await page.waitForFunction((mode) => getComputedStyle(document.documentElement).colorScheme === mode, mode, {
    timeout: 10_000,
  });
  await page.evaluate(() => {
    document.body.getBoundingClientRect();
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
  // The app's other tabs in this browser follow through the storage event: the journey goes on once they show the
  // theme too, so none of them is still taking an earlier one when that tab is scanned or the theme changes again.
  for (const other of page.context().pages()) {
    if (other === page || other.isClosed()) continue;
    await other.waitForFunction(
      (mode) =>
        !document.documentElement.hasAttribute('data-app') ||
        getComputedStyle(document.documentElement).colorScheme === mode,
      mode,
      { timeout: 10_000 },
    );
  }
  return before;
}

async function analyze(page: Page, screen: string, rules?: string[]): Promise<void> {
  // label-content-name-mismatch (WCAG 2.5.3 Label in Name) is still marked experimental in axe, so it is asked for by
  // name. Only the violations are wanted: resultTypes leaves axe one example node of each passed or inapplicable rule
  // instead of every node (a tenth of the scan).
  const results = await runAxe(
    page,
    rules
      ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } }
      : {
          resultTypes: ['violations'],
          rules: { 'label-content-name-mismatch': { enabled: true } },
          runOnly: { type: 'tag', values: AXE_TAGS },
        },
  );
  const report = results.violations.map((v) =>
    [
      `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.length} element(s))`,
      ...v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
    ].join('\n'),
  );
  expect.soft(report, `axe violations on ${screen}`).toEqual([]);
}

/**
 * Fails (softly, so one run lists every screen) with one readable block per violation: rule, impact, help and each
 * offending element with axe's summary. The screen is scanned in the mode it shows, then switched in place to the
 * other mode (light and dark, issue 25 item 15) and scanned again for the colour rules, then switched back.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await settle(page);
  const mode = await shownMode(page);
  const other: Mode = mode === 'light' ? 'dark' : 'light';
  await analyze(page, `${screen} (${mode} mode)`);
  const started = Date.now();
  const stored = await showStoredTheme(page, { mode: other }, other);
  await analyze(page, `${screen} (${other} mode)`, COLOUR_RULES);
  expect(await shownMode(page), `${screen} stayed in ${other} mode while axe scanned it`).toBe(other);
  await showStoredTheme(page, stored, mode);
  // The second mode (about a second a screen, several on a loaded machine) is not charged to the journey's own budget.
  test.info().setTimeout(test.info().timeout + (Date.now() - started));
}

/**
 * The full scan in the mode the page shows, without switching it: a screen the server drew, before the app that
 * switches modes runs (first-screen.spec.ts); the app's own screens are scanned in both modes.
 */
export async function expectNoAxeViolationsAsDrawn(page: Page, screen: string): Promise<void> {
  await settle(page);
  await analyze(page, `${screen} (${await shownMode(page)} mode, as drawn)`);
}

/**
 * expectNoAxeViolations on the screen at each width of VIEWPORTS (desktop and phone), resized in place (atEachWidth):
 * a journey that exists for axe runs once, at phone width, and still has each of its screens scanned at both widths.
 * `alsoAtWidth` runs after each width's scan (a screenshot, a check of that width's layout).
 */
export async function expectNoAxeViolationsAtEachWidth(
  page: Page,
  screen: string,
  alsoAtWidth?: (viewport: Viewport) => Promise<void>,
): Promise<void> {
  await atEachWidth(page, async (viewport) => {
    await expectNoAxeViolations(page, `${screen} at ${viewport.name} width`);
    await alsoAtWidth?.(viewport);
  });
}

/**
 * Axe's color-contrast verdict on the elements whose own text is `text` (a tag, a label) only: fails softly when one
 * reads under its threshold (4.5:1 for small text), and when axe measured none of them (the check would prove nothing).
 */
export async function expectReadableText(page: Page, text: string, screen: string): Promise<void> {
  await settle(page);
  const results = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  const nodesOf = (list: typeof results.violations) =>
    list.flatMap((r) => r.nodes).filter((n) => n.html.includes(`>${text}<`));
  const failing = nodesOf(results.violations).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
  expect.soft(failing, `'${text}' contrast on ${screen}`).toEqual([]);
  expect.soft(failing.length + nodesOf(results.passes).length, `'${text}' measured on ${screen}`).toBeGreaterThan(0);
}
