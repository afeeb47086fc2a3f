import { expect, test } from '../support/test';
import { api } from '../support/cart-api';
import { tabTo } from '../support/keyboard';
import { DEMO_PASSWORD, expectLandingPage } from '../support/sign-in';

// The order path with the keyboard alone (no clicks): sign in, search, open a product, add it, add another line in
// Quick Entry, open the cart, check out. Every element the focus lands on must show a focus ring.
// Runs in the checkout-screens project: it orders from Bayside Bistro's cart after the journeys that read it.

// With the motion every visitor who has not asked for less sees: the focus must show through fades and ripples too.
test.use({ reducedMotion: 'no-preference' });

test('a buyer orders with the keyboard alone and always sees where the focus is', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(/^Username/)).toBeVisible();
  await tabTo(page, page.getByLabel(/^Username/));
  await page.keyboard.type('customer');
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectLandingPage(page);
  await api(page, 'DELETE', '/api/cart');
  // On to the products by the address bar.
  await page.goto('/products');

  // Search from the top bar, then open the first result.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toBeVisible();
  await tabTo(page, search);
  await page.keyboard.type('salmon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/s=salmon/);
  const results = page.getByRole('region', { name: 'Products' });
  const firstName = results.locator('article').first().getByRole('link').first();
  await expect(firstName).toBeVisible();
  await tabTo(page, firstName, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+/);

  // Add To Cart from the product page; the dialog takes the quantity and saves with Enter on Save.
  await tabTo(page, page.getByRole('button', { name: /^Add To Cart/ }).first(), { max: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add To Cart' })).toBeVisible();
  await tabTo(page, dialog.getByLabel('Quantity', { exact: true }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 Product(s) Added To Cart')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Quick Entry: a second product by its quantity field.
  await page.goto('/products');
  // The skip link passes the top bar and the menu.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  // The layout switch is one tab stop; the arrow keys move within it.
  await tabTo(page, page.getByRole('button', { name: 'Grid', exact: true }), { max: 30 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Quick Entry', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Quick Entry' });
  await expect(table).toBeVisible();
  const quantity = table.getByRole('textbox').first();
  await tabTo(page, quantity, { max: 60 });
  await page.keyboard.type('1');
  await expect(page.getByText(/^1 of \d+ product\(s\) entered/)).toBeVisible();
  // Add to Cart sits in the bar above the table.
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart', exact: true }), { max: 20, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 Product(s) Added To Cart')).toBeVisible();
  await expect.poll(async () => (await api<{ lines: unknown[] }>(page, 'GET', '/api/cart')).body.lines.length).toBe(2);

  // The cart, then checkout.
  const cartLink = page.getByRole('link', { name: /^Cart, 2 line\(s\)/ });
  await tabTo(page, cartLink, { max: 80, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('row', { name: /salmon/i })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Checkout' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Delivery Details: the ship-to and date keep their defaults; a P.O. is typed; Next with Enter.
  const po = page.getByLabel(/^Customer P\.O\./);
  await tabTo(page, po, { max: 40 });
  await page.keyboard.type('KEYBOARD');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  const submit = page.getByRole('button', { name: 'Submit Order' });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Order Number/)).toBeVisible({ timeout: 30_000 });
  expect((await api<{ lines: unknown[] }>(page, 'GET', '/api/cart')).body.lines).toEqual([]);
});
