import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holdFirstRead } from '../../test/held-read';
import { createTestApp, createTwinApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { cardPayment, checkoutApi, MONDAY_9AM, orderCount } from './checkout.fixtures';

/**
 * Issue 31: a consumer's card paying for an order whose total is an estimate (a catch-weight line) is authorised for
 * the estimate plus the site's allowance, not charged; every other card order is charged as before.
 */
describe('checkout by card for an estimated (catch-weight) order', () => {
  let t: TestApp;
  let delivery: Record<string, string>;
  let admin: Record<string, string>;
  let cart: ReturnType<typeof cartApi>;
  let checkout: ReturnType<typeof checkoutApi>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    const db = t.database.db;
    await db.updateTable('products').set({ is_taxable: 1 }).where('product_key', '=', FX.napkins).execute();
    // The 40 lb case of chicken, priced per LB, becomes catch weight: its extension is an estimate.
    await db.updateTable('products').set({ is_catch_weight: 1 }).where('product_key', '=', FX.chicken).execute();
    delivery = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
    admin = await signInAs(t.app, 'admin');
    cart = cartApi(t.app, delivery);
    checkout = checkoutApi(t.app, delivery);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await cart.clear();
  });

  async function header() {
    expect((await checkout.header({ customerPo: 'Home', deliveryDate: '2026-11-24' })).json()).toEqual({
      isValid: true,
      message: '',
    });
  }

  /** 1 CS chicken 99.60 (estimated at 40 LB) + 2 CS napkins 30.00 (taxable 1.65) + delivery fee 5.99 = 137.24. */
  async function fillEstimatedCart() {
    await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] });
    await header();
    expect((await checkout.estimate()).json()).toMatchObject({ total: '137.24', messages: [] });
  }

  async function recorded(orderNumber: string) {
    const order = await t.database.db
      .selectFrom('orders')
      .select(['total', 'authorized_amount', 'captured_amount', 'payment_transaction_id'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const ledger = await t.database.db
      .selectFrom('gateway_charges')
      .select(['status', 'amount', 'captured_amount'])
      .where('transaction_id', '=', order.payment_transaction_id ?? '')
      .execute();
    return {
      total: Number(order.total),
      authorized: order.authorized_amount === null ? null : Number(order.authorized_amount),
      captured: order.captured_amount,
      ledger: ledger.map((l) => ({ status: l.status, amount: Number(l.amount), captured: l.captured_amount })),
    };
  }

  const setAllowance = async (percent: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/siteSettings',
      headers: admin,
      payload: { catchWeightAllowancePercent: percent },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('authorises the card for the estimate plus 10 % and records the estimate as the total', async () => {
    await fillEstimatedCart();
    const paid = (await checkout.submitCard(cardPayment('137.24'))).json();
    expect(paid).toMatchObject({ isSuccess: true, errorReason: '' });
    // 137.24 + 13.724 = 150.964, half-up to 150.96.
    expect(await recorded(paid.orderNumber)).toEqual({
      total: 137.24,
      authorized: 150.96,
      captured: null,
      ledger: [{ status: 'authorized', amount: 150.96, captured: null }],
    });
    const order = (await checkout.order(paid.orderNumber)).json();
    expect(order).toMatchObject({ total: '137.24', payment: 'Visa ending 1111, expires 12/30' });
    expect((await cart.get()).json().lines).toEqual([]);
  });

  it('authorises by the allowance the administrator set', async () => {
    try {
      await setAllowance(25);
      await fillEstimatedCart();
      const paid = (await checkout.submitCard(cardPayment('137.24'))).json();
      expect(paid.isSuccess).toBe(true);
      // 137.24 x 1.25 = 171.55.
      expect(await recorded(paid.orderNumber)).toMatchObject({
        total: 137.24,
        authorized: 171.55,
        ledger: [{ status: 'authorized', amount: 171.55, captured: null }],
      });
      await setAllowance(0);
      await fillEstimatedCart();
      const exact = (await checkout.submitCard(cardPayment('137.24'))).json();
      expect(await recorded(exact.orderNumber)).toMatchObject({
        authorized: 137.24,
        ledger: [{ status: 'authorized', amount: 137.24 }],
      });
    } finally {
      await setAllowance(10);
    }
  });

  it('still charges an order without catch-weight lines, exactly as before', async () => {
    // 3 CS napkins 45.00 + tax 2.48 + delivery 5.99 = 53.47.
    await cart.add(line(FX.napkins, 3, 'CS', 'CS'));
    await header();
    const total = (await checkout.estimate()).json().total as string;
    const paid = (await checkout.submitCard(cardPayment(total))).json();
    expect(paid.isSuccess).toBe(true);
    expect(await recorded(paid.orderNumber)).toEqual({
      total: Number(total),
      authorized: null,
      captured: null,
      ledger: [{ status: 'approved', amount: Number(total), captured: null }],
    });
  });

  it('declines as a charge would, and orders nothing', async () => {
    await fillEstimatedCart();
    const before = await orderCount(t.database.db);
    const declined = (await checkout.submitCard(cardPayment('137.24', '4000000000000002'))).json();
    expect(declined).toEqual({ isSuccess: false, orderNumber: '', errorReason: 'The card was declined.' });
    const down = await checkout.submitCard(cardPayment('137.24', '4000000000000119'));
    expect(down.statusCode).toBe(502);
    expect(await orderCount(t.database.db)).toBe(before);
  });

  it('voids the authorisation when the order cannot be recorded after it (the cart changed meanwhile)', async () => {
    await fillEstimatedCart();
    const before = await orderCount(t.database.db);
    // The submit, on a second app, is held as it reads back the authorisation it just made; the cart changes then.
    const held = holdFirstRead((row) => row.status === 'authorized' && 'transaction_id' in row);
    const twin = await createTwinApp(t, [held.plugin]);
    try {
      const pending = checkoutApi(twin.app, delivery).submitCard(cardPayment('137.24'));
      await held.reached;
      await t.database.db
        .updateTable('cart_lines')
        .set({ quantity: 3 })
        .where('product_key', '=', FX.napkins)
        .execute();
      held.release();
      const answer = (await pending).json();
      expect(answer.isSuccess).toBe(false);
      expect(answer.errorReason).toContain('Your card was not charged.');
      expect(await orderCount(t.database.db)).toBe(before);
      const last = await t.database.db
        .selectFrom('gateway_charges')
        .select(['status', 'amount'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect({ status: last.status, amount: Number(last.amount) }).toEqual({ status: 'voided', amount: 150.96 });
    } finally {
      held.release();
      await twin.close();
    }
  });
});
