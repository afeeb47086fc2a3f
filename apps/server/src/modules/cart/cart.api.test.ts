import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { writeSiteValue } from '../settings/settings.repository';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from './cart.fixtures';
import { customerIds } from '../../test/demo-ids';
import { bumpCacheVersion, CATALOGUE_CACHE, PRICES_CACHE } from '../../platform/cache/cache-versions.repository';

describe('cart: add, update, delete, clear and totals', () => {
  let t: TestApp;
  let customer: ReturnType<typeof cartApi>;
  let ids: Record<string, number>;
  let salesHeaders: Record<string, string>;
  let customerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    ids = await customerIds(t.database.db);
    customerHeaders = await signInAs(t.app, 'customer');
    customer = cartApi(t.app, customerHeaders);
    salesHeaders = await signInAs(t.app, 'sales');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    expect((await customer.clear()).statusCode).toBe(204);
  });

  it('says the same words on the cart and at checkout when a line has no price today (one re-pricing rule)', async () => {
    expect((await customer.add(line(FX.chicken, 1, 'CS', 'LB'))).statusCode).toBe(200);
    const kept = await t.database.db.selectFrom('prices').selectAll().where('product_key', '=', FX.chicken).execute();
    const setPrices = (rows: typeof kept) =>
      t.database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('prices').where('product_key', '=', FX.chicken).execute();
        if (rows.length > 0)
          await trx
            .insertInto('prices')
            .values(rows.map(({ id: _id, ...row }) => row))
            .execute();
        await bumpCacheVersion(trx, PRICES_CACHE);
      });
    await setPrices([]);
    onTestFinished(() => setPrices(kept));
    const words = 'Chicken Breast 40 lb has no price per LB today. Please remove it from the cart.';
    const cart = (await customer.get()).json();
    expect(cart.messages).toContain(words);
    // The line keeps the price it was added at on the page.
    expect(cart.lines[0].unitPrice.factor).toBe('2.4900');
    const estimate = (
      await t.app.inject({ method: 'GET', url: '/api/cart/estimate', headers: customerHeaders })
    ).json();
    expect(estimate.messages).toContain(words);
  });

  it('prices a 40 lb case per LB and an each case per EA, to the cent', async () => {
    const chicken = await customer.add(line(FX.chicken, 1, 'CS', 'LB'));
    expect(chicken.statusCode).toBe(200);
    expect(chicken.json()).toMatchObject({
      isSuccess: true,
      message: '1 Product(s) Added To Cart',
      errors: [],
      data: { productsAdded: 1 },
    });
    expect(chicken.json().data.lines[0]).toMatchObject({
      productKey: FX.chicken,
      productCode: `T${FX.chicken}`,
      description: 'Chicken Breast 40 lb',
      quantity: { value: '1.00', unit: 'CS' },
      unitPrice: { factor: '2.4900', from: 'LB', to: '$' },
      priceConversion: { from: 'CS', to: 'LB', factor: '40.0000' },
      extension: '99.60',
      isOverridePrice: false,
      caseQuantity: '1.00',
      listImage: '/img/list/chicken.webp',
    });
    // The page's caseQuantity is not trusted: the server computes it.
    const napkins = await customer.add(line(FX.napkins, '2', 'CS', 'EA', { caseQuantity: 99 }));
    expect(napkins.json().data.lines[0]).toMatchObject({
      extension: '30.00',
      caseQuantity: '2.00',
      unitPrice: { factor: '1.25', from: 'EA' },
    });

    const cart = (await customer.get()).json();
    expect(cart.lines.map((l: { productKey: number }) => l.productKey)).toEqual([FX.chicken, FX.napkins]);
    expect(cart.totals).toEqual({
      lineCount: 2,
      lineTotal: '129.60',
      isEstimate: false,
      totalCaseQuantity: '3.00',
      // In stock units 40 LB and 24 EA: two units, so no single number (a naive sum would say 64.00).
      totalItemsQuantityByUnit: [
        { value: '24.00', unit: 'EA' },
        { value: '40.00', unit: 'LB' },
      ],
      totalItemsQuantity: null,
      // As ordered, all in cases: one unit, so one number too.
      totalOrderQuantityByUnit: [{ value: '3.00', unit: 'CS' }],
      totalOrderQuantity: '3.00',
      totalOrderQuantityLabel: 'Total Order Quantity',
      showTotalCaseQuantity: true,
      showTotalItemsQuantity: true,
      showTotalOrderQuantity: true,
    });
    expect(cart.messages).toEqual([]);
    expect(typeof cart.timestamp).toBe('number');
  });

  it('merges the same product and units into one line and keeps other sell-by units apart', async () => {
    await customer.add(line(FX.chicken, 1, 'CS', 'LB'));
    const again = await customer.add(line(FX.chicken, 1.5, 'CS', 'LB', { productText1: 'boneless' }));
    expect(again.json().data.lines[0]).toMatchObject({
      quantity: { value: '2.50' },
      extension: '249.00',
      productText1: 'boneless',
    });
    await customer.add(line(FX.napkins, 3, 'EA', 'EA'));
    await customer.add(line(FX.napkins, 1, 'CS', 'EA'));
    const cart = (await customer.get()).json();
    expect(cart.lines).toHaveLength(3);
    expect(cart.lines[1]).toMatchObject({
      quantity: { value: '3.00', unit: 'EA' },
      extension: '3.75',
      caseQuantity: '0.25',
    });
    expect(cart.lines[2]).toMatchObject({ quantity: { value: '1.00', unit: 'CS' }, extension: '15.00' });
    expect(cart.totals).toMatchObject({
      lineTotal: '267.75',
      totalCaseQuantity: '3.75',
      totalItemsQuantity: null,
      totalOrderQuantity: null,
    });
    // Per unit, never added across units: 2.5 CS + 1 CS and 3 EA as ordered; 100 LB and 3 + 12 EA in stock units.
    expect(cart.totals.totalOrderQuantityByUnit).toEqual([
      { value: '3.50', unit: 'CS' },
      { value: '3.00', unit: 'EA' },
    ]);
    expect(cart.totals.totalItemsQuantityByUnit).toEqual([
      { value: '15.00', unit: 'EA' },
      { value: '100.00', unit: 'LB' },
    ]);
  });

  it('adds many lines at once, merging repeats within the request', async () => {
    const res = await customer.addMany({
      lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'EA'), line(FX.chicken, 2, 'CS', 'LB')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, data: { productsAdded: 3 }, errors: [] });
    const cart = (await customer.get()).json();
    expect(cart.lines.map((l: { quantity: { value: string } }) => l.quantity.value)).toEqual(['3.00', '2.00']);
    expect(cart.totals.lineTotal).toBe('328.80');
    // A bare array of lines is the same call.
    expect((await customer.addMany([line(FX.yogurt, 6, 'EA', 'EA')])).statusCode).toBe(200);
  });

  it('keeps every line of adds sent at once to a cart that does not exist yet, each in a place of its own', async () => {
    const { id: userId } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'customer')
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('carts').where('user_id', '=', userId).execute();
    const keys = Array.from({ length: 8 }, (_, i) => FX.bulkFirst + i);
    const adds = await Promise.all(keys.map((key) => customer.add(line(key, 1, 'EA', 'EA'))));
    expect(adds.map((r) => r.statusCode)).toEqual(keys.map(() => 200));
    const cart = (await customer.get()).json<{ lines: { productKey: number }[] }>();
    expect(cart.lines.map((l) => l.productKey).sort()).toEqual(keys);
    // One cart, whose eight reservations of one sequence each did not overlap.
    const carts = await t.database.db
      .selectFrom('carts')
      .innerJoin('cart_lines', 'cart_lines.cart_id', 'carts.id')
      .select(['carts.id', 'carts.next_sequence', 'cart_lines.sequence'])
      .where('carts.user_id', '=', userId)
      .where('carts.customer_id', 'is not', null)
      .execute();
    expect(new Set(carts.map((c) => c.id)).size).toBe(1);
    expect(carts.map((c) => c.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(carts[0]?.next_sequence).toBe(9);
  });

  it('updates one line: quantity replaced, texts kept unless sent, price from pricing', async () => {
    const added = (
      await customer.add(line(FX.chicken, 1, 'CS', 'LB', { productText1: 'a', productText2: 'b' }))
    ).json();
    const id = added.data.lines[0].id;
    const res = await customer.update(id, line(FX.chicken, 3, 'CS', 'LB', { productText2: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({
      id,
      quantity: { value: '3.00' },
      extension: '298.80',
      productText1: 'a',
      productText2: '',
    });
    expect((await customer.get()).json().totals.lineTotal).toBe('298.80');
    const wrongProduct = await customer.update(id, line(FX.napkins, 1, 'CS', 'EA'));
    expect(wrongProduct.statusCode).toBe(400);
  });

  it('deletes one line and clears the cart, keeping the header', async () => {
    await customer.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'EA')] });
    expect((await customer.header({ customerPo: 'KEEP-ME' })).json()).toEqual({ isValid: true, message: '' });
    const [first] = (await customer.get()).json().lines;
    expect((await customer.remove(first.id)).statusCode).toBe(204);
    expect((await customer.remove(first.id)).statusCode).toBe(404);
    const after = (await customer.get()).json();
    expect(after.lines.map((l: { productKey: number }) => l.productKey)).toEqual([FX.napkins]);
    expect(after.totals.lineTotal).toBe('30.00');

    expect((await customer.clear()).statusCode).toBe(204);
    const empty = (await customer.get()).json();
    expect(empty.lines).toEqual([]);
    expect(empty.totals).toMatchObject({
      lineCount: 0,
      lineTotal: '0.00',
      totalCaseQuantity: '0.00',
      totalItemsQuantityByUnit: [],
      totalItemsQuantity: '0.00',
      totalOrderQuantityByUnit: [],
      totalOrderQuantity: '0.00',
    });
    expect(empty.header.customerPo).toBe('KEEP-ME');
  });

  it('prices for the acting customer: contract for Bayside Bistro, base for Maple Street', async () => {
    const own = await customer.add(line(FX.yogurt, 12, 'EA', 'EA'));
    expect(own.json().data.lines[0]).toMatchObject({ unitPrice: { factor: '0.45' }, extension: '5.40' });
    const maple = cartApi(t.app, { ...salesHeaders, 'x-customer-key': String(ids.MAPLEC) });
    const forMaple = await maple.add(line(FX.yogurt, 12, 'EA', 'EA'));
    expect(forMaple.json().data.lines[0]).toMatchObject({ unitPrice: { factor: '0.50' }, extension: '6.00' });
  });

  it('shows current pricing on read and follows the total settings', async () => {
    await customer.add(line(FX.yogurt, 6, 'EA', 'EA'));
    await t.database.db
      .insertInto('prices')
      .values({
        product_key: FX.yogurt,
        unit: 'EA',
        price: 0.4,
        customer_id: ids.BAYBIS!,
        effective_from: '2021-01-01',
      })
      .execute();
    // A price write bumps the prices version in its transaction (ERP import, admin): the cart's cached prices follow.
    await bumpCacheVersion(t.database.db, PRICES_CACHE);
    await writeSiteValue(t.database.db, 'showTotalCaseQuantity', false);
    await writeSiteValue(t.database.db, 'totalOrderQuantityLabel', 'Total Units');
    try {
      const cart = (await customer.get()).json();
      expect(cart.lines[0]).toMatchObject({ unitPrice: { factor: '0.40' }, extension: '2.40' });
      expect(cart.totals).toMatchObject({
        lineTotal: '2.40',
        showTotalCaseQuantity: false,
        totalOrderQuantityLabel: 'Total Units',
      });
    } finally {
      await t.database.db
        .deleteFrom('prices')
        .where('product_key', '=', FX.yogurt)
        .where('effective_from', '=', '2021-01-01')
        .execute();
      await bumpCacheVersion(t.database.db, PRICES_CACHE);
      await writeSiteValue(t.database.db, 'showTotalCaseQuantity', true);
      await writeSiteValue(t.database.db, 'totalOrderQuantityLabel', 'Total Order Quantity');
    }
  });

  it('tells the user when a product in the cart is no longer available', async () => {
    await customer.add(line(FX.napkins, 1, 'CS', 'EA'));
    await t.database.db.updateTable('products').set({ is_active: 0 }).where('product_key', '=', FX.napkins).execute();
    await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    try {
      const cart = (await customer.get()).json();
      expect(cart.lines).toHaveLength(1);
      expect(cart.messages).toEqual(['Napkins is no longer available. Please remove it from the cart.']);
    } finally {
      await t.database.db.updateTable('products').set({ is_active: 1 }).where('product_key', '=', FX.napkins).execute();
      await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    }
  });
});
