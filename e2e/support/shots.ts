import type { Page } from '@playwright/test';

/**
 * A full-page screenshot for a person to look at, written only when SHOTS_DIR names a folder: a journey never writes
 * files outside its own results otherwise.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
