import type { Product, ProductListResponse } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { writeSiteValue } from '../settings/settings.repository';

type Compare = (a: Product, b: Product) => number;
const by =
  (...keys: ((p: Product) => string | number)[]): Compare =>
  (a, b) => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };
const ORDERS: Record<string, Compare> = {
  Description: by(
    (p) => p.description,
    (p) => p.productKey,
  ),
  Sequence: by(
    (p) => p.productSequence,
    (p) => p.productKey,
  ),
  ProductCode: by((p) => p.productCode),
  Brand: by(
    (p) => p.brand,
    (p) => p.description,
    (p) => p.productKey,
  ),
};

describe('GET /api/product/list', () => {
  let t: TestApp;
  let all: ProductListResponse;
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/list${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductListResponse;
  };
  beforeAll(async () => {
    t = await createTestApp();
    all = await list('');
  });
  afterAll(() => t.close());

  it('gives the whole catalogue without a query, by description, without product 9 or inactive products', async () => {
    const listed = await t.database.db
      .selectFrom('products')
      .select('product_key')
      .where('is_active', '=', 1)
      .where('product_key', '<>', 9)
      .execute();
    expect(all.total).toBe(listed.length);
    expect(all.products).toHaveLength(all.total);
    expect(all.total).toBeGreaterThan(300);
    expect(all.nextCursor).toBeNull();
    expect([...all.products].sort(ORDERS.Description)).toEqual(all.products);
    expect(all.products.some((p) => p.productKey === 9)).toBe(false);
    const inactive = await t.database.db
      .selectFrom('products')
      .select('product_key')
      .where('is_active', '=', 0)
      .execute();
    for (const { product_key } of inactive) expect(all.products.some((p) => p.productKey === product_key)).toBe(false);
  });

  it('describes each product with the fields of spec 1 §3', () => {
    const beef = all.products.find((p) => p.productCategoryCode === 'BEEF')!;
    expect(beef).toMatchObject({
      productMainCategoryCode: 'MEAT',
      categoryDescription: 'Beef',
      mainCategoryDescription: 'Meat & Poultry',
      pricingUM: 'LB',
      stockUnit: 'LB',
      defaultQuantity: { orderQuantity: 1, unitOfMeasure: 'CS' },
      additional: { k0: beef.productCode, k1: beef.brand },
      listImage: null,
      detailImages: [],
      isExcluded: false,
    });
    expect(beef.formattedProductCode).toBe(`${beef.productCode.slice(0, 3)}-${beef.productCode.slice(3)}`);
    expect(beef.priceBys).toEqual([{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }]);
    const cs = beef.sellBys.find((s) => s.unitOfMeasure === 'CS')!;
    expect(cs).toMatchObject({ isPricing: false, sellByMultiple: 1 });
    expect(cs.stockConversion).toBeGreaterThan(1);
    const soda = all.products.find((p) => p.productCategoryCode === 'SODA')!;
    expect(soda.sellBys.find((s) => s.unitOfMeasure === 'EA')).toMatchObject({
      sellByMultiple: 6,
      stockConversion: 1,
      isPricing: true,
    });
    const cups = all.products.find((p) => p.productCategoryCode === 'CUPS')!;
    expect(cups.sellBys.map((s) => s.unitOfMeasure)).toEqual(['CS']);
  });

  it('filters by main category and category', async () => {
    const meat = await list('?mc=MEAT');
    expect(meat.total).toBe(all.products.filter((p) => p.productMainCategoryCode === 'MEAT').length);
    expect(meat.products.every((p) => p.productMainCategoryCode === 'MEAT')).toBe(true);
    const beef = await list('?mc=MEAT&c=BEEF');
    expect(beef.total).toBeGreaterThan(0);
    expect(beef.products.every((p) => p.productCategoryCode === 'BEEF')).toBe(true);
    expect((await list('?mc=SEAFOOD&c=BEEF')).total).toBe(0);
  });

  it.each(Object.keys(ORDERS))('sorts by %s', async (sort) => {
    const sorted = await list(`?sort=${sort}`);
    expect(sorted.total).toBe(all.total);
    expect([...sorted.products].sort(ORDERS[sort])).toEqual(sorted.products);
  });

  it('pages by number, deep pages included, and continues by cursor', async () => {
    const page2 = await list('?page=2&pageSize=25');
    expect(page2).toMatchObject({ page: 2, pageSize: 25, total: all.total });
    expect(page2.products.map((p) => p.productKey)).toEqual(all.products.slice(25, 50).map((p) => p.productKey));
    const last = Math.ceil(all.total / 25);
    const deep = await list(`?page=${last}&pageSize=25`);
    expect(deep.products.map((p) => p.productKey)).toEqual(
      all.products.slice((last - 1) * 25).map((p) => p.productKey),
    );
    expect(deep.nextCursor).toBeNull();
    expect((await list(`?page=${last + 1}&pageSize=25`)).products).toEqual([]);

    const page1 = await list('?page=1&pageSize=25');
    const byCursor = await list(`?pageSize=25&cursor=${page1.nextCursor}`);
    expect(byCursor.page).toBeNull();
    expect(byCursor.products.map((p) => p.productKey)).toEqual(page2.products.map((p) => p.productKey));
  });

  it('walks a filtered list to its end by cursor in every sort', async () => {
    for (const sort of Object.keys(ORDERS)) {
      const whole = await list(`?mc=SEAFOOD&sort=${sort}`);
      const walked: number[] = [];
      let page = await list(`?mc=SEAFOOD&sort=${sort}&pageSize=7`);
      walked.push(...page.products.map((p) => p.productKey));
      while (page.nextCursor) {
        page = await list(`?mc=SEAFOOD&sort=${sort}&pageSize=7&cursor=${page.nextCursor}`);
        walked.push(...page.products.map((p) => p.productKey));
      }
      expect(walked).toEqual(whole.products.map((p) => p.productKey));
    }
  });

  it('refuses pages above 200, a cursor of another sort, and an order guide without an account', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=201' })).statusCode).toBe(400);
    const page1 = await list('?pageSize=5');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/product/list?pageSize=5&sort=Brand&cursor=${page1.nextCursor}`,
    });
    expect(wrong.statusCode).toBe(400);
    // The order guide filter itself is tested in products-order-guide.api.test.ts.
    const og = await t.app.inject({ method: 'GET', url: '/api/product/list?og=Standard' });
    expect(og.statusCode).toBe(400);
    expect(og.json().errorReason).toMatch(/^Filtering by order guide needs an account/);
  });

  it('marks products of excluded categories for that customer only', async () => {
    const harbor = await list('?c=CHEM', await signInAs(t.app, 'admin'));
    expect(harbor.total).toBeGreaterThan(0);
    expect(harbor.products.every((p) => p.isExcluded)).toBe(true);
    expect((await list('?c=BEEF', await signInAs(t.app, 'admin'))).products.some((p) => p.isExcluded)).toBe(false);
    expect((await list('?c=CHEM', await signInAs(t.app, 'customer'))).products.some((p) => p.isExcluded)).toBe(false);
    const sales = await signInAs(t.app, 'sales');
    const hargrl = await t.database.db
      .selectFrom('customers')
      .select('id')
      .where('customer_code', '=', 'HARGRL')
      .executeTakeFirstOrThrow();
    expect(
      (await list('?c=CHEM', { ...sales, 'x-customer-key': String(hargrl.id) })).products.every((p) => p.isExcluded),
    ).toBe(true);
    expect((await list('?c=CHEM', sales)).products.some((p) => p.isExcluded)).toBe(false);
  });

  it('lets guests browse only while allowGuest is on', async () => {
    await writeSiteValue(t.database.db, 'allowGuest', false);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=1' })).statusCode).toBe(401);
      const signedIn = await t.app.inject({
        method: 'GET',
        url: '/api/product/list?pageSize=1',
        headers: await signInAs(t.app, 'customer'),
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await writeSiteValue(t.database.db, 'allowGuest', true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=1' })).statusCode).toBe(200);
  });
});
