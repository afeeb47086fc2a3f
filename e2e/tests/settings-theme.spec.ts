import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT } from '../support/axe';
import { signIn } from '../support/sign-in';

// A user's theme shows on every page that user opens: it runs in the last project, after the journeys whose
// axe checks could otherwise meet a dark theme, and puts the default back.
test.describe.configure({ mode: 'serial' });
const SHOTS = process.env.SHOTS_DIR;

const appBarColor = (page: Page) => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
}

test('a customer applies a dark theme with other colours, sees it after signing in again, then resets it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'customer');
  await expect(page).not.toHaveURL(/\/login/);
  await openSettings(page);
  // The page's other cards (Substitutions) have buttons of their own.
  const theme = page.getByRole('region', { name: 'Theme' });
  const apply = theme.getByRole('button', { name: 'Apply' });
  const cancel = theme.getByRole('button', { name: 'Cancel' });
  const reset = theme.getByRole('button', { name: 'Reset' });
  await expect(apply).toBeDisabled();
  await expect(cancel).toBeDisabled();
  await expect(reset).toBeDisabled();
  const before = await appBarColor(page);

  // Cancel puts the form back without applying anything.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(apply).toBeEnabled();
  await cancel.click();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(apply).toBeDisabled();

  await page.getByRole('textbox', { name: 'Primary color', exact: true }).fill('#7b1fa2');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await apply.click();
  await expect(page.getByText('Theme saved successfully')).toBeVisible();
  await expect(reset).toBeEnabled();
  await expect.poll(() => appBarColor(page)).not.toBe(before);
  const applied = await appBarColor(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(244, 246, 248)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-dark-1280.png`, fullPage: true });

  try {
    // Another browser, a new sign-in: the saved theme follows the user.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, 'customer');
    await expect(other).not.toHaveURL(/\/login/);
    await expect.poll(() => appBarColor(other)).toBe(applied);
    await context.close();
  } finally {
    await reset.click();
    await expect(page.getByText('Theme saved successfully').first()).toBeVisible();
    await expect(reset).toBeDisabled();
    await expect.poll(() => appBarColor(page)).toBe(before);
  }
});

test('a consumer sees the theme card but cannot change the theme', async ({ page }) => {
  await signIn(page, 'consumer@example.com');
  await page.getByRole('button', { name: /Pickup/ }).click();
  await expect(page).not.toHaveURL(/\/select-shipmethod/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
  await expect(page.getByText('The theme is set for you and cannot be changed here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeDisabled();
});

test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('settings has no axe violations', async ({ page }) => {
    await signIn(page, 'customer');
    await expect(page).not.toHaveURL(/\/login/);
    await openSettings(page);
    await expectNoAxeViolationsAtEachWidth(page, 'settings', async ({ width }) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-${width}.png`, fullPage: true });
    });
  });
});
