import { expect, type Page, test } from '../support/test';
import { signIn } from '../support/sign-in';

// Spec 2 Select Customer, spec 1 §4 ship method: Back on a selection step logs out instead of leaving the site
// with the session still stored. The demo allows guests, so the signed-out visitor lands on the guest pages.
async function expectSignedOut(page: Page) {
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
}

test.describe('Back on a selection step', () => {
  test('logs the salesperson out from /select-customer', async ({ page }) => {
    await signIn(page, 'sales');
    await expect(page).toHaveURL(/\/select-customer/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
    await page.goBack();
    await expectSignedOut(page);
  });

  test('logs the consumer out from /select-shipmethod', async ({ page }) => {
    await signIn(page, 'consumer@example.com');
    await expect(page).toHaveURL(/\/select-shipmethod/);
    await page.goBack();
    await expectSignedOut(page);
  });
});
