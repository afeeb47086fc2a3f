import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * axe-core's own `axe.run` on the page's document, with axe put into the page once per document (the app has no
 * frames to scan). @axe-core/playwright's AxeBuilder put the 550 KB script into the page again for every scan and
 * opened a blank page of its own to merge the results, which made a two-rule colour scan cost as much as a full one.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((options) => window.axe!.run(document, options), options);
}
