import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth } from '../support/axe';
import { api, productList, signInFor } from '../support/cart-api';

// /order-guide (spec 1 §2): a salesperson acting for PINEDL (whose guides no other journey reads)
// creates, copies and deletes guides; every guide made here is deleted at the end.

interface WireGuide {
  name: string;
  products: { productKey: number; orderQuantity: number; unitOfMeasure: string }[];
}

const guideSelect = (page: Page) => page.getByRole('combobox', { name: 'Order Guide' });

test('create new, copy and delete order guides on /order-guide', async ({ page }) => {
  const stamp = String(Date.now()).slice(-6);
  const [source, created, copied] = [`Src${stamp}`, `New${stamp}`, `Cpy${stamp}`];
  await signInFor(page, 'PINEDL');
  const dairy = await productList(page, 'mc=DAIRY');
  const made = await api(page, 'POST', `/api/orderguide/${source}`, {
    products: [
      { productKey: dairy[1]!.productKey, orderQuantity: 3, unitOfMeasure: 'CS' },
      { productKey: dairy[2]!.productKey, orderQuantity: 1, unitOfMeasure: 'CS' },
    ],
  });
  expect(made.status).toBe(201);
  try {
    await page.goto(`/order-guide#og=${source}`);
    await expect(guideSelect(page)).toHaveText(source);
    const products = page.getByRole('list', { name: `Products of ${source}` });
    await expect(products.getByRole('listitem')).toHaveCount(2);
    await expect(products.getByRole('listitem').first()).toContainText(dairy[1]!.description);
    await expect(products.getByRole('listitem').first()).toContainText('3.00 CS');
    await expectNoAxeViolationsAtEachWidth(page, 'order guide page', async ({ name }) => {
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/order-guide-${name}.png`, fullPage: true });
    });

    // Create New: blank and taken names refused, then the editor's Save creates the guide with the checked product.
    await page.getByRole('button', { name: 'Create New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Order Guide' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Order Guide Name cannot be blank.');
    await dialog.getByLabel('Order Guide Name').fill(source);
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(`An order guide named "${source}" already exists.`);
    await dialog.getByLabel('Order Guide Name').fill(created);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/order-guide-edit#og_edit=${created}$`));
    await expect(page.getByRole('heading', { name: `New Order Guide "${created}"` })).toBeVisible();
    await page.getByLabel('Find products').fill(dairy[5]!.description);
    await page.getByRole('group', { name: dairy[5]!.description, exact: true }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Created Order Guide "${created}".`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order-guide#og=${created}$`));
    await expect(page.getByRole('list', { name: `Products of ${created}` }).getByRole('listitem')).toHaveCount(1);

    // Copy the source; a taken name shows the server's reason under the field.
    await guideSelect(page).click();
    await page.getByRole('option', { name: source, exact: true }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    const copyDialog = page.getByRole('dialog', { name: `Copy Order Guide "${source}"` });
    await copyDialog.getByLabel('Order Guide Name').fill(created);
    await copyDialog.getByRole('button', { name: 'Save' }).click();
    await expect(copyDialog).toContainText(`An order guide named "${created}" already exists.`);
    await copyDialog.getByLabel('Order Guide Name').fill(copied);
    await copyDialog.getByRole('button', { name: 'Save' }).click();
    await expect(guideSelect(page)).toHaveText(copied);
    await expect(page.getByRole('list', { name: `Products of ${copied}` }).getByRole('listitem')).toHaveCount(2);

    // Delete asks first.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Order Guide?' });
    await expect(confirm).toContainText(`"${copied}"`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Deleted Order Guide "${copied}".`)).toBeVisible();
    const names = (await api<WireGuide[]>(page, 'GET', '/api/orderguide')).body.map((g) => g.name);
    expect(names).not.toContain(copied);
    expect(names).toContain(created);
    await guideSelect(page).click();
    await expect(page.getByRole('option', { name: 'Standard', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } finally {
    for (const name of [source, created, copied]) await api(page, 'DELETE', `/api/orderguide/${name}`);
  }
});

test("Add All To Cart puts every product of the guide in the cart with the guide's quantity and unit", async ({
  page,
}) => {
  const name = `All${String(Date.now()).slice(-6)}`;
  await signInFor(page, 'PINEDL');
  const dairy = await productList(page, 'mc=DAIRY');
  const wanted = [
    { productKey: dairy[3]!.productKey, orderQuantity: 4, unitOfMeasure: 'CS' },
    { productKey: dairy[4]!.productKey, orderQuantity: 2, unitOfMeasure: 'CS' },
  ];
  expect((await api(page, 'DELETE', '/api/cart')).status).toBeLessThan(300);
  expect((await api(page, 'POST', `/api/orderguide/${name}`, { products: wanted })).status).toBe(201);
  try {
    await page.goto(`/order-guide#og=${name}`);
    await expect(page.getByRole('list', { name: `Products of ${name}` }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Add All To Cart' }).click();
    await expect(page.getByText('Added 2 product(s) to the cart.')).toBeVisible();
    const cart = await api<{ lines: { productKey: number; quantity: { value: number | string; unit: string } }[] }>(
      page,
      'GET',
      '/api/cart',
    );
    expect(cart.body.lines.map((l) => [l.productKey, Number(l.quantity.value), l.quantity.unit]).sort()).toEqual(
      wanted.map((w) => [w.productKey, w.orderQuantity, w.unitOfMeasure]).sort(),
    );
  } finally {
    await api(page, 'DELETE', `/api/orderguide/${name}`);
    await api(page, 'DELETE', '/api/cart');
  }
});
