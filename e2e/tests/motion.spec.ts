import { expect, type Page, test } from '../support/test';

// WCAG 2.3.3: a visitor whose system asks for less motion (prefers-reduced-motion: reduce) gets dialogs that appear
// and go without fading and buttons without a ripple; everyone else gets the motion. Follows a change at once.

/** The sign-in page's reset dialog: its backdrop's transition and whether the button that opened it rippled. */
async function openResetDialog(page: Page): Promise<{ transition: string; ripples: number }> {
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const transition = await page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).transition);
  const ripples = await page.locator('.MuiTouchRipple-child').count();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return { transition, ripples };
}

test('dialogs fade unless the visitor asks for less motion, and then nothing ripples either', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/login');
  await expect(page.getByLabel(/^Username/)).toBeVisible();
  const moving = await openResetDialog(page);
  expect(moving.transition).toMatch(/opacity [\d.]+m?s/);

  // The same tab, the system setting changed: no reload needed.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await openResetDialog(page);
  expect(still.transition).not.toMatch(/opacity [\d.]+m?s/);
  expect(still.ripples).toBe(0);
});
