import { expect, type Page, test } from '../support/test';
import { api, signInFor } from '../support/cart-api';
import { deliveryDetails, fillCart, receiptOrderNumber, step } from '../support/checkout';
import { fromLandingToProducts, signIn } from '../support/sign-in';
import { expectNoAxeViolationsAtEachWidth } from '../support/axe';
import { shot as saveShot } from '../support/shots';

// Issue 32: a placed order stays editable until the cut-off of its delivery date; it is edited in the cart screen as
// that order (its own edit cart, not the buyer's cart), saved once, or cancelled.

interface WireOrder {
  status: string;
  total: string;
  revision?: number;
  lines: { productKey: number; quantity: string; unit: string; description: string }[];
  editableUntilText?: string | null;
}

const dialog = (page: Page) => page.getByRole('dialog');

/** A new order of two flour products for the second offered date (its cut-off is ahead); its number. */
async function placeOrder(page: Page, po: string): Promise<string> {
  await api(page, 'DELETE', '/api/cart');
  await fillCart(page, 'flour', 2);
  await page.goto('/checkout');
  await deliveryDetails(page, po);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const orderNumber = await receiptOrderNumber(page);
  // The receipt says until when the order can change.
  await expect(
    page.getByText(/^Editable until \w{3} \d{1,2}:\d{2} [ap]m: change or cancel it from Order History\.$/),
  ).toBeVisible();
  return orderNumber;
}

async function findInHistory(page: Page, orderNumber: string) {
  await page.goto('/history/orders');
  await page.getByLabel('Search', { exact: true }).fill(orderNumber);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  return table.getByRole('row').nth(1);
}

test('a buyer edits a placed order before its cut-off and saves it once', async ({ page }) => {
  await signInFor(page, 'CASCOB');
  const orderNumber = await placeOrder(page, 'E2E-EDIT-1');
  const placed = (await api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`)).body;
  const first = placed.lines[0]!;
  // Something in the ordinary cart that must stay out of the order and stay in the cart.
  await fillCart(page, 'cheese', 1);
  const cartBefore = (await api<{ lines: unknown[] }>(page, 'GET', '/api/cart')).body.lines.length;

  const row = await findInHistory(page, orderNumber);
  await expect(row).toContainText(/Editable until/);
  await row.getByRole('button', { name: `Edit Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const banner = page.getByRole('region', { name: `Editing order ${orderNumber}` });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/Editable until/);
  // The order's lines, not the cart's.
  await expect(page.getByRole('row', { name: first.description })).toBeVisible();
  await expect(page.getByRole('row', { name: /cheese/i })).toHaveCount(0);
  await expectNoAxeViolationsAtEachWidth(page, 'cart while editing a placed order');

  // Change a quantity.
  const lineRow = page.getByRole('row', { name: first.description });
  await lineRow.getByText(`${first.quantity} ${first.unit}`, { exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Cart' })).toBeVisible();
  const newQuantity = String(Number(first.quantity) + 1);
  await dialog(page).getByLabel('Quantity', { exact: true }).fill(newQuantity);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(lineRow).toContainText(`${Number(newQuantity).toFixed(2)} ${first.unit}`);

  await page.getByRole('button', { name: 'Review Changes' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: `Editing order ${orderNumber}` })).toBeVisible();
  // The order's P.O. and date are offered as they were.
  await expect(page.getByLabel(/^Customer P\.O\./)).toHaveValue('E2E-EDIT-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`Your changes were saved: order ${orderNumber} has been revised.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: /^Editing order/ })).toHaveCount(0);

  const revised = (await api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`)).body;
  expect(revised.revision).toBe(1);
  expect(revised.lines.find((l) => l.productKey === first.productKey)?.quantity).toBe(Number(newQuantity).toFixed(2));
  // The ordinary cart is as it was.
  expect((await api<{ lines: unknown[] }>(page, 'GET', '/api/cart')).body.lines).toHaveLength(cartBefore);

  // History shows the change: the confirmation reads the revised order; the row is still editable.
  const again = await findInHistory(page, orderNumber);
  await expect(again).toContainText(/Editable until/);
  expect(revised.total).not.toBe(placed.total);
  await expect(again).toContainText(`$${Number(revised.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
});

test('a buyer cancels a placed order from Order History, and can discard an edit', async ({ page }) => {
  await signInFor(page, 'CASCOB');
  const orderNumber = await placeOrder(page, 'E2E-CANCEL-1');

  // Discard: the order stays as it was.
  let row = await findInHistory(page, orderNumber);
  await row.getByRole('button', { name: `Edit Order ${orderNumber}` }).click();
  await expect(page.getByRole('region', { name: `Editing order ${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page).toHaveURL(/\/history\/orders/);
  expect((await api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`)).body.revision).toBe(0);

  row = await findInHistory(page, orderNumber);
  await row.getByRole('button', { name: `Cancel Order ${orderNumber}` }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Cancel Order?' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText(`Order ${orderNumber} was cancelled.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: `Edit Order ${orderNumber}` })).toHaveCount(0);
  expect((await api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`)).body.status).toBe('Cancelled');
});

test('while an order is edited every page says so, and the banner leads back to it or discards the changes', async ({
  page,
}) => {
  await signInFor(page, 'CASCOB');
  const orderNumber = await placeOrder(page, 'E2E-BANNER-1');
  // One line in the ordinary cart: the header's badge counts the order's two while it is edited.
  await fillCart(page, 'cheese', 1);
  const row = await findInHistory(page, orderNumber);
  await row.getByRole('button', { name: `Edit Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: `Editing order ${orderNumber}` })).toBeVisible();
  // The cart screen shows its own, full banner only.
  const bar = page.getByRole('region', { name: /^Editing order .* — editable until \w{3} \d{1,2}:\d{2} [ap]m$/ });
  await expect(bar).toHaveCount(0);

  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products/);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`Editing order ${orderNumber} — editable until`);
  await expect(
    page.getByRole('link', { name: new RegExp(`^Order ${orderNumber} being edited, 2 line\\(s\\)`) }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'products while editing a placed order', async ({ name: width }) => {
    if (width === 'phone') await saveShot(page, 'order-edit-banner-375');
  });

  // Back to Order: the order's lines in the cart screen.
  await bar.getByRole('link', { name: 'Back to Order' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: `Editing order ${orderNumber}` })).toBeVisible();

  // Discard Changes from another page: the edit ends there, the ordinary cart comes back.
  await page.goto('/history/orders');
  await bar.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page.getByText(`Changes to order ${orderNumber} discarded.`)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page).toHaveURL(/\/history\/orders/);
  await expect(page.getByRole('link', { name: /^Cart, 1 line\(s\)/ })).toBeVisible();
  expect((await api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`)).body.revision).toBe(0);
  await api(page, 'DELETE', '/api/cart');
});

/** The consumer's card step: an approved sandbox card, then Confirm. */
async function payByCard(page: Page) {
  await expect(step(page, 'Payment Information')).toBeVisible();
  await page.getByLabel(/^Card Number/).fill('4111 1111 1111 1111');
  await page.getByLabel(/^Expiration Date/).fill('1230');
  await page.getByLabel(/^CVV/).fill('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 'Confirm Order')).toBeVisible();
}

test('a consumer edits a card order: Save pays the new total with the card and the first payment is given back', async ({
  page,
}) => {
  await signIn(page, 'consumer@example.com');
  await expect(page).toHaveURL(/\/select-shipmethod/);
  await page.getByRole('button', { name: /^Delivery/ }).click();
  await fromLandingToProducts(page);
  const delivery = { 'x-ship-method': 'Delivery' };
  await api(page, 'DELETE', '/api/cart');
  await fillCart(page, 'flour', 1, delivery);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Next' }).click();
  await deliveryDetails(page, 'CARD-EDIT');
  await payByCard(page);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const orderNumber = await receiptOrderNumber(page);
  const placed = (await api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`)).body;

  const row = await findInHistory(page, orderNumber);
  await row.getByRole('button', { name: `Edit Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const first = placed.lines[0]!;
  const lineRow = page.getByRole('row', { name: first.description });
  await lineRow.getByText(`${first.quantity} ${first.unit}`, { exact: true }).click();
  await dialog(page)
    .getByLabel('Quantity', { exact: true })
    .fill(String(Number(first.quantity) + 1));
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Review Changes' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(/^Customer P\.O\./)).toHaveValue('CARD-EDIT');
  await page.getByRole('button', { name: 'Next' }).click();
  // The card is asked for again, and the page says why.
  await expect(step(page, 'Payment Information')).toBeVisible();
  await expect(
    page.getByText(`Saving your changes to order ${orderNumber} pays its new total with this card.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'card step while editing a card order', async (viewport) =>
    saveShot(page, `order-edit-card-${viewport.name}`),
  );
  await payByCard(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`Your changes were saved: order ${orderNumber} has been revised.`)).toBeVisible({
    timeout: 30_000,
  });
  const revised = (await api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`)).body;
  expect(revised.revision).toBe(1);
  expect(Number(revised.total)).toBeGreaterThan(Number(placed.total));
});
