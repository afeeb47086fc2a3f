import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** Fails (softly, so one run lists every screen) with one readable block per violation: rule, impact, help and each offending element with axe's summary. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await settle(page);
  // label-content-name-mismatch (WCAG 2.5.3 Label in Name) is still marked experimental in axe, so it is asked for by name
  // (options() replaces every option, so it comes before withTags()).
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_TAGS)
    .analyze();
  const report = results.violations.map((v) =>
    [
      `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.length} element(s))`,
      ...v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
    ].join('\n'),
  );
  expect.soft(report, `axe violations on ${screen}`).toEqual([]);
}

/**
 * Axe's color-contrast verdict on the elements whose own text is `text` (a tag, a label) only: fails softly when one
 * reads under its threshold (4.5:1 for small text), and when axe measured none of them (the check would prove nothing).
 */
export async function expectReadableText(page: Page, text: string, screen: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const nodesOf = (list: typeof results.violations) => list.flatMap((r) => r.nodes).filter((n) => n.html.includes(`>${text}<`));
  const failing = nodesOf(results.violations).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
  expect.soft(failing, `'${text}' contrast on ${screen}`).toEqual([]);
  expect.soft(failing.length + nodesOf(results.passes).length, `'${text}' measured on ${screen}`).toBeGreaterThan(0);
}
