import { expect, type Page, test } from '../support/test';
import { openProducts } from '../support/sign-in';
import { chooseOption, expectChosen } from '../support/native-select';

// Journeys through the product screens against the demo catalogue (359 products).

const resultLine = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ results?/ });
const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).locator('article');

async function signInAsCustomer(page: Page) {
  await openProducts(page, 'customer');
  await expect(cards(page).first()).toBeVisible();
}

async function choose(page: Page, select: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: select, exact: true }), option);
}

test('browse by category from /categories', async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto('/categories');
  const meat = page.getByRole('region', { name: 'Meat & Poultry' });
  await expect(meat).toBeVisible();
  await meat.getByRole('link', { name: 'Beef' }).click();
  await expect(page).toHaveURL(/\/products#mc=MEAT&c=BEEF$/);
  await expectChosen(page.getByRole('combobox', { name: 'Main Category' }), 'Meat & Poultry');
  await expectChosen(page.getByRole('combobox', { name: 'Category', exact: true }), 'Beef');
  await expect(resultLine(page)).toHaveText(/^\d+ results?$/);
  await expect(cards(page).first()).toBeVisible();
});

test('search writes ?s= and the result line names the query', async ({ page }) => {
  await signInAsCustomer(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('milk');
  await expect(page).toHaveURL(/\/products\?s=milk/);
  await expect(resultLine(page)).toHaveText(/^\d+ results? for milk$/);
  await expect(cards(page).first()).toContainText(/milk/i);
});

test('changing the main category clears a category of another one', async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto('/products#mc=MEAT&c=BEEF');
  await expectChosen(page.getByRole('combobox', { name: 'Category', exact: true }), 'Beef');
  await choose(page, 'Main Category', 'Dairy & Eggs');
  await expect(page).toHaveURL(/\/products#mc=DAIRY$/);
  await expectChosen(page.getByRole('combobox', { name: 'Category', exact: true }), 'All Categories');
});

test('switch the layout from Grid to List', async ({ page }) => {
  await signInAsCustomer(page);
  const grid = page.getByRole('button', { name: 'Grid', exact: true });
  const list = page.getByRole('button', { name: 'List', exact: true });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  const gridWidth = (await cards(page).first().boundingBox())!.width;
  expect(gridWidth).toBeLessThanOrEqual(350);
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  // A list row spans the page and is 228 px high including the gap.
  await expect.poll(async () => (await cards(page).first().boundingBox())!.width).toBeGreaterThan(600);
  expect((await cards(page).first().boundingBox())!.height).toBe(220);
  await page.reload();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
});

test('open a product and see its detail and breadcrumb', async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto('/products#mc=PRODUCE&c=FRUIT');
  await cards(page).filter({ hasText: 'Avocados, Hass' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Avocados, Hass' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
  await expect(crumbs.getByRole('link', { name: 'Produce' })).toHaveAttribute('href', '/products#mc=PRODUCE');
  await expect(crumbs.getByRole('link', { name: 'Fruit' })).toHaveAttribute('href', '/products#mc=PRODUCE&c=FRUIT');
  await expect(page.getByText('Product Code')).toBeVisible();
  await expect(page.getByText(/In stock: /)).toBeVisible();
  // Several pictures: thumbnails choose the one shown.
  const second = page.getByRole('button', { name: /Show image 2 of/ });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/products#mc=PRODUCE&c=FRUIT$/);
});

test('a deep link with hash filters keeps them on reload', async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto('/products#mc=DAIRY&c=CHEESE');
  await expectChosen(page.getByRole('combobox', { name: 'Category', exact: true }), 'Cheese');
  const line = await resultLine(page).textContent();
  await page.reload();
  await expect(page).toHaveURL(/\/products#mc=DAIRY&c=CHEESE$/);
  await expectChosen(page.getByRole('combobox', { name: 'Category', exact: true }), 'Cheese');
  await expect(resultLine(page)).toHaveText(line!);
  expect(Number(line!.split(' ')[0])).toBeLessThan(359);
});

test('a guest browses without signing in and is asked to sign in to add to the cart', async ({ page }) => {
  await page.goto('/products');
  await expect(resultLine(page)).toHaveText(/^\d+ results$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await cards(page)
    .first()
    .getByRole('button', { name: /^Add To Cart/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Please sign in or create an account to add products to your cart');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the scroll position is kept in ?i= and restored on reload, with few cards in the page', async ({ page }) => {
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  await page.mouse.wheel(0, 6000);
  await expect(page).toHaveURL(/[?&]i=\d+/);
  const index = Number(new URL(page.url()).searchParams.get('i'));
  expect(index).toBeGreaterThan(0);
  expect(await cards(page).count()).toBeLessThan(60);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
});

test('an unknown product shows This product is unavailable.', async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto('/product/999999');
  await expect(page.getByText('This product is unavailable.')).toBeVisible();
});

test('categories excluded for the customer are labelled', async ({ page }) => {
  await openProducts(page, 'admin');
  await page.goto('/categories');
  const cleaning = page.getByRole('region', { name: 'Cleaning & Janitorial' });
  await expect(cleaning.getByText('Excluded for this customer')).toHaveCount(3);
});
