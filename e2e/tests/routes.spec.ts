import { expect, test } from '../support/test';
import { fromLandingToProducts, openProducts, signIn } from '../support/sign-in';

test('a guest browses products while allowGuest is on', async ({ page }) => {
  await page.goto('/products');
  await expect(page).toHaveURL(/\/products/);
  await expect(
    page.getByRole('button', { name: 'Log In' }).or(page.getByRole('link', { name: 'Log In' })),
  ).toBeVisible();
});

test('a signed-out unknown path goes to the landing page when guests are allowed', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).not.toHaveURL(/no\/such\/page/);
});

test('a signed-in unknown path shows Not Found', async ({ page }) => {
  await openProducts(page, 'customer');
  await page.goto('/no/such/page');
  await expect(page.getByText("Oops... This page doesn't exist!")).toBeVisible();
});

test('a consumer is sent away from the account pages', async ({ page }) => {
  await signIn(page, 'consumer@example.com');
  await page.getByRole('button', { name: /Pickup/ }).click();
  await fromLandingToProducts(page);
  await page.goto('/account/summary');
  await expect(page).not.toHaveURL(/\/account\/summary/);
});

test('a deep link with hash filters reloads fine', async ({ page }) => {
  await openProducts(page, 'customer');
  await page.goto('/products#mc=1');
  await page.reload();
  await expect(page).toHaveURL(/\/products#mc=1/);
});
