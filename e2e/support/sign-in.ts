import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';

/** Signs in through the real login page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A token for `username`, as the login page gets it (POST /api/token). */
export async function tokenFor(page: Page, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await page.request.post('/api/token', {
    form: { grant_type: 'password', client_id: 'ecommerce', username, password },
  });
  expect(res.status(), `signing in as ${username}`).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Opens `path` signed in as `username` (acting for `customerKey`, for a salesperson), the way a reload of a signed-in
 * tab opens it: the session in local storage (spec 1 §9), then the page. For journeys about what comes after signing
 * in; the login page, the customer choice and the landing page are journeys of their own (sign-in.spec.ts,
 * session.spec.ts, landing.spec.ts), and each of them costs a page load.
 */
export async function openSignedIn(
  page: Page,
  username: string,
  path: string,
  customerKey: number | null = null,
): Promise<void> {
  const token = await tokenFor(page, username);
  // Any page of the site's origin, to write its storage: the smallest there is.
  await page.goto('/api/health');
  await page.evaluate(
    ({ token, customerKey }) => {
      localStorage.setItem('token', token);
      if (customerKey !== null) localStorage.setItem('customer', String(customerKey));
    },
    { token, customerKey },
  );
  await page.goto(path);
}

/** Signed in as `username` on /products, ready to use (journeys of the catalogue, cart and checkout). */
export async function openProducts(page: Page, username: string, customerKey: number | null = null): Promise<void> {
  await openSignedIn(page, username, '/products', customerKey);
  await expect(page.getByRole('region', { name: 'Product filters' })).toBeVisible();
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
