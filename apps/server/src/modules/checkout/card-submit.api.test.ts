import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { detectIssuer, luhnValid } from '@storefront/domain';
import { holdFirstRead } from '../../test/held-read';
import { createTestApp, createTwinApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { cardPayment, checkoutApi, MONDAY_9AM, orderCount } from './checkout.fixtures';

/** A CVV no other column of the demo holds, so the scan below can look for it. */
const CVV = '8642';
const AMEX = '378282246310005';

describe('checkout for consumers, paying by card', () => {
  let t: TestApp;
  let delivery: Record<string, string>;
  let cart: ReturnType<typeof cartApi>;
  let checkout: ReturnType<typeof checkoutApi>;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { write: (line) => logLines.push(line) });
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    await t.database.db.updateTable('products').set({ is_taxable: 1 }).where('product_key', '=', FX.napkins).execute();
    delivery = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
    cart = cartApi(t.app, delivery);
    checkout = checkoutApi(t.app, delivery);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await cart.clear();
  });

  /** 1 CS chicken 99.60 + 2 CS napkins 30.00 (taxable 1.65) + delivery fee 5.99 = 137.24. */
  async function fillCart() {
    await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] });
    expect((await checkout.header({ customerPo: 'Home', deliveryDate: '2026-11-24' })).json()).toEqual({
      isValid: true,
      message: '',
    });
  }

  it("delivers on the zip zone's days and holds the cart to its minimum", async () => {
    // Zone 04103: Tuesday and Friday, cut-off 12:00, one lead day.
    expect((await checkout.dates()).json()).toMatchObject({
      defaultDate: '2026-11-24',
      earliestDate: '2026-11-24',
      cutoffTime: '12:00',
    });
    await cart.add(line(FX.napkins, 2, 'CS', 'CS'));
    const small = (await checkout.estimate()).json();
    // 30.00 + tax 1.65 + delivery 5.99 + small-order charge 4.99 (under $50).
    expect(small).toMatchObject({
      lineTotal: '30.00',
      tax: '1.65',
      addOnCharges: '10.98',
      total: '42.63',
      minimumOrderAmount: '35.00',
    });
    expect(small.messages).toEqual([
      'Current Cart Line Total is $30.00.',
      'Minimum order amount for this zip code is $35.00.',
      'Customer P.O. is required',
      'Please choose a delivery date.',
    ]);
    const refused = (await checkout.submitCard(cardPayment('42.63'))).json();
    expect(refused.isSuccess).toBe(false);
    expect(refused.errorReason).toContain('Minimum order amount for this zip code is $35.00.');
  });

  it('offers pickup on its own days without a delivery fee', async () => {
    const pickup = checkoutApi(t.app, { ...delivery, 'x-ship-method': 'Pickup' });
    await cart.add(line(FX.napkins, 2, 'CS', 'CS'));
    // Pickup Monday to Saturday, cut-off 16:00, no lead days: Monday 09:00 can pick up today.
    expect((await pickup.dates()).json()).toMatchObject({ earliestDate: '2026-11-23', defaultDate: '2026-11-24' });
    expect((await pickup.estimate()).json()).toMatchObject({
      lineTotal: '30.00',
      addOnCharges: '0.00',
      total: '31.65',
    });
  });

  it('never offers a holiday for pickup or delivery, and tells where and when to pick up (issue 25 item 8)', async () => {
    await cart.add(line(FX.napkins, 2, 'CS', 'CS'));
    const monday = t.clock.now;
    try {
      // Wednesday 25 November 2026, 17:00 in Portland: past the 16:00 cut-off, so the first day would be Thanksgiving Day.
      t.clock.now = Date.parse('2026-11-25T22:00:00Z');
      const signedIn = await signInAs(t.app, 'consumer@example.com');
      const pickup = checkoutApi(t.app, { ...signedIn, 'x-ship-method': 'Pickup' });
      const checkout = checkoutApi(t.app, { ...signedIn, 'x-ship-method': 'Delivery' });
      const dates = (await pickup.dates()).json();
      expect(dates.earliestDate).toBe('2026-11-27');
      expect(dates.dates).not.toContain('2026-11-26');
      expect(dates.dates).not.toContain('2026-12-25');
      const refused = (await pickup.header({ deliveryDate: '2026-11-26' })).json();
      expect(refused.isValid).toBe(false);
      // Delivery (Tuesday and Friday) skips Christmas Day, a Friday.
      expect((await checkout.dates()).json().dates).not.toContain('2026-12-25');
      // Where and when to collect come with the pickup dates; a delivery has none.
      expect(dates.pickupAt).toEqual([
        'Harbor Foodservice Will Call',
        '18 Marginal Way',
        'Portland, ME 04101',
        'Open Monday to Saturday, 7:00 am to 4:00 pm',
      ]);
      expect((await checkout.dates()).json().pickupAt).toEqual([]);
    } finally {
      t.clock.now = monday;
    }
  });

  it('places the order only when the charge is approved, storing brand, last four and expiry', async () => {
    await fillCart();
    expect((await checkout.estimate()).json()).toMatchObject({ total: '137.24', messages: [] });
    const before = await orderCount(t.database.db);

    const declined = (await checkout.submitCard(cardPayment('137.24', '4000000000000002'))).json();
    expect(declined).toEqual({ isSuccess: false, orderNumber: '', errorReason: 'The card was declined.' });
    const failing = await checkout.submitCard(cardPayment('137.24', '4000000000000119'));
    expect(failing.statusCode).toBe(502);
    expect(failing.json().errorReason).toBe('Payment Service is unavailable. Please contact support.');
    expect((await checkout.submitCard(cardPayment('137.24', '4111111111111112'))).json().errorReason).toBe(
      'Card Number is invalid',
    );
    expect(await orderCount(t.database.db)).toBe(before);
    expect((await cart.get()).json().lines).toHaveLength(2);

    const body = cardPayment('137.24', AMEX);
    body.creditCard.cvv2 = CVV;
    const paid = (await checkout.submitCard(body)).json();
    expect(paid.isSuccess).toBe(true);
    expect(await orderCount(t.database.db)).toBe(before + 1);
    const order = (await checkout.order(paid.orderNumber)).json();
    expect(order).toMatchObject({
      total: '137.24',
      shipMethod: 'Delivery',
      poNumber: 'Home',
      payment: 'American Express ending 0005, expires 12/30',
    });
    expect(order.shipTo).toEqual(['Connie Consumer', '42 Ocean Ave', 'Portland, ME 04103']);
    expect((await cart.get()).json().lines).toEqual([]);
  });

  it('charges once and orders once for twenty identical submits', async () => {
    await fillCart();
    const before = await orderCount(t.database.db);
    const charges = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('gateway_charges')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const chargesBefore = await charges();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout.submitCard(cardPayment('137.24'), 'card-key-0001')),
    );
    expect(new Set(answers.map((a) => a.json().orderNumber)).size).toBe(1);
    expect(answers.every((a) => a.json().isSuccess === true)).toBe(true);
    expect(await orderCount(t.database.db)).toBe(before + 1);
    expect(await charges()).toBe(chargesBefore + 1);
  });

  it('charges once for twenty submits of one cart with twenty different keys, refunding none (issue 26 item 6)', async () => {
    await fillCart();
    const before = await orderCount(t.database.db);
    const all = () => t.database.db.selectFrom('gateway_charges').select(['status', 'message']).execute();
    const chargesBefore = (await all()).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout.submitCard(cardPayment('137.24'), `other-key-${String(i).padStart(4, '0')}`),
      ),
    );
    const results = answers.map((a) => a.json());
    expect(results.filter((r) => r.isSuccess)).toHaveLength(1);
    for (const r of results.filter((x) => !x.isSuccess)) expect(r.errorReason).not.toBe('');
    expect(await orderCount(t.database.db)).toBe(before + 1);
    // One charge at the gateway, and no refund: the other submits were refused before it was called.
    const made = (await all()).slice(chargesBefore);
    expect(made).toHaveLength(1);
    expect(made[0]?.status).toBe('approved');
  });

  it('charges once when the cart is ordered while another submit is between reading it and paying', async () => {
    await fillCart();
    const before = await orderCount(t.database.db);
    const chargesBefore = await t.database.db.selectFrom('gateway_charges').select('id').execute();
    // B, on a second app (as on a second process), has read the cart's lines and is held there while A orders them.
    const held = holdFirstRead((row) => 'price_unit' in row && 'unit_price' in row);
    const twin = await createTwinApp(t, [held.plugin]);
    try {
      const b = checkoutApi(twin.app, delivery).submitCard(cardPayment('137.24'), 'held-key-b');
      await held.reached;
      const a = await checkout.submitCard(cardPayment('137.24'), 'held-key-a');
      held.release();
      const results = [a, await b].map((r) => r.json());
      expect(results.filter((r) => r.isSuccess)).toHaveLength(1);
      expect(await orderCount(t.database.db)).toBe(before + 1);
      // Whichever went second learnt before the gateway that the cart was ordered (or being paid): one charge.
      const made = await t.database.db.selectFrom('gateway_charges').select('status').execute();
      expect(made.slice(chargesBefore.length)).toEqual([{ status: 'approved' }]);
    } finally {
      held.release();
      await twin.close();
    }
  });

  it('keeps card payment for consumers and card-less submit for trade customers', async () => {
    await fillCart();
    expect((await checkout.submit({})).statusCode).toBe(403);
    expect((await checkout.submitCard({ ...cardPayment('1.00'), orderTotal: '1e3' })).statusCode).toBe(400);
    expect(
      (
        await checkout.submitCard({
          ...cardPayment('1.00'),
          creditCard: { cardNumber: '4'.repeat(500), expirationDate: '1230' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lists the consumer its addresses with their zone rules', async () => {
    const list = (await checkout.addresses()).json();
    expect(list).toEqual([
      expect.objectContaining({
        display: 'Home',
        zip: '04103',
        isPrimary: true,
        minimumOrderAmount: '35.00',
        isValidZipCode: true,
      }),
    ]);
    // A trade user's list is its customer's ship-tos, with no zone rules.
    const trade = await t.app.inject({
      method: 'GET',
      url: '/api/address',
      headers: await signInAs(t.app, 'customer'),
    });
    expect(trade.statusCode).toBe(200);
    expect(trade.json()).toContainEqual(
      expect.objectContaining({ display: 'Main', isPrimary: true, minimumOrderAmount: '0.00', isValidZipCode: true }),
    );
  });

  it('never stores or logs a card number or CVV', async () => {
    const tables = [
      'orders',
      'order_lines',
      'gateway_charges',
      'idempotency_keys',
      'outbox',
      'carts',
      'cart_lines',
      'document_links',
      'sessions',
    ] as const;
    const texts: string[] = [...logLines];
    for (const table of tables) {
      const rows = await t.database.db.selectFrom(table).selectAll().execute();
      texts.push(...rows.map((r) => JSON.stringify(r)));
    }
    const all = texts.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    // Runs of 13 to 19 digits that are not part of a longer number, a fraction (log timings) or a word: a hex hash or
    // token holds digit runs between its letters, and one in ten of those passes Luhn (a 13-digit run starting 300
    // in a session hash once looked like a Diners number).
    const candidates = all.match(/(?<![\dA-Za-z.])\d{13,19}(?![\dA-Za-z.])/g) ?? [];
    // Epoch-ms stamps are 13 digits too, but no card issuer's numbers start like them.
    expect(candidates.filter((digits) => luhnValid(digits) && detectIssuer(digits) !== null)).toEqual([]);
    expect(all).not.toContain(AMEX);
    expect(all).not.toMatch(new RegExp(`(?<!\\d)${CVV}(?!\\d)`));
  });
});
