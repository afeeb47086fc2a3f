import { expect, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth } from '../support/axe';
import { api, cartLines, productList, signInFor } from '../support/cart-api';
import { deliveryDetails, readOrder, receiptOrderNumber } from '../support/checkout';
import { shot as saveShot } from '../support/shots';

// Issue 32 fill to par on /order-guide: the salesperson acting for the demo customer BAYBIS (its buyer's cart is
// the customer user's, which other journeys use) counts on-hand in Count mode with the keyboard, adds the
// suggestions to the cart and checks out. The guide made here is deleted at the end and the cart left empty.

test('a buyer counts on hand, adds the suggestions to the cart and checks out', async ({ page }) => {
  const name = `Par${String(Date.now()).slice(-6)}`;
  await signInFor(page, 'BAYBIS');
  await api(page, 'DELETE', '/api/cart');
  // Three cheeses sold by the whole case.
  const cases = (await productList(page, 's=cheese&pageSize=40')).filter((p) =>
    p.sellBys.some((s) => s.unitOfMeasure === 'CS' && s.sellByMultiple <= 1),
  );
  const [a, b, c] = cases;
  expect(c, 'three cheeses sold by the case').toBeDefined();
  // With its sequence, a patched line keeps its place.
  const line = (productKey: number, sequence: number, par: number) => ({
    productKey,
    orderQuantity: 1,
    unitOfMeasure: 'CS',
    sequence,
    parLevel: { quantity: par, unitOfMeasure: 'CS' },
  });
  const made = await api(page, 'POST', `/api/orderguide/${name}`, {
    products: [a!, b!, c!].map((p) => ({ productKey: p.productKey, orderQuantity: 1, unitOfMeasure: 'CS' })),
  });
  expect(made.status).toBe(201);
  try {
    const pars = await api(page, 'PATCH', `/api/orderguide/${name}`, {
      products: [line(a!.productKey, 1, 6), line(b!.productKey, 2, 3)],
    });
    expect(pars.status).toBe(200);

    await page.goto(`/order-guide#og=${name}`);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    const count = page.getByRole('list', { name: `Count of ${name}` });
    await expect(count.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('No earlier count.')).toBeVisible();
    await expect(count.getByRole('listitem').first()).toContainText('Par 6.00 CS');
    // The third line's par is set here: Set Par, a quantity, Enter saves it.
    await expect(count.getByRole('listitem').nth(2)).toContainText('No par level');
    await page.getByRole('button', { name: `Set Par: ${c!.description}` }).click();
    const parDialog = page.getByRole('dialog', { name: 'Par Level' });
    await expect(parDialog.getByRole('textbox', { name: 'Par level' })).toBeFocused();
    await page.keyboard.type('2');
    await expectNoAxeViolationsAtEachWidth(page, 'par level dialog');
    await page.keyboard.press('Enter');
    await expect(parDialog).toBeHidden();
    await expect(count.getByRole('listitem').nth(2)).toContainText('Par 2.00 CS');
    const field = (description: string) => page.getByRole('textbox', { name: `${description}: on hand in CS` });
    const add = page.getByRole('button', { name: /^Add Suggestions To Cart/ });
    await expect(add).toBeDisabled();

    // The keyboard alone: type, Enter moves to the next line, the last Enter reaches Add Suggestions To Cart.
    await field(a!.description).click();
    await page.keyboard.type('2.5');
    await page.keyboard.press('Enter');
    await expect(field(b!.description)).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(field(c!.description)).toBeFocused();
    await page.keyboard.type('abc');
    await expect(count.getByText('0 or more, 2 decimals')).toBeVisible();
    await expect(add).toBeDisabled();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0.4');
    // Par 6, 2.5 on hand: 3.5 short, half a case rounds up to 4. Par 3, 3 on hand: nothing. Par 2, 0.4: 1.6 -> 2.
    await expect(page.getByTestId(`suggestion-${a!.productKey}`)).toHaveText('Order 4.00 CS');
    await expect(page.getByTestId(`suggestion-${b!.productKey}`)).toHaveText('—');
    await expect(page.getByTestId(`suggestion-${c!.productKey}`)).toHaveText('Order 2.00 CS');
    await page.keyboard.press('Enter');
    await expect(add).toBeFocused();
    await expect(add).toHaveText('Add Suggestions To Cart (2)');
    await expectNoAxeViolationsAtEachWidth(page, 'order guide count mode', async ({ name: width }) => {
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/order-guide-count-${width}.png`, fullPage: true });
    });

    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Added 2 product(s) to the cart.')).toBeVisible();
    const inCart = await cartLines(page);
    expect(inCart.map((l) => [l.productKey, Number(l.quantity.value), l.quantity.unit])).toEqual([
      [a!.productKey, 4, 'CS'],
      [c!.productKey, 2, 'CS'],
    ]);

    await page.goto('/checkout');
    await deliveryDetails(page, 'PAR-E2E');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    const orderNumber = await receiptOrderNumber(page);
    expect((await readOrder(page, orderNumber)).body.lines).toHaveLength(2);

    // The next count starts from this one and says so.
    await page.goto(`/order-guide#og=${name}`);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await expect(page.getByText(/^Starts from the count of \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(field(a!.description)).toHaveValue('2.5');
    await expect(field(b!.description)).toHaveValue('3');
    await expect(field(c!.description)).toHaveValue('0.4');
    await expect(count.getByRole('listitem').first()).toContainText('Last count 2.50 CS');
    const saved = (
      await api<{ name: string; products: { productKey: number; parLevel?: unknown }[] }[]>(
        page,
        'GET',
        '/api/orderguide',
      )
    ).body.find((g) => g.name === name);
    expect(saved?.products.find((p) => p.productKey === c!.productKey)?.parLevel).toEqual({
      quantity: 2,
      unitOfMeasure: 'CS',
      byWeekday: [],
    });
  } finally {
    await api(page, 'DELETE', `/api/orderguide/${name}`);
    await api(page, 'DELETE', '/api/cart');
  }
});

// 'Mon 6 CS, Thu 10 CS, other days 4 CS' in the Set Par dialog, with the keyboard; Count then suggests from the par of
// the cart's delivery date's weekday (one own par on it, one on another day).
test('a buyer sets a different par on chosen delivery weekdays and Count suggests from the delivery day', async ({
  page,
}) => {
  const name = `Wkd${String(Date.now()).slice(-6)}`;
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  await signInFor(page, 'BAYBIS');
  await api(page, 'DELETE', '/api/cart');
  const [cheese] = (await productList(page, 's=cheese&pageSize=40')).filter((p) =>
    p.sellBys.some((s) => s.unitOfMeasure === 'CS' && s.sellByMultiple <= 1),
  );
  expect(cheese, 'a cheese sold by the case').toBeDefined();
  const made = await api(page, 'POST', `/api/orderguide/${name}`, {
    products: [{ productKey: cheese!.productKey, orderQuantity: 1, unitOfMeasure: 'CS' }],
  });
  expect(made.status).toBe(201);
  try {
    // The cart's delivery date: its weekday gets a par of its own (10), another weekday 6, every other day 4.
    const dates = (await api<{ dates: string[] }>(page, 'GET', '/api/cart/deliverydates')).body.dates;
    const deliveryDate = dates[1] ?? dates[0];
    expect(deliveryDate, 'an offered delivery date').toBeDefined();
    const day = new Date(`${deliveryDate!}T00:00:00Z`).getUTCDay();
    const deliveryDay = weekdays[(day + 6) % 7]!;
    const otherDay = weekdays[(day + 8) % 7]!;
    expect((await api(page, 'POST', '/api/cart/header', { deliveryDate })).status).toBe(200);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/order-guide#og=${name}`);
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    const line = page.getByRole('list', { name: `Count of ${name}` }).getByRole('listitem');
    await expect(line).toContainText('No par level');
    await page.getByRole('button', { name: `Set Par: ${cheese!.description}` }).click();
    const parDialog = page.getByRole('dialog', { name: 'Par Level' });
    const group = parDialog.getByRole('group', { name: 'Different par on delivery days (CS)' });
    await expect(parDialog.getByRole('textbox', { name: 'Par level' })).toBeFocused();
    await page.keyboard.type('4');
    // Tab past the unit to Monday, then on through the week.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(group.getByRole('textbox', { name: 'Monday' })).toBeFocused();
    await group.getByRole('textbox', { name: otherDay }).focus();
    await page.keyboard.type('6');
    await group.getByRole('textbox', { name: deliveryDay }).focus();
    await page.keyboard.type('1.234');
    await expect(parDialog.getByText('Enter 0 or more, with at most 2 decimals.')).toBeVisible();
    await expect(parDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10');
    await expect(parDialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expectNoAxeViolationsAtEachWidth(page, 'par level dialog with weekday pars', async ({ name: width }) => {
      if (width === 'phone') {
        await saveShot(page, 'par-weekday-dialog-375');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'no sideways scrolling at 375 px',
        ).toBe(true);
      }
    });
    await page.keyboard.press('Enter');
    await expect(parDialog).toBeHidden();
    await expect(page.getByText(`Par level of ${cheese!.description} saved.`)).toBeVisible();

    // The delivery day's own par is the one in force: 10 − 3 on hand = 7.
    await expect(page.getByText(`Pars for ${deliveryDay} delivery.`)).toBeVisible();
    await expect(line).toContainText('Par 10.00 CS');
    await page.getByRole('textbox', { name: `${cheese!.description}: on hand in CS` }).fill('3');
    await expect(page.getByTestId(`suggestion-${cheese!.productKey}`)).toHaveText('Order 7.00 CS');

    const saved = (
      await api<{ name: string; products: { productKey: number; parLevel?: unknown }[] }[]>(
        page,
        'GET',
        '/api/orderguide',
      )
    ).body.find((g) => g.name === name);
    const iso = (dayName: string) => weekdays.indexOf(dayName) + 1;
    expect(saved?.products[0]?.parLevel).toEqual({
      quantity: 4,
      unitOfMeasure: 'CS',
      byWeekday: [
        { weekday: iso(deliveryDay), quantity: 10 },
        { weekday: iso(otherDay), quantity: 6 },
      ].sort((a, b) => a.weekday - b.weekday),
    });

    // The dialog opens again on what was saved.
    await page.getByRole('button', { name: `Change Par: ${cheese!.description}` }).click();
    await expect(group.getByRole('textbox', { name: deliveryDay })).toHaveValue('10');
    await expect(group.getByRole('textbox', { name: otherDay })).toHaveValue('6');
    await parDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(parDialog).toBeHidden();
  } finally {
    await api(page, 'DELETE', `/api/orderguide/${name}`);
    await api(page, 'DELETE', '/api/cart');
  }
});
