import { expect, type Page, test } from '../support/test';
import { api } from '../support/cart-api';
import { chooseOption, expectChosen, offered } from '../support/native-select';
import { openProducts } from '../support/sign-in';

// The Order Guide filter of /products (spec 1 §2, §4) against the demo guides of Bayside Bistro.

interface WireGuide {
  name: string;
  products: { productKey: number }[];
}

const resultLine = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ results?/ });
const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).locator('article');
const guideSelect = (page: Page) => page.getByRole('combobox', { name: 'Order Guide' });
const count = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

async function signInAsCustomer(page: Page): Promise<WireGuide[]> {
  await openProducts(page, 'customer');
  await expect(cards(page).first()).toBeVisible();
  const guides = await api<WireGuide[]>(page, 'GET', '/api/orderguide');
  expect(guides.status).toBe(200);
  return guides.body;
}

test('a customer filters by the Weekly guide; the hash keeps it across a reload', async ({ page }) => {
  const guides = await signInAsCustomer(page);
  const weekly = guides.find((g) => g.name === 'Weekly')!;
  await expectChosen(guideSelect(page), 'All Products');
  await expect(page.getByRole('button', { name: 'Grid', exact: true })).toBeVisible();

  await expect(offered(guideSelect(page))).toHaveText(['All Products', 'Standard', 'Bar', 'Weekly']);
  await chooseOption(guideSelect(page), 'Weekly');
  await expect(page).toHaveURL(/\/products#og=Weekly$/);
  await expect(resultLine(page)).toHaveText(count(weekly.products.length));
  await expect(cards(page)).toHaveCount(weekly.products.length);
  // Choosing a guide in the filter bar keeps the layout switch (spec 1 §2: only arriving with one hides it).
  await expect(page.getByRole('button', { name: 'Grid', exact: true })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/products#og=Weekly$/);
  await expectChosen(guideSelect(page), 'Weekly');
  await expect(resultLine(page)).toHaveText(count(weekly.products.length));
  // Arriving with the guide in the link hides it.
  await expect(page.getByRole('button', { name: 'Grid', exact: true })).toBeHidden();

  // The category filters still apply inside the guide.
  await page.goto('/products#mc=DAIRY&og=Weekly');
  await expectChosen(guideSelect(page), 'Weekly');
  const dairy = Number((await resultLine(page).textContent())!.split(' ')[0]);
  expect(dairy).toBeGreaterThan(0);
  expect(dairy).toBeLessThan(weekly.products.length);
});

test('the guide is chosen by keyboard, and back to All Products', async ({ page }) => {
  await signInAsCustomer(page);
  const all = await resultLine(page).textContent();
  await guideSelect(page).focus();
  // The browser's select: the arrow keys choose the next guide at once.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/products#og=Standard$/);
  // The next key goes to the select once it shows the guide the page now filters by.
  await expectChosen(guideSelect(page), 'Standard');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/products#og=Bar$/);
  await expectChosen(guideSelect(page), 'Bar');
  await expect(guideSelect(page)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/products$/);
  await expectChosen(guideSelect(page), 'All Products');
  await expect(guideSelect(page)).toBeFocused();
  await expect(resultLine(page)).toHaveText(all!);
});

test('changing the guide with quantities entered in Quick Entry asks first', async ({ page }) => {
  await signInAsCustomer(page);
  await page.getByRole('button', { name: 'Quick Entry' }).click();
  const table = page.getByRole('table', { name: 'Quick Entry' });
  await expect(table).toBeVisible();
  await table
    .getByRole('textbox', { name: /^Quantity for / })
    .first()
    .fill('2');
  await chooseOption(guideSelect(page), 'Bar');
  const dialog = page.getByRole('dialog', { name: 'Unsaved Data' });
  await expect(dialog).toContainText(
    'Unsaved data would be lost by leaving the active view. Are you sure you wish to change the view?',
  );
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expectChosen(guideSelect(page), 'All Products');

  await chooseOption(guideSelect(page), 'Bar');
  await page.getByRole('dialog', { name: 'Unsaved Data' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/products#og=Bar$/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters open in a bottom sheet from one compact row, and the guide select works there', async ({
    page,
  }) => {
    const guides = await signInAsCustomer(page);
    const bar = guides.find((g) => g.name === 'Bar')!;
    const filters = page.getByRole('button', { name: /^Filters/ });
    // One row above the products: the first card starts within the first screen.
    const card = page.getByRole('region', { name: 'Products' }).locator('article').first();
    expect((await card.boundingBox())!.y).toBeLessThan(300);
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const box = (await guideSelect(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await chooseOption(guideSelect(page), 'Bar');
    await sheet.getByRole('button', { name: 'Show Products' }).click();
    await expect(sheet).toBeHidden();
    await expect(resultLine(page)).toHaveText(count(bar.products.length));
    await expect(page.getByRole('region', { name: 'Product filters' })).toContainText('Bar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('a guest sees no Order Guide select, and an og in the link is ignored', async ({ page }) => {
  const settings = await page.request.get('/api/settings/site');
  test.skip(!(await settings.json()).allowGuest, 'guest browsing is off in these settings');
  await page.goto('/products#og=Weekly');
  await expect(resultLine(page)).toHaveText(/^\d+ results$/);
  await expect(page.getByRole('combobox', { name: 'Main Category' })).toBeVisible();
  await expect(guideSelect(page)).toHaveCount(0);
});
