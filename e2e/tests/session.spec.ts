import type { Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { chooseFirstCustomer, fromLandingToProducts, signIn } from '../support/sign-in';

test('a salesperson picks a customer with the keyboard, then may switch', async ({ page }) => {
  await signIn(page, 'sales');
  await expect(page).toHaveURL(/\/select-customer/);
  await expect(page.getByRole('heading', { name: 'Select Customer' })).toBeVisible();
  await page.getByPlaceholder('Search name or code').fill('maple');
  // In the customer list (the 'Needs attention' section above it may name the same customer, issues 32 and 33).
  await expect(page.getByRole('option', { name: /Maple Street Cafe/ })).toBeVisible();
  await page.getByPlaceholder('Search name or code').fill('');
  await chooseFirstCustomer(page);
  await fromLandingToProducts(page);
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).toMatch(/customer/i);
});

test('a salesperson sees No customers. for a search that matches none', async ({ page }) => {
  await signIn(page, 'sales');
  await expect(page).toHaveURL(/\/select-customer/);
  await page.getByPlaceholder('Search name or code').fill('zzzz-nobody');
  await expect(page.getByText('No customers.')).toBeVisible();
});

test('a consumer chooses pickup or delivery before browsing', async ({ page }) => {
  await signIn(page, 'consumer@example.com');
  await expect(page).toHaveURL(/\/select-shipmethod/);
  await page.getByRole('button', { name: /Pickup/ }).click();
  await fromLandingToProducts(page);
});

test('log out ends the session and returns to sign-in', async ({ page }) => {
  await signIn(page, 'customer');
  await fromLandingToProducts(page);
  const token = await page.evaluate(() => Object.values(window.localStorage).find((v) => v.length > 30));
  await page.setViewportSize({ width: 1400, height: 900 });
  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/token') && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await revoked).ok()).toBe(true);
  // The old token no longer works on the server.
  const res = await page.request.get('/api/user', {
    headers: { authorization: `Bearer ${String(token).replaceAll('"', '')}` },
  });
  expect(res.status()).toBe(401);
});

test('an expired session returns to sign-in with the reason', async ({ page }) => {
  await signIn(page, 'customer');
  await fromLandingToProducts(page);
  // Before the app's own scripts on the next load, so nothing the running page writes can put the token back.
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('e2e-token-spoiled')) return;
    window.sessionStorage.setItem('e2e-token-spoiled', '1');
    for (const key of Object.keys(window.localStorage)) {
      const value = window.localStorage.getItem(key) ?? '';
      if (value.length > 30) window.localStorage.setItem(key, JSON.stringify('x'.repeat(43)));
    }
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/Your session expired - Please sign in again\.|Session has expired/)).toBeVisible();
});

test('a 401 whose reason says not authorized leads to /accessdenied, from the user check as from any other call', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await fromLandingToProducts(page);
  // No server answers so yet: the spec's rule is held by answering the page's calls as such a server would.
  const refuse = (route: Route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ errorCode: 401, errorReason: 'User is not authorized' }),
    });
  await page.route('**/api/user', refuse);
  // Such a server refuses the user to its own first-screen renderer too, which then draws nothing: the page comes as
  // the plain app, as it does without the first-screen cookie.
  await page.context().clearCookies({ name: 'first-screen' });
  await page.reload();
  await expect(page).toHaveURL(/\/accessdenied/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.unroute('**/api/user');

  // A signed-in call that does not tolerate a 401 (the menu, read after the user) ends the session the same way.
  await signIn(page, 'customer');
  await fromLandingToProducts(page);
  await page.route('**/api/menu', refuse);
  await page.context().clearCookies({ name: 'first-screen' });
  await page.reload();
  await expect(page).toHaveURL(/\/accessdenied/);
});
