import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { api, cartLines, dollars, extensionCents, productList } from '../support/cart-api';
import { deliveryDetails, receiptOrderNumber, step } from '../support/checkout';
import { fillCard, next } from '../support/payment';
import { openProducts, openSignedIn, signIn } from '../support/sign-in';

// Issue 31, catch weight from the order to the payment: Bayside Bistro's buyer orders a case of salmon priced by the
// pound and sees the estimate; an administrator invoices the weight it had on the dock (/admin/invoice); the buyer
// pays the invoice, at the actual amount. The order is the journey's own, so it runs on any worker in any order.

const SALMON = '150001';
const SALMON_NAME = 'Atlantic Salmon Fillet, Skin-On';
const ACTUAL_WEIGHT = '11.60';
const SHOTS = process.env.SHOTS_DIR;

/** '$1,234.56' as cents, exactly. */
function centsOf(text: string): bigint {
  const [whole = '0', fraction = '00'] = text.replace(/[$,\s]/g, '').split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface WireOrderLine {
  productCode: string;
  extension: string;
  estimatedWeight: string | null;
}

test('a buyer orders salmon by the case at an estimate, an administrator invoices its actual weight, the buyer pays the actual amount', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // The buyer adds 1 CS of salmon: the cart shows the line's estimate and an estimated total.
  await openProducts(page, 'customer');
  await api(page, 'DELETE', '/api/cart');
  const salmon = (await productList(page, `s=${SALMON}`)).find(
    (p) => p.productCode === SALMON || p.formattedProductCode === SALMON,
  );
  expect(salmon, `${SALMON} in the catalogue`).toBeDefined();
  await page.goto(`/product/${salmon!.productKey}`);
  await page
    .getByRole('button', { name: /^Add To Cart/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Sell By U/M' }).click();
  await page.getByRole('option', { name: 'CS', exact: true }).click();
  await dialog.getByLabel('Quantity', { exact: true }).fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const [cartLine] = await cartLines(page);
  expect(cartLine).toMatchObject({ productKey: salmon!.productKey, quantity: { value: '1.00', unit: 'CS' } });
  expect(cartLine!.unitPrice.from).toBe('LB');
  const estimate = centsOf(cartLine!.extension ?? '');
  const actual = extensionCents(Number(ACTUAL_WEIGHT), 1, 1, cartLine!.unitPrice.factor);
  expect(actual).not.toBe(estimate);

  await page.goto('/cart');
  const cartRow = page.getByRole('row', { name: new RegExp(SALMON_NAME) });
  await expect(cartRow).toContainText('1.00 CS');
  await expect(cartRow).toContainText('Estimated');
  await expect(cartRow).toContainText(dollars(estimate));
  await expect(page.getByText(/Estimated total/i).first()).toBeVisible();

  // Checkout as every trade order: a delivery date, a P.O., Submit Order; the receipt names the order.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await deliveryDetails(page, 'E2E-CATCH-WEIGHT');
  await expect(step(page, 'Confirm Order')).toBeVisible();
  await expect(page.getByText(/Estimated/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const orderNumber = await receiptOrderNumber(page);
  const order = (await api<{ total: string; lines: WireOrderLine[] }>(page, 'GET', `/api/orders/${orderNumber}`)).body;
  expect(order.lines).toHaveLength(1);
  expect(order.lines[0]!.extension).toBe(cartLine!.extension);
  const estimatedWeight = order.lines[0]!.estimatedWeight;
  expect(estimatedWeight).toMatch(/^\d+\.\d{2}$/);

  // The administrator finds the order on /admin/invoice.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await expect(admin).not.toHaveURL(/\/login/);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Invoice an Order' }).click();
  await expect(admin).toHaveURL(/\/admin\/invoice$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Invoice an Order' })).toBeVisible();
  await admin.getByLabel('Order number').fill(orderNumber);
  await admin.getByLabel('Order number').press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/admin/invoice\\?order=${orderNumber}$`));
  const summary = admin.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(summary).toContainText('Bayside Bistro');
  await expect(summary).toContainText('E2E-CATCH-WEIGHT');

  const form = admin.getByRole('region', { name: 'What Shipped' });
  const line = form.getByRole('row', { name: new RegExp(SALMON_NAME) });
  await expect(line).toContainText(`Estimated ${estimatedWeight} LB · ${dollars(estimate)}`);
  await expect(line.getByLabel('Shipped (CS)')).toHaveValue('1.00');
  await expect(line.getByLabel('Actual weight (LB)')).toHaveValue('');

  // Invoicing without the weight: the form asks for it, on the field, and invoices nothing.
  await form.getByRole('button', { name: 'Invoice Order' }).click();
  await expect(line.getByText('Enter the actual weight of what shipped.')).toBeVisible();
  await expect(line.getByLabel('Actual weight (LB)')).toBeFocused();
  await expect(form.getByRole('alert')).toContainText('One field needs correcting');
  await expectNoAxeViolations(admin, 'invoice an order: a weight missing');
  await shot(admin, 'invoice-form-missing-weight-1280');

  // The amount follows the weight as it is typed.
  await line.getByLabel('Actual weight (LB)').fill(ACTUAL_WEIGHT);
  await expect(line.locator('td').last()).toHaveText(dollars(actual));
  await expect(form.getByRole('definition').last()).toHaveText(dollars(actual));

  await admin.setViewportSize({ width: 375, height: 812 });
  const card = form.getByRole('listitem').filter({ hasText: SALMON_NAME });
  await expect(card.getByLabel('Actual weight (LB)')).toHaveValue(ACTUAL_WEIGHT);
  await expect(card).toContainText(`Invoiced: ${dollars(actual)}`);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(admin, 'invoice an order: the form (phone)');
  await shot(admin, 'invoice-form-375');
  await admin.setViewportSize({ width: 1280, height: 800 });

  await form.getByRole('button', { name: 'Invoice Order' }).click();
  const invoice = admin.getByRole('region', { name: /^Invoice / });
  await expect(invoice.getByRole('status')).toContainText(`Order ${orderNumber} is invoiced`);
  await expect(invoice.getByRole('heading', { level: 2 })).toBeFocused();
  const invoiceNumber = (await invoice.getByRole('heading', { level: 2 }).innerText()).replace('Invoice ', '');
  expect(invoiceNumber).toMatch(/^[A-Za-z0-9-]+$/);
  const invoicedLine = invoice.getByRole('row', { name: new RegExp(SALMON_NAME) });
  await expect(invoicedLine).toContainText(`Estimated ${estimatedWeight} LB · ${dollars(estimate)}`);
  await expect(invoicedLine).toContainText(`1.00 CS · Actual ${ACTUAL_WEIGHT} LB`);
  await expect(invoicedLine.locator('td').last()).toHaveText(dollars(actual));
  const totals = invoice.getByRole('table', { name: 'Invoice totals' });
  await expect(
    totals
      .getByRole('row', { name: /^Line total/ })
      .locator('td')
      .last(),
  ).toHaveText(dollars(actual));
  const invoiceTotal = centsOf(
    await totals
      .getByRole('row', { name: /^Total/ })
      .locator('td')
      .last()
      .innerText(),
  );
  expect(invoiceTotal).toBeLessThan(centsOf(order.total));
  await expectNoAxeViolations(admin, 'invoice an order: invoiced');
  await shot(admin, 'invoice-done-1280');

  // An invoiced order shows its invoice, read-only.
  await admin.reload();
  await expect(admin.getByRole('region', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Invoice Order' })).toHaveCount(0);
  await admin.setViewportSize({ width: 375, height: 812 });
  await expect(admin.getByRole('region', { name: `Invoice ${invoiceNumber}` })).toContainText(
    `Invoiced: ${dollars(actual)}`,
  );
  await expectNoAxeViolations(admin, 'invoice an order: invoiced (phone)');
  await shot(admin, 'invoice-done-375');
  await adminContext.close();

  // The buyer's open invoice is the actual amount, and that is what they pay.
  await page.goto('/account/payment');
  await expect(page).toHaveURL(/\/account\/payment\?started=true$/);
  const amount = page.getByLabel(`Amount for ${invoiceNumber}`);
  await expect(amount).toBeVisible();
  const openItem = page.locator('tbody tr').filter({ has: amount });
  expect(centsOf(await openItem.locator('td').nth(3).innerText())).toBe(invoiceTotal);
  await page.getByRole('checkbox', { name: `Pay ${invoiceNumber} in full` }).check();
  await expect(page.getByText(`Total Applied: ${dollars(invoiceTotal)}`)).toBeVisible();
  await next(page);
  await next(page); // Review Selection
  await fillCard(page, '4111111111111111');
  await next(page);
  await expect(page.getByText(`Pay ${dollars(invoiceTotal)} by Credit Card`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`${escapeRegExp(dollars(invoiceTotal))} on .* by Visa ending 1111`)),
  ).toBeVisible();
  const paidRow = page.locator('tbody tr').filter({ hasText: invoiceNumber });
  expect(centsOf(await paidRow.locator('td').nth(3).innerText())).toBe(0n);
});

test('the invoicing page is for administrators only, and says so when an order does not exist', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'customer', '/admin/invoice');
  await expect(page.getByText("Oops... This page doesn't exist!")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find Order' })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  await expect(adminPage).not.toHaveURL(/\/login/);
  await adminPage.goto('/admin/invoice');
  await adminPage.getByRole('button', { name: 'Find Order' }).click();
  await expect(adminPage.getByText('Enter the order number, as on the order confirmation (W0001234).')).toBeVisible();
  await adminPage.getByLabel('Order number').fill('no such order');
  await adminPage.getByRole('button', { name: 'Find Order' }).click();
  await expect(adminPage.getByText('An order number is up to 20 letters, digits and dashes.')).toBeVisible();
  await adminPage.getByLabel('Order number').fill('W9999999');
  await adminPage.getByLabel('Order number').press('Enter');
  await expect(adminPage.getByText('No order W9999999 was found. Check the number and try again.')).toBeVisible();
  await expectNoAxeViolations(adminPage, 'invoice an order: not found');
  await adminContext.close();
});
