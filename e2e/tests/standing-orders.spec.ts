import { expect, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth } from '../support/axe';
import { api, productList } from '../support/cart-api';
import { expectLandingPage, signIn } from '../support/sign-in';

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
