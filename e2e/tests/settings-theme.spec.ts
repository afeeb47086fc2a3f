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

/** Counts the page's own writes of the stored theme from now on (a storage event never counts: another tab wrote it). */
async function countThemeWrites(page: Page) {
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    const counted = window as unknown as { themeWrites: number };
    counted.themeWrites = 0;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'theme') counted.themeWrites += 1;
      setItem.call(this, key, value);
    };
  });
}
const themeWrites = (page: Page) => page.evaluate(() => (window as unknown as { themeWrites: number }).themeWrites);
const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
/** After the tab's storage event has been handled and rendered: a few frames and a task later. */
const afterRender = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))), 50),
      ),
  );

test("a theme applied in one tab shows in the user's other tab at once, and that tab never writes it back", async ({
  page,
}) => {
  await signIn(page, 'customer');
  await expect(page).not.toHaveURL(/\/login/);
  const other = await page.context().newPage();
  await other.goto('/products');
  await expect(other.getByRole('heading', { name: 'Products' })).toBeVisible();
  await countThemeWrites(other);
  await openSettings(page);
  const theme = page.getByRole('region', { name: 'Theme' });
  const reset = theme.getByRole('button', { name: 'Reset' });
  try {
    await page.getByRole('radio', { name: 'Dark' }).check();
    await theme.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Theme saved successfully')).toBeVisible();
    await expect.poll(() => colorScheme(other)).toBe('dark');
    await afterRender(other);
    // Written back, a theme could land after a newer one (a second change in the first tab) and put the older back.
    expect(await themeWrites(other), 'the other tab stored the theme it was told of').toBe(0);
  } finally {
    await reset.click();
    await expect(reset).toBeDisabled();
  }
  await expect.poll(() => colorScheme(other)).toBe('light');
  await afterRender(other);
  expect(await themeWrites(other)).toBe(0);
  expect(await colorScheme(page)).toBe('light');
  await other.close();
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
