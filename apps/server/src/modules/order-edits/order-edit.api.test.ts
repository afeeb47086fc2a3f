import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { customerIds } from '../../test/demo-ids';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { cardPayment, checkoutApi, MONDAY_9AM } from '../checkout/checkout.fixtures';
import { PAYMENT_RELEASE_JOB, runPaymentRelease } from '../../platform/payments/payment-release-job';
import { bumpCacheVersion, CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';

/** Bayside Bistro's MAIN ship-to: Wednesday 25 November closes Tuesday 24 at 15:00 in New York (one lead day). */
const WEDNESDAY_CUTOFF = Date.parse('2026-11-24T20:00:00Z');
const CUTOFF_PASSED = /The cut-off for changes to order W\d{7} \(Tue 3:00 pm\) has passed/;

describe('editing and cancelling a placed order until its cut-off (issue 32)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    ids = await customerIds(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await at(MONDAY_9AM);
    await cartApi(t.app, headers).clear();
  });

  /** Moves the clock and signs in again (a session ends after 180 idle minutes). */
  async function at(time: number) {
    t.clock.now = time;
    headers = await signInAs(t.app, 'customer');
  }

  const call = (method: 'POST' | 'DELETE', url: string, h = headers) => t.app.inject({ method, url, headers: h });
  const edit = (orderNumber: string, h = headers) => call('POST', `/api/orders/${orderNumber}/edit`, h);
  const discard = (orderNumber: string, h = headers) => call('DELETE', `/api/orders/${orderNumber}/edit`, h);
  const cancel = (orderNumber: string, h = headers) => call('POST', `/api/orders/${orderNumber}/cancel`, h);
  const editing = (orderNumber: string, h = headers) => ({ ...h, 'x-edit-order': orderNumber });

  async function uncommitted(productKey: number): Promise<number> {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/uncommitted', headers, payload: [productKey] });
    return Number(res.json()[String(productKey)].uncommitted_Stk);
  }

  /** 2 CS of chicken (80 LB) and 2 CS of napkins for Wednesday 25 November. */
  async function placeOrder(h = headers): Promise<string> {
    const cart = cartApi(t.app, h);
    expect(
      (await cart.addMany({ lines: [line(FX.chicken, 2, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] })).statusCode,
    ).toBe(200);
    const api = checkoutApi(t.app, h);
    expect((await api.header({ deliveryDate: '2026-11-25', customerPo: 'PO-1' })).json().isValid).toBe(true);
    const result = (await api.submit({})).json();
    expect(result.accepted).toBe(true);
    return result.orderNumber as string;
  }

  /** Opens the order for editing and sets the chicken line to `cases`. */
  async function editChicken(orderNumber: string, cases: number, h = headers) {
    const opened = await edit(orderNumber, h);
    expect(opened.statusCode).toBe(200);
    const cart = cartApi(t.app, editing(orderNumber, h));
    const lines = (await cart.get()).json().lines as { id: number; productKey: number }[];
    const chicken = lines.find((l) => l.productKey === FX.chicken);
    expect(chicken).toBeDefined();
    expect((await cart.update(chicken?.id ?? 0, line(FX.chicken, cases, 'CS', 'LB'))).statusCode).toBe(200);
    return opened.json();
  }

  it('says until when the order is editable, on the order and when opened for editing', async () => {
    const orderNumber = await placeOrder();
    const order = (await checkoutApi(t.app, headers).order(orderNumber)).json();
    expect(order).toMatchObject({
      editableUntil: '2026-11-24T20:00:00.000Z',
      editableUntilText: 'Editable until Tue 3:00 pm',
      revision: 0,
    });
    const history = (await t.app.inject({ method: 'GET', url: '/api/history/orders', headers })).json();
    expect(history.orders.find((o: { orderNumber: string }) => o.orderNumber === orderNumber)).toMatchObject({
      editableUntilText: 'Editable until Tue 3:00 pm',
    });
    expect((await edit(orderNumber)).json()).toEqual({
      orderNumber,
      editableUntil: '2026-11-24T20:00:00.000Z',
      editableUntilText: 'Editable until Tue 3:00 pm',
      lineCount: 2,
    });
    // The edit cart is the order's, not mixed with the ordinary cart.
    const editCart = (await cartApi(t.app, editing(orderNumber)).get()).json();
    expect(editCart.lines).toHaveLength(2);
    expect(editCart.header).toMatchObject({ deliveryDate: '2026-11-25', customerPo: 'PO-1' });
    expect((await cartApi(t.app, headers).get()).json().lines).toHaveLength(0);
    expect((await discard(orderNumber)).statusCode).toBe(200);
    expect((await cartApi(t.app, editing(orderNumber)).get()).json().lines).toHaveLength(0);

    await at(WEDNESDAY_CUTOFF);
    expect((await checkoutApi(t.app, headers).order(orderNumber)).json()).toMatchObject({
      editableUntil: null,
      editableUntilText: null,
    });
  });

  it('saves an edit before the cut-off: lines and stock change by the difference, exactly once per key', async () => {
    const before = await uncommitted(FX.chicken);
    const orderNumber = await placeOrder();
    expect(await uncommitted(FX.chicken)).toBe(before - 80);
    await t.app.ctx.outbox.drain();

    await at(WEDNESDAY_CUTOFF - 1000);
    await editChicken(orderNumber, 3);
    const api = checkoutApi(t.app, editing(orderNumber));
    expect((await api.header({ customerPo: 'PO-2', deliveryDate: '2026-11-25' })).json().isValid).toBe(true);
    const estimate = (await api.estimate()).json();
    const key = randomUUID();
    const saved = await Promise.all([1, 2, 3].map(() => api.submit({ estimatedTotal: estimate.total }, key)));
    for (const s of saved)
      expect(s.json()).toMatchObject({ accepted: true, orderNumber, estimatedTotal: estimate.total });

    const order = (await checkoutApi(t.app, headers).order(orderNumber)).json();
    expect(order).toMatchObject({ poNumber: 'PO-2', revision: 1, total: estimate.total, status: 'Open' });
    expect(order.lines.find((l: { productKey: number }) => l.productKey === FX.chicken).quantity).toBe('3.00');
    expect(await uncommitted(FX.chicken)).toBe(before - 120);
    // Saved: the edit cart is gone; one revised confirmation was mailed.
    expect((await cartApi(t.app, editing(orderNumber)).get()).json().lines).toHaveLength(0);
    const mailDir = path.join(t.config.dataDir, 'mail');
    const count = fs.readdirSync(mailDir).length;
    expect(await t.app.ctx.outbox.drain()).toBe(1);
    const added = fs.readdirSync(mailDir).slice(count);
    const eml = fs.readFileSync(path.join(mailDir, added[0] ?? ''), 'utf8');
    expect(eml).toContain(`order ${orderNumber} revised`);
    expect(eml).toContain('Editable until Tue 3:00 pm');
    // The same key again answers the first save and changes nothing.
    expect((await api.submit({ estimatedTotal: estimate.total }, key)).json()).toMatchObject({ accepted: true });
    expect((await checkoutApi(t.app, headers).order(orderNumber)).json().revision).toBe(1);

    // Cancelled: its stock comes back.
    expect((await cancel(orderNumber)).json()).toEqual({ orderNumber, status: 'Cancelled' });
    expect(await uncommitted(FX.chicken)).toBe(before);
    expect((await checkoutApi(t.app, headers).order(orderNumber)).json()).toMatchObject({
      status: 'Cancelled',
      editableUntil: null,
    });
    expect((await edit(orderNumber)).json().errorReason).toContain('is cancelled and can no longer be changed');
    expect((await cancel(orderNumber)).statusCode).toBe(409);
  });

  it('refuses any change one second after the cut-off, with the message', async () => {
    const orderNumber = await placeOrder();
    await editChicken(orderNumber, 5);
    await at(WEDNESDAY_CUTOFF + 1000);

    const opened = await edit(orderNumber);
    expect(opened.statusCode).toBe(409);
    expect(opened.json().errorReason).toMatch(CUTOFF_PASSED);
    const saved = (await checkoutApi(t.app, editing(orderNumber)).submit({})).json();
    expect(saved.accepted).toBe(false);
    expect(saved.messages[0]).toMatch(CUTOFF_PASSED);
    const cancelled = await cancel(orderNumber);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().errorReason).toMatch(CUTOFF_PASSED);
    const order = (await checkoutApi(t.app, headers).order(orderNumber)).json();
    expect(order).toMatchObject({ status: 'Open', revision: 0 });
    expect(order.lines.find((l: { productKey: number }) => l.productKey === FX.chicken).quantity).toBe('2.00');
  });

  it('cancels before the cut-off and refuses it after', async () => {
    const before = await uncommitted(FX.chicken);
    const first = await placeOrder();
    const second = await placeOrder();
    expect(await uncommitted(FX.chicken)).toBe(before - 160);
    await at(WEDNESDAY_CUTOFF - 1000);
    expect((await cancel(first)).statusCode).toBe(200);
    expect(await uncommitted(FX.chicken)).toBe(before - 80);
    await at(WEDNESDAY_CUTOFF);
    expect((await cancel(second)).json().errorReason).toMatch(CUTOFF_PASSED);
    expect(await uncommitted(FX.chicken)).toBe(before - 80);
  });

  it('a new delivery date must be one offered now, re-checked like a new order', async () => {
    const orderNumber = await placeOrder();
    await edit(orderNumber);
    const api = checkoutApi(t.app, editing(orderNumber));
    expect((await api.header({ deliveryDate: '2026-11-27' })).json().isValid).toBe(true);
    expect((await api.submit({})).json().accepted).toBe(true);
    expect((await checkoutApi(t.app, headers).order(orderNumber)).json()).toMatchObject({
      deliveryDate: '2026-11-27',
      editableUntilText: 'Editable until Thu 3:00 pm',
    });
    await edit(orderNumber);
    expect((await api.header({ deliveryDate: '2026-11-26' })).json().isValid).toBe(false);
  });

  it("refuses another customer's order and lets a salesperson act for the customer", async () => {
    const orderNumber = await placeOrder();
    const other = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.MAPLEC) };
    expect((await edit(orderNumber, other)).statusCode).toBe(404);
    expect((await cancel(orderNumber, other)).statusCode).toBe(404);
    const sneaky = (await checkoutApi(t.app, editing(orderNumber, other)).submit({})).json();
    expect(sneaky).toMatchObject({ accepted: false, messages: ['This order was not found.'] });

    const sales = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.BAYBIS) };
    await editChicken(orderNumber, 1, sales);
    expect((await checkoutApi(t.app, editing(orderNumber, sales)).submit({})).json()).toMatchObject({
      accepted: true,
      orderNumber,
    });
    const order = (await checkoutApi(t.app, headers).order(orderNumber)).json();
    expect(order.lines.find((l: { productKey: number }) => l.productKey === FX.chicken).quantity).toBe('1.00');
    expect((await cancel(orderNumber, sales)).statusCode).toBe(200);
  });

  it('refuses a malformed order number in the header', async () => {
    const res = await cartApi(t.app, { ...headers, 'x-edit-order': '../../x' }).get();
    expect(res.statusCode).toBe(400);
  });
});

describe("a consumer's card order (issue 32)", () => {
  let t: TestApp;
  let delivery: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    delivery = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
  });
  afterAll(() => t.close());

  async function cardOrder(): Promise<string> {
    const cart = cartApi(t.app, delivery);
    const checkout = checkoutApi(t.app, delivery);
    await cart.clear();
    await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] });
    expect((await checkout.header({ customerPo: 'Home', deliveryDate: '2026-11-24' })).json().isValid).toBe(true);
    const { total } = (await checkout.estimate()).json();
    const paid = (await checkout.submitCard(cardPayment(total))).json();
    expect(paid.isSuccess).toBe(true);
    return paid.orderNumber as string;
  }

  const paymentOf = async (orderNumber: string) =>
    t.database.db
      .selectFrom('orders')
      .select(['payment_transaction_id', 'authorized_amount', 'revision', 'status', 'total'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
  const ledger = (transactionId: string | null) =>
    t.database.db
      .selectFrom('gateway_charges')
      .select(['status', 'amount'])
      .where('transaction_id', '=', transactionId ?? '')
      .executeTakeFirstOrThrow();
  const releasePayments = () => t.app.ctx.jobs.drain(PAYMENT_RELEASE_JOB, runPaymentRelease(t.app.ctx.payments));
  const editing = (orderNumber: string) => ({ ...delivery, 'x-edit-order': orderNumber });

  /** Opens the order for editing and adds 2 CS of napkins more; answers the new total. */
  async function editAddingNapkins(orderNumber: string): Promise<string> {
    const opened = await t.app.inject({ method: 'POST', url: `/api/orders/${orderNumber}/edit`, headers: delivery });
    expect(opened.statusCode).toBe(200);
    await cartApi(t.app, editing(orderNumber)).addMany({ lines: [line(FX.napkins, 2, 'CS', 'CS')] });
    return (await checkoutApi(t.app, editing(orderNumber)).estimate()).json().total as string;
  }

  it("saves a charged order's edit by paying the new total with the card and refunding the old charge", async () => {
    const orderNumber = await cardOrder();
    expect((await checkoutApi(t.app, delivery).order(orderNumber)).json().editableUntilText).toMatch(
      /^Editable until /,
    );
    const before = await paymentOf(orderNumber);
    const total = await editAddingNapkins(orderNumber);
    const api = checkoutApi(t.app, editing(orderNumber));
    // Saved without the card, it is refused: the card is paid again at checkout.
    expect((await api.submit({ estimatedTotal: total })).json()).toMatchObject({
      accepted: false,
      messages: [expect.stringContaining('was paid by card: save the changes at checkout')],
    });
    // A declined card changes nothing.
    const declined = (await api.submitCard(cardPayment(total, '4000000000000002'))).json();
    expect(declined.isSuccess).toBe(false);
    expect(await paymentOf(orderNumber)).toEqual(before);

    const saved = (await api.submitCard(cardPayment(total))).json();
    expect(saved).toEqual({ isSuccess: true, orderNumber, errorReason: '' });
    const after = await paymentOf(orderNumber);
    expect(after).toMatchObject({ revision: 1, status: 'Open' });
    expect(after.payment_transaction_id).not.toBe(before.payment_transaction_id);
    expect(await ledger(after.payment_transaction_id)).toMatchObject({ status: 'approved' });
    expect(Number((await ledger(after.payment_transaction_id)).amount)).toBe(Number(total));
    // The old charge is refunded by the job queued with the revision, once.
    expect(await releasePayments()).toBe(1);
    expect(await ledger(before.payment_transaction_id)).toMatchObject({ status: 'declined' });
    expect(await releasePayments()).toBe(0);
  });

  it('refuses to pay for an edit after the cut-off, before the card is charged', async () => {
    const orderNumber = await cardOrder();
    const total = await editAddingNapkins(orderNumber);
    const charges = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('gateway_charges')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const count = await charges();
    t.clock.now = Date.parse('2026-11-24T12:00:00Z');
    delivery = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
    const late = (await checkoutApi(t.app, editing(orderNumber)).submitCard(cardPayment(total))).json();
    expect(late.isSuccess).toBe(false);
    expect(late.errorReason).toContain('has passed');
    expect(await charges()).toBe(count);
    t.clock.now = MONDAY_9AM;
    delivery = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
  });

  it('cancels a charged card order and refunds the charge', async () => {
    const orderNumber = await cardOrder();
    const { payment_transaction_id: paid } = await paymentOf(orderNumber);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderNumber}/cancel`,
      headers: delivery,
    });
    expect(cancelled.json()).toEqual({ orderNumber, status: 'Cancelled' });
    await releasePayments();
    expect(await ledger(paid)).toMatchObject({ status: 'declined' });
  });

  it('edits an authorised (catch-weight) card order with a new authorisation and voids the old one; cancels it', async () => {
    await t.database.db
      .updateTable('products')
      .set({ is_catch_weight: 1 })
      .where('product_key', '=', FX.chicken)
      .execute();
    await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    const orderNumber = await cardOrder();
    const before = await paymentOf(orderNumber);
    expect(before.authorized_amount).not.toBeNull();
    expect(await ledger(before.payment_transaction_id)).toMatchObject({ status: 'authorized' });
    const total = await editAddingNapkins(orderNumber);
    expect((await checkoutApi(t.app, editing(orderNumber)).submitCard(cardPayment(total))).json().isSuccess).toBe(true);
    const after = await paymentOf(orderNumber);
    expect(Number(after.authorized_amount)).toBeGreaterThan(Number(before.authorized_amount));
    expect(await ledger(after.payment_transaction_id)).toMatchObject({ status: 'authorized' });
    await releasePayments();
    expect(await ledger(before.payment_transaction_id)).toMatchObject({ status: 'voided' });

    const other = await signInAs(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${orderNumber}/cancel`, headers: other })).statusCode,
    ).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderNumber}/cancel`,
      headers: delivery,
    });
    expect(cancelled.json()).toEqual({ orderNumber, status: 'Cancelled' });
    await releasePayments();
    expect(await ledger(after.payment_transaction_id)).toMatchObject({ status: 'voided' });
  });
});
