import { expect, type Page } from '@playwright/test';

/** The dark theme's page background (apps/web/src/app/theme.ts). */
const DARK_BACKGROUND = 'rgb(18, 20, 23)';

/**
 * Shows the signed-in user's pages in the dark theme without saving a theme: their GET /api/theme answers Dark (1),
 * so no other journey of the worker's server meets it. Call before signing in.
 */
export async function viewInDarkTheme(page: Page): Promise<void> {
  await page.route('**/api/theme', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const theme = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...theme, theme: 1 } });
  });
}

export async function expectDarkTheme(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);
}
