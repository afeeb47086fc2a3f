import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { customerIds } from '../../test/demo-ids';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { checkoutApi, MONDAY_9AM, orderCount, TUESDAY_10AM, TUESDAY_4PM } from './checkout.fixtures';

describe('checkout for trade customers', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let cart: ReturnType<typeof cartApi>;
  let checkout: ReturnType<typeof checkoutApi>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    await t.database.db.updateTable('products').set({ is_taxable: 1 }).where('product_key', '=', FX.napkins).execute();
    ids = await customerIds(t.database.db);
    headers = await signInAs(t.app, 'customer');
    cart = cartApi(t.app, headers);
    checkout = checkoutApi(t.app, headers);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await at(MONDAY_9AM);
    await cart.clear();
  });

  /** Moves the clock and signs in again (a session ends after 180 idle minutes). */
  async function at(time: number) {
    t.clock.now = time;
    headers = await signInAs(t.app, 'customer');
    cart = cartApi(t.app, headers);
    checkout = checkoutApi(t.app, headers);
  }

  /** Bayside Bistro's MAIN ship-to delivers Monday, Wednesday and Friday; cut-off 15:00, one lead day. */
  async function fillCart(api = cart) {
    expect(
      (await api.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] })).statusCode,
    ).toBe(200);
  }

  it("offers the ship-to's delivery days after the cut-off and lead days", async () => {
    const monday = (await checkout.dates()).json();
    expect(monday).toMatchObject({
      defaultDate: '2026-11-25',
      earliestDate: '2026-11-25',
      cutoffTime: '15:00',
      timeZone: 'America/New_York',
      leadDays: 1,
    });
    // Wed 25, Fri 27, Mon 30 ... up to Mon 21 December (today + 28).
    expect(monday.dates.slice(0, 3)).toEqual(['2026-11-25', '2026-11-27', '2026-11-30']);
    expect(monday.dates.at(-1)).toBe('2026-12-21');

    await at(TUESDAY_10AM);
    expect((await checkout.dates('?shipToCode=DOWNTN')).json().earliestDate).toBe('2026-11-25');
    await at(TUESDAY_4PM);
    // Past the cut-off the order counts from Wednesday: Thursday for Downtown (Mon-Fri), but Thursday 26 November is
    // Thanksgiving Day (the demo closes on US federal holidays), so Friday; Friday for MAIN too.
    expect((await checkout.dates('?shipToCode=DOWNTN')).json().earliestDate).toBe('2026-11-27');
    expect((await checkout.dates()).json()).toMatchObject({ defaultDate: '2026-11-25', earliestDate: '2026-11-27' });
    expect((await checkout.dates('?shipToCode=NOPE')).json()).toEqual({
      errorCode: 400,
      errorReason: 'Ship-to NOPE is not a ship-to of this customer',
    });
  });

  it('refuses a delivery date the ship-to does not offer', async () => {
    expect((await checkout.header({ deliveryDate: '2026-11-26' })).json()).toEqual({
      isValid: false,
      message: 'Delivery is not available on 2026-11-26. Please choose one of the offered dates.',
    });
    expect((await checkout.header({ deliveryDate: '2026-11-24' })).json().message).toContain(
      'The earliest date is now 2026-11-25.',
    );
    // Downtown delivers Monday to Friday, but not on Thanksgiving Day.
    expect((await checkout.header({ customerShipToCode: 'DOWNTN', deliveryDate: '2026-11-26' })).json().isValid).toBe(
      false,
    );
    expect((await checkout.header({ customerShipToCode: 'DOWNTN', deliveryDate: '2026-11-27' })).json()).toEqual({
      isValid: true,
      message: '',
    });
    expect((await checkout.header({ customerShipToCode: 'MAIN', deliveryDate: '2026-11-25' })).json().isValid).toBe(
      true,
    );
  });

  it('records exactly the estimate the page showed, commits its stock and empties the cart', async () => {
    await fillCart();
    await checkout.header({
      deliveryDate: '2026-11-25',
      customerPo: 'PO-77',
      specialInstruction1: 'Back door',
      notes: 'Ring twice',
    });
    const stockBefore = (
      await t.app.inject({ method: 'POST', url: '/api/product/uncommitted', headers, payload: [FX.chicken] })
    ).json();

    const estimate = (await checkout.estimate()).json();
    // 1 CS chicken = 40 LB x 2.49 = 99.60; 2 CS napkins x 15.00 = 30.00 (taxable: 5.5 % = 1.65); under $150: $25 small-order charge.
    expect(estimate).toEqual({
      lineTotal: '129.60',
      taxableAmount: '30.00',
      tax: '1.65',
      addOnCharges: '25.00',
      charges: [{ name: 'Small Order Charge', amount: '25.00' }],
      total: '156.25',
      minimumOrderAmount: '0.00',
      messages: [],
    });

    const before = await orderCount(t.database.db);
    const submitted = await checkout.submit({ estimatedTotal: '156.25' });
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json();
    expect(result).toMatchObject({ accepted: true, estimatedTotal: '156.25' });
    expect(result.orderNumber).toMatch(/^W\d{7}$/);
    expect(await orderCount(t.database.db)).toBe(before + 1);

    const order = (await checkout.order(result.orderNumber)).json();
    expect(order).toMatchObject({
      orderNumber: result.orderNumber,
      orderDate: '2026-11-23',
      deliveryDate: '2026-11-25',
      status: 'Open',
      shipMethod: 'Delivery',
      shipToCode: 'MAIN',
      poNumber: 'PO-77',
      specialInstruction1: 'Back door',
      notes: 'Ring twice',
      lineTotal: estimate.lineTotal,
      taxableAmount: estimate.taxableAmount,
      tax: estimate.tax,
      addOnCharges: estimate.addOnCharges,
      charges: estimate.charges,
      total: estimate.total,
      payment: null,
    });
    expect(order.shipTo[0]).toBe('Bayside Bistro');
    expect(
      order.lines.map(
        (l: {
          description: string;
          quantity: string;
          unit: string;
          priceUnit: string;
          unitPrice: string;
          extension: string;
        }) => [l.description, l.quantity, l.unit, l.priceUnit, l.unitPrice, l.extension],
      ),
    ).toEqual([
      // The chicken's LB price carries 4 decimals (its price-by unit's), as the cart showed it.
      ['Chicken Breast 40 lb', '1.00', 'CS', 'LB', '2.4900', '99.60'],
      ['Napkins', '2.00', 'CS', 'CS', '15.00', '30.00'],
    ]);

    const after = (await cart.get()).json();
    expect(after.lines).toEqual([]);
    expect(after.header).toMatchObject({
      customerShipToCode: 'MAIN',
      customerPo: '',
      deliveryDate: null,
      specialInstruction1: '',
      notes: '',
    });
    const stockAfter = (
      await t.app.inject({ method: 'POST', url: '/api/product/uncommitted', headers, payload: [FX.chicken] })
    ).json();
    expect(stockAfter[String(FX.chicken)].uncommitted_Stk).toBe(stockBefore[String(FX.chicken)].uncommitted_Stk - 40);
  });

  it('makes one order of twenty identical submits and refuses the key with another body', async () => {
    await fillCart();
    await checkout.header({ deliveryDate: '2026-11-25' });
    const before = await orderCount(t.database.db);
    const key = 'same-key-0001';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout.submit({ estimatedTotal: '156.25' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = new Set(answers.map((a) => a.json().orderNumber));
    expect(numbers.size).toBe(1);
    expect(answers.every((a) => a.json().accepted === true)).toBe(true);
    expect(await orderCount(t.database.db)).toBe(before + 1);

    const retried = await checkout.submit({ estimatedTotal: '156.25' }, key);
    expect(retried.json().orderNumber).toBe([...numbers][0]);
    const other = await checkout.submit({ estimatedTotal: '99.00' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().errorReason).toBe(
      'This request was already sent with different details. Please reload the page and try again.',
    );
  });

  it('refuses an empty cart and a total that changed, and keeps the cart', async () => {
    expect((await checkout.submit({})).json()).toEqual({
      accepted: false,
      orderNumber: '',
      estimatedTotal: '0.00',
      messages: ['No items in cart'],
    });
    await fillCart();
    await checkout.header({ deliveryDate: '2026-11-25' });
    const changed = (await checkout.submit({ estimatedTotal: '150.00' })).json();
    expect(changed.accepted).toBe(false);
    expect(changed.messages).toEqual([
      'The order total is now $156.25 (it was $150.00 when you reviewed it) because prices or your cart changed. Please review the order and submit it again.',
    ]);
    expect((await cart.get()).json().lines).toHaveLength(2);
  });

  it('says so when the cut-off passes while the page is open', async () => {
    await at(TUESDAY_10AM);
    await cart.clear();
    await fillCart();
    expect((await checkout.header({ deliveryDate: '2026-11-25' })).json().isValid).toBe(true);
    await at(TUESDAY_4PM);
    const refused = (await checkout.submit({})).json();
    expect(refused.accepted).toBe(false);
    expect(refused.messages).toEqual([
      'Delivery on 2026-11-25 is no longer possible: the order cut-off of 15:00 (America/New_York) has passed. The earliest date is now 2026-11-27.',
    ]);
  });

  it("requires the P.O. when the customer's requiredPO is set", async () => {
    const harbor = await signInAs(t.app, 'admin');
    const harborCart = cartApi(t.app, harbor);
    const harborCheckout = checkoutApi(t.app, harbor);
    await harborCart.clear();
    await fillCart(harborCart);
    await harborCheckout.header({ customerPo: '', deliveryDate: '2026-11-25' });
    expect((await harborCheckout.submit({})).json().messages).toEqual(['Customer P.O. is required']);
    await harborCheckout.header({ customerPo: 'HG-1' });
    expect((await harborCheckout.submit({})).json().accepted).toBe(true);
  });

  it('lets only the customer the session acts for read an order and its confirmation', async () => {
    await fillCart();
    await checkout.header({ deliveryDate: '2026-11-25' });
    const { orderNumber } = (await checkout.submit({})).json();

    const harbor = checkoutApi(t.app, await signInAs(t.app, 'admin'));
    expect((await harbor.order(orderNumber)).statusCode).toBe(404);
    expect((await harbor.document(orderNumber)).statusCode).toBe(404);

    const sales = await signInAs(t.app, 'sales');
    const forBayside = checkoutApi(t.app, { ...sales, 'x-customer-key': String(ids.BAYBIS) });
    const forHarbor = checkoutApi(t.app, { ...sales, 'x-customer-key': String(ids.HARGRL) });
    expect((await forBayside.order(orderNumber)).json().orderNumber).toBe(orderNumber);
    expect((await forHarbor.order(orderNumber)).statusCode).toBe(404);
    const notAssigned = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderNumber}`,
      headers: { ...sales, 'x-customer-key': String(ids.STMARY) },
    });
    expect(notAssigned.statusCode).toBe(403);
  });

  it('lets a salesperson check out for the chosen customer', async () => {
    const sales = await signInAs(t.app, 'sales');
    const acting = { ...sales, 'x-customer-key': String(ids.MAPLEC) };
    const salesCart = cartApi(t.app, acting);
    await fillCart(salesCart);
    const api = checkoutApi(t.app, acting);
    await api.header({ deliveryDate: '2026-11-25', customerPo: 'SAM-1' });
    const result = (await api.submit({})).json();
    expect(result.accepted).toBe(true);
    const row = await t.database.db
      .selectFrom('orders')
      .select(['customer_id', 'po_number'])
      .where('order_number', '=', result.orderNumber)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_id: ids.MAPLEC, po_number: 'SAM-1' });
  });

  it('mails the confirmation with its PDF only after the order committed', async () => {
    await t.app.ctx.outbox.drain();
    const mailDir = path.join(t.config.dataDir, 'mail');
    const files = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);
    const before = files().length;
    await checkout.submit({}); // empty cart: refused, nothing queued
    expect(await t.app.ctx.outbox.drain()).toBe(0);

    await fillCart();
    await checkout.header({ deliveryDate: '2026-11-25' });
    const { orderNumber } = (await checkout.submit({})).json();
    expect(await t.app.ctx.outbox.drain()).toBe(1);
    const added = files().slice(before);
    expect(added).toHaveLength(1);
    const eml = fs.readFileSync(path.join(mailDir, added[0] ?? ''), 'utf8');
    expect(eml).toContain(`order ${orderNumber} confirmed`);
    expect(eml).toContain('orders@baysidebistro.example');
    expect(eml).toContain(`Order-${orderNumber}.pdf`);
  });

  it('opens the confirmation PDF through a short-lived link', async () => {
    await fillCart();
    await checkout.header({ deliveryDate: '2026-11-25' });
    const { orderNumber } = (await checkout.submit({})).json();
    const link = (await checkout.document(orderNumber)).json();
    expect(link).toMatchObject({ isError: false, message: '', status: 200 });
    const pdf = await t.app.inject({ method: 'GET', url: `/doc/${link.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: `/doc/${'x'.repeat(43)}` })).statusCode).toBe(404);
    t.clock.now += 11 * 60_000;
    expect((await t.app.inject({ method: 'GET', url: `/doc/${link.id}` })).statusCode).toBe(404);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    await fillCart();
    const noKey = await t.app.inject({ method: 'POST', url: '/api/cart/submit', headers, payload: {} });
    expect(noKey.statusCode).toBe(400);
    const cases: [() => Promise<{ statusCode: number }>, number][] = [
      [() => checkout.submit({}, 'x'), 400],
      [() => checkout.submit({}, 'k\u0000'.repeat(10)), 400],
      [() => checkout.submit({ estimatedTotal: '1e5' }), 400],
      [() => checkout.submit({ estimatedTotal: 'NaN' }), 400],
      [() => checkout.submit({ estimatedTotal: '9'.repeat(400) + '.00' }), 400],
      [() => checkout.dates(`?shipToCode=${'x'.repeat(500)}`), 400],
      [() => checkout.dates('?addressId=99999999999999999999'), 400],
      [() => checkout.order('W1;drop'), 400],
      [() => checkout.order('x'.repeat(50)), 400],
      [() => checkout.header({ deliveryDate: '2026-13-45' }), 200],
      [() => checkout.header({ deliveryDate: '\u0000' }), 400],
      [
        () =>
          checkout.submitCard({
            orderTotal: '1.00',
            creditCard: { cardNumber: '4111111111111111', expirationDate: '1230' },
            address: {},
          }),
        403,
      ],
    ];
    for (const [i, [send, status]] of cases.entries()) expect([i, (await send()).statusCode]).toEqual([i, status]);
    expect((await checkout.header({ deliveryDate: '2026-13-45' })).json().isValid).toBe(false);
  });
});
