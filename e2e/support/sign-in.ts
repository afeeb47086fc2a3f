import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';

/** Signs in through the real login page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A salesperson's first screen: choose a customer with the keyboard. */
export async function chooseFirstCustomer(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/select-customer/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The first screen after signing in: the landing page's cards (issue 15). */
export async function expectLandingPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/^[^#?]*\/\/[^/]+\/$/);
  await expect(page.getByTestId('landing-grid')).toBeVisible();
}

/** Signed in, past the landing page, on to /products (journeys of the catalogue, cart and checkout). */
export async function fromLandingToProducts(page: Page): Promise<void> {
  await expectLandingPage(page);
  await page.goto('/products');
  await expect(page).toHaveURL(/\/products/);
  // The filters show once the session is configured: no session call of this load is still in flight, so a step
  // that refuses calls or reloads next cannot race the page's own start-up (a late 401 would end the session).
  await expect(page.getByRole('region', { name: 'Product filters' })).toBeVisible();
}
