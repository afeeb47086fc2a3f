import { expect, type Page, test } from '../support/test';
import { api, cartLines, productList, signInFor, type WireProduct } from '../support/cart-api';

// Quick Entry (spec 1 §4) and its spreadsheet paste, through the /products layout switch.

const rowLabel = (p: WireProduct) => `${p.description} (${p.formattedProductCode || p.productCode})`;
const quantityOf = (page: Page, p: WireProduct) => page.getByRole('textbox', { name: `Quantity for ${rowLabel(p)}` });

async function openQuickEntry(page: Page, hash = '') {
  await page.goto(`/products${hash}`);
  await page.getByRole('button', { name: 'Quick Entry' }).click();
  await expect(page.getByRole('table', { name: 'Quick Entry' })).toBeVisible();
}

test('quick entry of 20 lines including a bad multiple', async ({ page }) => {
  await signInFor(page, 'MAPLEC');
  const produce = await productList(page, 'mc=PRODUCE');
  await openQuickEntry(page, '#mc=PRODUCE');
  const bad = produce[2]!; // sold by LB in multiples of 5
  await page.getByRole('combobox', { name: `Unit for ${rowLabel(bad)}` }).selectOption('LB');

  // Keyboard only: type, Enter to the next row; the virtualised list scrolls along.
  await quantityOf(page, produce[0]!).click();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.type(i === 2 ? '7' : String((i % 3) + 1));
    await page.keyboard.press('Enter');
  }
  await expect(quantityOf(page, produce[20]!)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(quantityOf(page, produce[19]!)).toBeFocused();
  await expect(page.getByText('20 of 39 product(s) entered')).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const status = page.getByRole('dialog', { name: 'Quick Entry Status' });
  await expect(status).toContainText('One or more of the products could not be added to the cart at this time.');
  await expect(status).toContainText(bad.description);
  await expect(status).toContainText('Invalid quantity of 7. Please enter a multiple of 5');
  await expect(page.getByText('19 Product(s) Added To Cart')).toBeVisible();
  await status.getByRole('button', { name: 'OK' }).click();

  // Added rows go back to 0; the refused one keeps its entry and shows why.
  await expect(page.getByText('1 of 39 product(s) entered')).toBeVisible();
  await quantityOf(page, produce[19]!).click();
  for (let i = 0; i < 19; i++) await page.keyboard.press('ArrowUp');
  await expect(quantityOf(page, produce[0]!)).toBeFocused();
  await expect(quantityOf(page, bad)).toHaveValue('7');
  await expect(page.getByRole('row', { name: rowLabel(bad) })).toContainText('Enter a multiple of 5');
  await expect(quantityOf(page, produce[0]!)).toHaveValue('');
  expect(await cartLines(page)).toHaveLength(19);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick Entry Status' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Quick Entry Status' }).getByRole('button', { name: 'OK' }).click();
  await quantityOf(page, bad).fill('');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('0 Products Added To Cart')).toBeVisible();
});

test('paste from a spreadsheet fills rows and lists the lines it could not use', async ({ page }) => {
  await signInFor(page, 'NORTAV');
  const produce = await productList(page, 'mc=PRODUCE');
  const [milk] = await productList(page, 's=180006'); // not in the Produce filter: becomes an extra row
  await openQuickEntry(page, '#mc=PRODUCE');
  await page.getByRole('button', { name: 'Paste from spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste from spreadsheet' });
  const sheet = [
    'Item Code\tQty\tUOM',
    `${produce[0]!.productCode}\t4\tCS`,
    `${produce[2]!.productCode}\t10\tLB`,
    'ZZZ999\t1\tCS',
    `${produce[1]!.productCode}\tabc`,
    `${milk!.formattedProductCode}, 2, EA`,
  ].join('\n');
  await dialog.getByLabel('Lines').fill(sheet);
  await dialog.getByRole('button', { name: 'Fill Rows' }).click();
  await expect(dialog).toContainText('3 row(s) filled');
  const problems = dialog.getByRole('list', { name: 'Lines not used' }).getByRole('listitem');
  await expect(problems).toHaveText([
    'Line 4: unknown product code ZZZ999',
    `Line 5: "abc" is not a valid quantity for ${produce[1]!.productCode}`,
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(quantityOf(page, produce[0]!)).toHaveValue('4');
  await expect(quantityOf(page, produce[2]!)).toHaveValue('10');
  await expect(page.getByRole('combobox', { name: `Unit for ${rowLabel(produce[2]!)}` })).toHaveValue('LB');
  await expect(quantityOf(page, milk!)).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('3 Product(s) Added To Cart')).toBeVisible();
  const lines = await cartLines(page);
  expect(lines.map((l) => `${l.productKey} ${l.quantity.value} ${l.quantity.unit}`).sort()).toEqual(
    [`${produce[0]!.productKey} 4.00 CS`, `${produce[2]!.productKey} 10.00 LB`, `${milk!.productKey} 2.00 EA`].sort(),
  );
});

test('a product in the cart under another price unit asks Change Price By U/M?', async ({ page }) => {
  await signInFor(page, 'BAYBIS');
  const [milk] = await productList(page, 's=180006');
  const line = { productKey: milk!.productKey, unitOfMeasure: 'CS', orderQuantity: 1, unitOfMeasure_Prc: 'CS' };
  expect((await api(page, 'POST', '/api/cart/lines', { lines: [line] })).status).toBe(200);
  await openQuickEntry(page, '?s=180006#mc=DAIRY');
  // EA is a price unit too, so with syncPriceByWithSellByUMFlag the line is priced by EA.
  await page.getByRole('combobox', { name: `Unit for ${rowLabel(milk!)}` }).selectOption('EA');
  await quantityOf(page, milk!).fill('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const question = page.getByRole('dialog', { name: 'Change Price By U/M?' });
  await expect(question).toContainText('Change Price By U/M to EA?');
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('1 Product(s) Added To Cart')).toBeVisible();
  const lines = await cartLines(page);
  expect(lines.map((l) => `${l.quantity.value} ${l.quantity.unit} per ${l.unitPrice.from}`).sort()).toEqual([
    '1.00 CS per EA',
    '3.00 EA per EA',
  ]);
});

test('typing through a 500-row quick entry renders only the rows in view', async ({ page }) => {
  await signInFor(page, 'HARGRL');
  // The demo catalogue has 359 products: the list answer is widened to 500 rows for this journey.
  await page.route('**/api/product/list?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const products = Array.from({ length: 500 }, (_, i) => {
      const p = body.products[i % body.products.length];
      return i < body.products.length
        ? p
        : { ...p, productKey: 900_000 + i, productCode: `P${i}`, formattedProductCode: `P-${i}` };
    });
    await route.fulfill({ response, json: { ...body, products, total: 500, nextCursor: null } });
  });
  await openQuickEntry(page);
  await expect(page.getByText('500 results')).toBeVisible();
  const table = page.getByRole('table', { name: 'Quick Entry' });
  await expect(table).toHaveAttribute('aria-rowcount', '501');
  await table
    .getByRole('textbox', { name: /^Quantity for / })
    .first()
    .click();
  for (let row = 0; row < 12; row++) {
    for (const key of '125') await page.keyboard.press(key);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText('12 of 500 product(s) entered')).toBeVisible();
  // The list is virtualised: the rows in view and a few beyond each edge, never all 500. How long a keystroke takes
  // with 500 rows is a budget of `npm run bench` (docs/benchmarks.md), not of this journey, which shares its cores.
  const drawn = await table.getByRole('textbox', { name: /^Quantity for / }).count();
  expect(drawn).toBeGreaterThan(0);
  expect(drawn).toBeLessThan(60);
});
