import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { insertTestProduct } from './product.fixtures';

const KEY = 900_301;

describe('product detail, units, push products, stock and scan documents', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("fetches a product by key, with the acting customer's exclusion", async () => {
    const chem = await t.database.db
      .selectFrom('products')
      .select('product_key')
      .where('category_code', '=', 'CHEM')
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const guest = await get(`/api/product/${chem.product_key}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({
      productKey: chem.product_key,
      productCategoryCode: 'CHEM',
      isExcluded: false,
    });
    expect(guest.json().scanDocuments[0]).toEqual({
      documentKey: 'sds',
      name: 'Safety Data Sheet',
      url: `/api/documents/product/${chem.product_key}/scan/sds`,
    });
    expect((await get(`/api/product/${chem.product_key}`, await signInAs(t.app, 'admin'))).json().isExcluded).toBe(
      true,
    );
  });

  it('answers 404 for unknown, inactive and hidden products', async () => {
    await insertTestProduct(t.database.db, KEY + 1, { isActive: 0 });
    for (const key of [123456789, KEY + 1, 9]) {
      const res = await get(`/api/product/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorReason).toBe('This product is unavailable.');
    }
    expect((await get(`/api/product/${KEY + 1}/units`)).statusCode).toBe(404);
  });

  it('gives every unit with its stock factor and price decimals', async () => {
    await insertTestProduct(t.database.db, KEY);
    const res = await get(`/api/product/${KEY}/units`);
    expect(res.json()).toEqual({
      productKey: KEY,
      stockUnit: 'LB',
      pricingUM: 'LB',
      units: [
        {
          unitOfMeasure: 'CS',
          stockConversion: 40,
          priceDecimals: 2,
          isSellBy: true,
          isPriceBy: false,
          sellByMultiple: 1,
        },
        {
          unitOfMeasure: 'EA',
          stockConversion: 10,
          priceDecimals: 2,
          isSellBy: true,
          isPriceBy: false,
          sellByMultiple: 1,
        },
        {
          unitOfMeasure: 'LB',
          stockConversion: 1,
          priceDecimals: 3,
          isSellBy: false,
          isPriceBy: true,
          sellByMultiple: 0,
        },
      ],
    });
  });

  it('lists push products in sequence, 9999 for those without one', async () => {
    const res = (await get('/api/product/pushProductKeys')).json() as { productKey: number; sequence: number }[];
    expect(res.length).toBeGreaterThan(5);
    expect(res.some((p) => p.sequence === 9999)).toBe(true);
    expect([...res].sort((a, b) => a.sequence - b.sequence || a.productKey - b.productKey)).toEqual(res);
    const stored = await t.database.db.selectFrom('push_products').select(['product_key', 'sequence']).execute();
    for (const p of res) expect(stored.find((s) => s.product_key === p.productKey)?.sequence ?? 9999).toBe(p.sequence);
  });

  it('computes uncommitted stock as on hand minus open order lines', async () => {
    const db = t.database.db;
    await insertTestProduct(db, KEY + 2, { onHand: 400 });
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('customer_code', '=', 'BAYBIS')
      .executeTakeFirstOrThrow();
    const order = (number: string, status: 'Open' | 'Shipped') =>
      db
        .insertInto('orders')
        .values({ order_number: number, customer_id: customer.id, status, order_date: '2026-11-01', created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const open = await order('T-OPEN', 'Open');
    const shipped = await order('T-SHIPPED', 'Shipped');
    const line = (orderId: number, unit: string, quantity: number, stock: number) => ({
      order_id: orderId,
      product_key: KEY + 2,
      unit,
      quantity,
      stock_quantity: stock,
      price_unit: 'LB',
      unit_price: 5,
      extension: stock * 5,
    });
    await db
      .insertInto('order_lines')
      .values([line(open.id, 'CS', 2, 80), line(open.id, 'EA', 3, 30), line(shipped.id, 'CS', 5, 200)])
      .execute();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/uncommitted',
      payload: { [KEY + 2]: 300, [KEY]: 0, '9': 1, '123456789': 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      [KEY + 2]: { uncommitted_Stk: 290, uncommitted_Alt: 7.25, stockUnit: 'LB', altUnit: 'CS', isShort: true },
      [KEY]: { uncommitted_Stk: 400, uncommitted_Alt: 10, stockUnit: 'LB', altUnit: 'CS', isShort: false },
    });
    const asList = await t.app.inject({ method: 'POST', url: '/api/product/uncommitted', payload: [KEY + 2] });
    expect(asList.json()[KEY + 2]).toMatchObject({ uncommitted_Stk: 290, isShort: false });
  });

  it('agrees with the seeded open orders', async () => {
    const db = t.database.db;
    const open = await db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('products as p', 'p.product_key', 'l.product_key')
      .select(['l.product_key', 'p.on_hand', 'l.stock_quantity'])
      .where('o.status', '=', 'Open')
      .where('l.product_key', '<', 900_000)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    const key = open[0]!.product_key;
    const committed = open.filter((l) => l.product_key === key).reduce((sum, l) => sum + Number(l.stock_quantity), 0);
    const res = await t.app.inject({ method: 'POST', url: '/api/product/uncommitted', payload: [key] });
    expect(res.json()[key].uncommitted_Stk).toBeCloseTo(Number(open[0]!.on_hand) - committed, 2);
  });

  it('streams a scan document as a PDF', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .select(['product_key', 'product_code'])
      .where('category_code', '=', 'CHEM')
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await get(`/api/documents/product/${product.product_key}/scan/sds`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${product.product_code}-sds.pdf"`);
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('refuses documents a product does not list and any path outside the documents', async () => {
    const chem = await t.database.db
      .selectFrom('products')
      .select('product_key')
      .where('category_code', '=', 'CHEM')
      .executeTakeFirstOrThrow();
    const attempts = [
      `/api/documents/product/${chem.product_key}/scan/spec-sheet-missing`,
      `/api/documents/product/${chem.product_key}/scan/..%2F..%2F..%2Fstorefront.sqlite`,
      `/api/documents/product/${chem.product_key}/scan/%2E%2E`,
      `/api/documents/product/..%2F${chem.product_key}/scan/sds`,
      `/api/documents/product/${chem.product_key}%2F..%2F..%2F..%2Fetc/scan/passwd`,
      '/api/documents/product/9/scan/sds',
      '/api/documents/product/123456789/scan/sds',
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
  });
});
