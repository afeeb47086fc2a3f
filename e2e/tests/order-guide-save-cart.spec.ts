import { expect, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth } from '../support/axe';
import { api, cartLines, productList, signInFor } from '../support/cart-api';
import { expectChosen } from '../support/native-select';

// Spec 2 §2 'Save Order Guide' on /cart: the cart's lines become a guide the products page filters by.
// Acts for PINEDL (whose guides no other journey reads) and leaves its cart empty and the guide deleted.

interface WireGuide {
  name: string;
  products: { productKey: number; orderQuantity: number; unitOfMeasure: string }[];
}

test('a salesperson saves the cart as an order guide, opens it, and cannot reuse its name', async ({ page }) => {
  const name = `Cart${String(Date.now()).slice(-6)}`;
  await signInFor(page, 'PINEDL');
  const dairy = await productList(page, 'mc=DAIRY');
  const picks = [dairy[0]!, dairy[3]!];
  const lines = picks.map((p, i) => ({
    productKey: p.productKey,
    unitOfMeasure: 'CS',
    orderQuantity: i + 2,
    unitOfMeasure_Prc: p.pricingUM,
  }));
  expect((await api(page, 'POST', '/api/cart/lines', { lines })).status).toBe(200);
  const inCart = await cartLines(page);
  try {
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Save Order Guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Order Guide' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Order Guide Name cannot be blank.');
    await dialog.getByLabel('Order Guide Name').fill(name);
    await expectNoAxeViolationsAtEachWidth(page, 'save order guide dialog', async ({ name }) => {
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/save-guide-${name}.png` });
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByText(`Created order guide "${name}" successfully.`);
    await expect(notice).toBeVisible();
    await expect(dialog).toBeHidden();

    const saved = (await api<WireGuide[]>(page, 'GET', '/api/orderguide')).body.find((g) => g.name === name)!;
    expect(saved.products.map((p) => [p.productKey, p.orderQuantity, p.unitOfMeasure])).toEqual(
      inCart.map((l) => [l.productKey, Number(l.quantity.value), l.quantity.unit]),
    );

    // The same name again: the server's reason under the field, and the dialog stays.
    await page.getByRole('button', { name: 'Save Order Guide' }).click();
    await dialog.getByLabel('Order Guide Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText(`An order guide named "${name}" already exists.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/?#og=${name}$`));
    await expectChosen(page.getByRole('combobox', { name: 'Order Guide' }), name);
    await expect(page.getByRole('region', { name: 'Products' }).locator('article')).toHaveCount(picks.length);
  } finally {
    await api(page, 'DELETE', `/api/orderguide/${name}`);
    await api(page, 'DELETE', '/api/cart');
  }
  expect((await api<WireGuide[]>(page, 'GET', '/api/orderguide')).body.map((g) => g.name)).not.toContain(name);
  expect(await cartLines(page)).toEqual([]);
});
