import { expect, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth } from '../support/axe';
import { api, productList } from '../support/cart-api';
import { expectLandingPage, signIn } from '../support/sign-in';
import { shot as saveShot } from '../support/shots';

// Issue 32 Standing Orders (/standing-orders): the demo customer has one (the seed's); the buyer saves the cart as
// another, is told when a ship-to does not deliver on a chosen day, pauses it with the keyboard, edits a quantity,
// and deletes it. Leaves the cart empty and only the seed's standing order.

interface WireStandingOrder {
  id: number;
  name: string;
  paused: boolean;
  lines: { productKey: number; quantity: string; unit: string }[];
}

test('a buyer sets up a standing order from the cart, pauses and edits it (axe, desktop and 375 px)', async ({
  page,
}) => {
  const name = `Weekly dairy ${String(Date.now()).slice(-5)}`;
  await signIn(page, 'customer');
  await expectLandingPage(page);
  await api(page, 'DELETE', '/api/cart');
  const dairy = await productList(page, 'mc=DAIRY');
  const picks = [dairy[0]!, dairy[2]!];
  const lines = picks.map((p) => ({
    productKey: p.productKey,
    unitOfMeasure: 'CS',
    orderQuantity: 2,
    unitOfMeasure_Prc: p.pricingUM,
  }));
  expect((await api(page, 'POST', '/api/cart/lines', { lines })).status).toBe(200);

  try {
    // The side menu's Orders section leads there.
    await page.getByRole('link', { name: 'Standing Orders' }).click();
    await expect(page).toHaveURL(/\/standing-orders$/);
    const seeded = page.getByRole('region', { name: 'Weekly produce' });
    await expect(seeded).toContainText('Mon and Thu to DOWNTN');
    await expect(seeded).toContainText('Next delivery');
    await expectNoAxeViolationsAtEachWidth(page, 'standing orders');

    await page.getByRole('button', { name: 'New from Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Standing Order from Cart' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Name cannot be blank.');
    await expect(dialog).toContainText('Choose at least one delivery day.');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'Monday' }).check();
    await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
    // MAIN delivers Monday, Wednesday and Friday: the server says so, and the dialog stays.
    await dialog.getByRole('combobox', { name: 'Ship-To' }).selectOption('MAIN');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Ship-to MAIN does not deliver on Thursday.');
    await expectNoAxeViolationsAtEachWidth(page, 'new standing order dialog');
    await dialog.getByRole('combobox', { name: 'Ship-To' }).selectOption('DOWNTN');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Standing order saved.')).toBeVisible();

    const card = page.getByRole('region', { name });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Mon and Thu to DOWNTN');
    const saved = (
      await api<{ standingOrders: WireStandingOrder[] }>(page, 'GET', '/api/standingorders')
    ).body.standingOrders.find((s) => s.name === name)!;
    expect(saved.lines.map((l) => [l.productKey, l.quantity, l.unit])).toEqual(
      picks.map((p) => [p.productKey, '2.00', 'CS']),
    );

    // Pause with the keyboard alone.
    await card.getByRole('button', { name: `Pause ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(card).toContainText('Paused: no orders are placed.');
    await expect(card.getByRole('button', { name: `Resume ${name}` })).toBeVisible();

    // Edit: the first line's quantity, at phone width.
    await page.setViewportSize({ width: 375, height: 740 });
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    const quantity = edit.getByRole('textbox', { name: new RegExp(`^Quantity of ${escape(picks[0]!.description)}`) });
    await quantity.fill('3');
    await expectNoAxeViolationsAtEachWidth(page, 'edit standing order dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText(`3.00 CS ${picks[0]!.description}`);
    await expect(card).toContainText('Paused');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scrolling at 375 px',
    ).toBe(true);

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete Standing Order?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card).toBeHidden();
  } finally {
    const left = (await api<{ standingOrders: WireStandingOrder[] }>(page, 'GET', '/api/standingorders')).body
      .standingOrders;
    for (const s of left.filter((s) => s.name === name)) await api(page, 'DELETE', `/api/standingorders/${s.id}`);
    await api(page, 'DELETE', '/api/cart');
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface WireOrderLines {
  lines: { productKey: number; quantity: string; unit: string }[];
}

test('a buyer repeats a past order as a standing order from Order History (axe, 375 px)', async ({ page }) => {
  const name = `Repeat ${String(Date.now()).slice(-5)}`;
  await signIn(page, 'customer');
  await expectLandingPage(page);
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/history/orders');
    const repeat = page.getByRole('button', { name: /^Repeat as Standing Order / }).first();
    const label = (await repeat.getAttribute('aria-label')) ?? '';
    const orderNumber = label.replace('Repeat as Standing Order ', '');
    expect(orderNumber).toMatch(/^\w+$/);
    // That order alone on the page (axe then scans one card behind the dialog, not a page of them).
    await page.getByLabel('Search', { exact: true }).fill(orderNumber);
    await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: `Repeat as Standing Order ${orderNumber}` }).click();

    const dialog = page.getByRole('dialog', { name: `Repeat Order ${orderNumber} as Standing Order` });
    await expect(dialog).toContainText(`The lines of order ${orderNumber} become the standing order's lines.`);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type(name);
    await dialog.getByRole('checkbox', { name: 'Monday' }).check();
    await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
    await dialog.getByRole('combobox', { name: 'Ship-To' }).selectOption('DOWNTN');
    await expectNoAxeViolationsAtEachWidth(page, 'repeat as standing order dialog', async ({ name: width }) => {
      if (width === 'phone') await saveShot(page, 'repeat-standing-order-375');
    });
    await dialog.getByRole('button', { name: 'Save' }).click();

    const done = page.getByRole('dialog', { name: 'Standing Order Saved' });
    await expect(done).toContainText(`${name} repeats order ${orderNumber} on Mon and Thu to DOWNTN.`);
    await expect(done).toContainText('Next delivery');
    await expectNoAxeViolationsAtEachWidth(page, 'standing order saved dialog', async ({ name: width }) => {
      if (width === 'phone') await saveShot(page, 'standing-order-saved-375');
    });
    await done.getByRole('link', { name: 'Open Standing Orders' }).click();
    await expect(page).toHaveURL(/\/standing-orders$/);
    await expect(page.getByRole('region', { name })).toContainText('Mon and Thu to DOWNTN');

    // The order's lines became the standing order's.
    const order = (await api<WireOrderLines>(page, 'GET', `/api/orders/${orderNumber}`)).body;
    const saved = (
      await api<{ standingOrders: WireStandingOrder[] }>(page, 'GET', '/api/standingorders')
    ).body.standingOrders.find((s) => s.name === name)!;
    expect(saved.lines.map((l) => [l.productKey, Number(l.quantity), l.unit])).toEqual(
      order.lines.map((l) => [l.productKey, Number(l.quantity), l.unit]),
    );
  } finally {
    const left = (await api<{ standingOrders: WireStandingOrder[] }>(page, 'GET', '/api/standingorders')).body
      .standingOrders;
    for (const s of left.filter((s) => s.name === name)) await api(page, 'DELETE', `/api/standingorders/${s.id}`);
  }
});
