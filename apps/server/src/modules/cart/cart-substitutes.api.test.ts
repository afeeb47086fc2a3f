import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bumpCacheVersion, CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { checkoutApi, MONDAY_9AM } from '../checkout/checkout.fixtures';
import { RECENT_ORDERS_FOR_SUBSTITUTES } from '../substitutes/substitutes.repository';
import { cartApi, line } from './cart.fixtures';
import { insertSubstituteFixtures, invoicedOrder, SUB } from './cart-substitutes.fixtures';

type Api = ReturnType<typeof cartApi>;

describe('cart: lines that cannot be filled and their substitutes (issue 31)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let customer: Api;
  let maple: Api;
  let ids: Record<string, number>;

  const substitute = (api: Record<string, string>, lineId: number | string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cart/line/${lineId}/substitute`,
      headers: api,
      payload: payload as object,
    });
  const setPreference = (preference: string, as = headers) =>
    t.app.inject({ method: 'PUT', url: '/api/preferences/substitutions', headers: as, payload: { preference } });
  const cartLines = async (api = customer) => (await api.get()).json().lines as any[];
  const lineOf = async (productKey: number, api = customer) =>
    (await cartLines(api)).find((l) => l.productKey === productKey);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertSubstituteFixtures(t.database.db);
    ids = await customerIds(t.database.db);
    headers = await signInAs(t.app, 'customer');
    customer = cartApi(t.app, headers);
    maple = cartApi(t.app, { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.MAPLEC) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await customer.clear();
    await maple.clear();
    await setPreference('ask');
  });

  it('shows a sold-out line with its reason and its first available named substitute, priced, with the difference', async () => {
    expect(
      (await customer.addMany([line(SUB.skinOn, 2, 'CS', 'LB'), line(SUB.skinless, 1, 'CS', 'LB')])).statusCode,
    ).toBe(200);
    const [soldOut, inStock] = await cartLines();
    // 2 CS of 12 LB at $9.850 = $236.40; offered 2 CS of the skinless (10 LB) at $10.750 = $215.00: -$21.40. The
    // retired product is named first but is not active: passed over.
    expect(soldOut).toMatchObject({
      productKey: SUB.skinOn,
      extension: '236.40',
      noSubstitutes: false,
      unfilled: {
        reason: 'Out of stock',
        substitute: {
          productKey: SUB.skinless,
          productCode: `S${SUB.skinless}`,
          description: 'Test Salmon Fillet, Skinless',
          quantity: { value: '2.00', unit: 'CS' },
          unitPrice: { factor: '10.750', from: 'LB', to: '$' },
          extension: '215.00',
          difference: '-21.40',
          source: 'named',
        },
      },
    });
    expect(inStock).toMatchObject({ productKey: SUB.skinless, unfilled: null });
  });

  it('replaces the line with its substitute in one call, in the nearest sell-by unit, in the same place', async () => {
    await customer.addMany([
      line(SUB.beef8515, 1, 'CS', 'LB'),
      line(SUB.skinOn, 3, 'EA', 'LB'),
      line(SUB.beef7030, 1, 'CS', 'LB'),
    ]);
    const soldOut = await lineOf(SUB.skinOn);
    // 3 EA of 3 LB: the skinless sells by the each (5 LB) too, so 3 EA.
    expect(soldOut.unfilled.substitute).toMatchObject({ quantity: { value: '3.00', unit: 'EA' }, extension: '161.25' });
    const res = await substitute(headers, soldOut.id, { productKey: SUB.skinless });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccess: true,
      message: 'Replaced Test Salmon Fillet, Skin-On with Test Salmon Fillet, Skinless',
      data: { lines: [{ productKey: SUB.skinless, quantity: { value: '3.00', unit: 'EA' }, extension: '161.25' }] },
    });
    const lines = await cartLines();
    expect(lines.map((l) => [l.productKey, l.quantity.value, l.quantity.unit, l.unfilled])).toEqual([
      [SUB.beef8515, '1.00', 'CS', null],
      [SUB.skinless, '3.00', 'EA', null],
      [SUB.beef7030, '1.00', 'CS', null],
    ]);
    // The replaced line is gone: replacing it again finds nothing.
    expect((await substitute(headers, soldOut.id, { productKey: SUB.skinless })).statusCode).toBe(404);
  });

  it('suggests from the customer history when the product names no substitute: same category and pack, bought before', async () => {
    await customer.add(line(SUB.beef8020, 1, 'CS', 'LB'));
    const soldOut = await lineOf(SUB.beef8020);
    // 1 CS of 40 LB at $4.125 = $165.00; the 85/15 bought before, 40 LB at $4.690 = $187.60: +$22.60. The patties
    // (another pack) were bought too, and the 70/30 has the pack but was never bought: neither is suggested.
    expect(soldOut.unfilled).toEqual({
      reason: 'Out of stock',
      substitute: {
        productKey: SUB.beef8515,
        productCode: `S${SUB.beef8515}`,
        description: 'Test Ground Beef, 85/15',
        quantity: { value: '1.00', unit: 'CS' },
        unitPrice: { factor: '4.690', from: 'LB', to: '$' },
        extension: '187.60',
        difference: '22.60',
        source: 'history',
      },
    });
    expect((await substitute(headers, soldOut.id, { productKey: SUB.beef7030 })).json()).toEqual({
      errorCode: 422,
      errorReason: 'This product is not offered as a substitute for this line.',
    });
    expect((await substitute(headers, soldOut.id, { productKey: SUB.beef8515 })).statusCode).toBe(200);
    expect((await cartLines()).map((l) => l.productKey)).toEqual([SUB.beef8515]);
  });

  it('offers none and refuses to replace when the preference is never', async () => {
    await customer.add(line(SUB.skinOn, 1, 'CS', 'LB'));
    expect((await setPreference('never')).statusCode).toBe(200);
    const soldOut = await lineOf(SUB.skinOn);
    expect(soldOut.unfilled).toEqual({ reason: 'Out of stock', substitute: null });
    const res = await substitute(headers, soldOut.id, { productKey: SUB.skinless });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      errorCode: 409,
      errorReason: 'Your substitution preference is Never substitute: no substitute is offered.',
    });
    expect((await lineOf(SUB.skinOn)).id).toBe(soldOut.id);
  });

  it("keeps a line that says 'No substitutes for this line' as it is, set and cleared through the line update", async () => {
    await customer.add(line(SUB.skinOn, 1, 'CS', 'LB'));
    const soldOut = await lineOf(SUB.skinOn);
    const flag = (noSubstitutes: boolean) =>
      customer.update(soldOut.id, line(SUB.skinOn, '1.00', 'CS', 'LB', { noSubstitutes }));
    const set = await flag(true);
    expect(set.statusCode).toBe(200);
    expect(set.json().data.lines[0]).toMatchObject({ id: soldOut.id, noSubstitutes: true });
    expect(await lineOf(SUB.skinOn)).toMatchObject({
      noSubstitutes: true,
      unfilled: { reason: 'Out of stock', substitute: null },
    });
    const refused = await substitute(headers, soldOut.id, { productKey: SUB.skinless });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorReason).toBe("This line says 'No substitutes for this line'.");
    // An update of the quantity keeps the flag; clearing it offers the substitute again.
    await customer.update(soldOut.id, line(SUB.skinOn, 2, 'CS', 'LB'));
    expect(await lineOf(SUB.skinOn)).toMatchObject({ quantity: { value: '2.00' }, noSubstitutes: true });
    await flag(false);
    expect((await lineOf(SUB.skinOn)).unfilled.substitute.productKey).toBe(SUB.skinless);
  });

  it("answers 404 for another customer's line, as the other line calls do, and 4xx for hostile input", async () => {
    await maple.add(line(SUB.skinOn, 1, 'CS', 'LB'));
    const mapleLine = await lineOf(SUB.skinOn, maple);
    expect(mapleLine.unfilled.substitute.productKey).toBe(SUB.skinless);
    const res = await substitute(headers, mapleLine.id, { productKey: SUB.skinless });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: 404, errorReason: 'Cart line not found' });
    expect((await lineOf(SUB.skinOn, maple)).id).toBe(mapleLine.id);
    // The same customer's own line through a salesperson acting for it is replaced.
    const sales = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.MAPLEC) };
    expect((await substitute(sales, mapleLine.id, { productKey: SUB.skinless })).statusCode).toBe(200);

    for (const body of [{}, { productKey: 'x' }, { productKey: 0 }, { productKey: 2 ** 40 }, []])
      expect((await substitute(headers, mapleLine.id, body)).statusCode).toBe(400);
    expect((await substitute(headers, 'abc', { productKey: SUB.skinless })).statusCode).toBe(400);
    expect((await substitute({}, 1, { productKey: SUB.skinless })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await substitute({}, 1, { productKey: SUB.skinless })).statusCode).toBeLessThan(500);
  });

  it('says why a discontinued line cannot be filled, and offers its substitute', async () => {
    await customer.add(line(SUB.discontinued, 1, 'CS', 'LB'));
    await t.database.db
      .updateTable('products')
      .set({ is_active: 0 })
      .where('product_key', '=', SUB.discontinued)
      .execute();
    await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    try {
      const gone = await lineOf(SUB.discontinued);
      expect(gone.unfilled).toMatchObject({
        reason: 'Discontinued: no longer available',
        substitute: { productKey: SUB.skinless, source: 'named' },
      });
      // 'No substitutes' can still be set on a line that can no longer be ordered.
      const flagged = await customer.update(gone.id, line(SUB.discontinued, 1, 'CS', 'LB', { noSubstitutes: true }));
      expect(flagged.statusCode).toBe(200);
      expect((await lineOf(SUB.discontinued)).unfilled.substitute).toBeNull();
    } finally {
      await t.database.db
        .updateTable('products')
        .set({ is_active: 1 })
        .where('product_key', '=', SUB.discontinued)
        .execute();
      await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    }
  });

  it('validate answers the substitutes of each refused line whose product cannot be filled', async () => {
    const res = await customer.validate([
      line(SUB.excluded, 1, 'CS', 'LB'),
      line(SUB.skinless, 0, 'CS', 'LB'),
      line(SUB.skinless, 1, 'CS', 'LB'),
    ]);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.data.productsAdded).toBe(1);
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatchObject({
      code: 'ProductUnavailable',
      cartLineItem: { productKey: SUB.excluded },
      substitutes: [{ productKey: SUB.skinless, quantity: { value: '1.00', unit: 'CS' }, extension: '107.50' }],
    });
    // The excluded product's own price is Bayside Bistro's to know: 12 LB at $99.000 = $1,188.00.
    expect(body.errors[0].substitutes[0].difference).toBe('-1080.50');
    // A line refused for its quantity has a product that can be filled: no substitutes.
    expect(body.errors[1]).toMatchObject({ code: 'InvalidQuantity', substitutes: [] });
    // Never: none.
    await setPreference('never');
    expect((await customer.validate([line(SUB.excluded, 1, 'CS', 'LB')])).json().errors[0].substitutes).toEqual([]);
  });

  it('names the substitute in the stock notice when an order is submitted with a sold-out line', async () => {
    await customer.add(line(SUB.skinOn, 1, 'CS', 'LB'));
    const checkout = checkoutApi(t.app, headers);
    expect((await checkout.header({ deliveryDate: '2026-11-25' })).json().isValid).toBe(true);
    const estimate = (await checkout.estimate()).json();
    const submitted = await checkout.submit({ estimatedTotal: estimate.total });
    expect(submitted.json()).toMatchObject({ accepted: true });
    expect(submitted.json().messages).toEqual([
      'Test Salmon Fillet, Skin-On: more than the 0.00 in stock was ordered; the rest follows when it arrives. Its substitute Test Salmon Fillet, Skinless is in stock.',
    ]);
  });

  it('looks for what the customer bought before in its last 100 orders only', async () => {
    // A hundred orders newer than the one with the 85/15, each of another category's product.
    const newer = await t.database.db
      .insertInto('orders')
      .values(
        Array.from({ length: RECENT_ORDERS_FOR_SUBSTITUTES }, (_, i) =>
          invoicedOrder(`SUBNEW${i}`, ids.BAYBIS!, '2099-01-01'),
        ),
      )
      .returning('id')
      .execute();
    const newerIds = newer.map((o) => o.id);
    try {
      await t.database.db
        .insertInto('order_lines')
        .values(
          newerIds.map((orderId) => ({
            order_id: orderId,
            product_key: SUB.skinless,
            unit: 'CS',
            quantity: '1',
            stock_quantity: '10',
            price_unit: 'LB',
            unit_price: '10.750',
            extension: '107.50',
            sequence: 1,
          })),
        )
        .execute();
      await customer.add(line(SUB.beef8020, 1, 'CS', 'LB'));
      expect((await lineOf(SUB.beef8020)).unfilled).toEqual({ reason: 'Out of stock', substitute: null });
    } finally {
      await t.database.db.deleteFrom('orders').where('id', 'in', newerIds).execute();
    }
    // Without them the 85/15 is among the last 100 orders again.
    expect((await lineOf(SUB.beef8020)).unfilled.substitute).toMatchObject({
      productKey: SUB.beef8515,
      source: 'history',
    });
  });

  it('shows the demo: Ground Beef 80/20 is sold out and offered the 85/15 it names', async () => {
    const demo = (
      await t.database.db
        .selectFrom('products')
        .select(['product_key', 'product_code'])
        .where('product_code', 'in', ['100005', '100006'])
        .orderBy('product_code')
        .execute()
    ).map((p) => p.product_key);
    const [soldOut, named] = demo as [number, number];
    const stock = await t.app.inject({ method: 'POST', url: '/api/product/uncommitted', headers, payload: [soldOut] });
    // Nothing on hand and nothing committed.
    expect(stock.json()[String(soldOut)].uncommitted_Stk).toBe(0);
    await customer.add(line(soldOut, 1, 'CS', 'LB'));
    expect((await lineOf(soldOut)).unfilled).toMatchObject({
      reason: 'Out of stock',
      substitute: { productKey: named, description: 'Ground Beef, 85/15 Chub', source: 'named' },
    });
  });
});
