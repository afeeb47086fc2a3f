import zlib from 'node:zlib';
import { PriceResponse } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../seed/catalogue-prices';
import { isoDateOf } from '../../platform/time/iso-date';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { bumpCacheVersion, PRICES_CACHE } from '../../platform/cache/cache-versions.repository';
import { writeSiteValue } from '../settings/settings.repository';
import { insertTestPrices, insertTestProduct } from '../catalogue/product.fixtures';

const KEY = 900_201;

describe('POST /api/product/price', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let today: string;
  const price = async (body: unknown, headers: Record<string, string> = {}, query = '') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/product/price${query}`,
      payload: body as object,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const as = async (username: string, customer?: string) => ({
    ...(await signInAs(t.app, username)),
    ...(customer ? { 'x-customer-key': String(ids[customer]) } : {}),
  });

  beforeAll(async () => {
    t = await createTestApp();
    today = isoDateOf(t.clock.now);
    const rows = await t.database.db.selectFrom('customers').select(['id', 'customer_code']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.customer_code, r.id]));
    await insertTestProduct(t.database.db, KEY);
    // Per LB: base 5.000 (5.400 from day +10), level 2 4.800, level 3 ended yesterday,
    // Bayside Bistro's contract 4.500 (4.000 from day +5, an older 3.900 ended yesterday).
    await insertTestPrices(t.database.db, [
      { product_key: KEY, price: '5.000', cost: '3.500' },
      { product_key: KEY, price: '5.400', cost: '3.500', effective_from: addDays(today, 10) },
      { product_key: KEY, price: '4.800', cost: '3.500', price_level: 2 },
      { product_key: KEY, price: '4.700', cost: '3.500', price_level: 3, effective_to: addDays(today, -1) },
      { product_key: KEY, price: '4.500', cost: '3.500', customer_id: ids.BAYBIS, effective_from: addDays(today, -30) },
      { product_key: KEY, price: '4.000', cost: '3.500', customer_id: ids.BAYBIS, effective_from: addDays(today, 5) },
      { product_key: KEY, price: '3.900', cost: '3.500', customer_id: ids.BAYBIS, effective_to: addDays(today, -1) },
    ]);
  });
  afterAll(() => t.close());

  it('gives a customer its contract over its level over the base, in every unit it asks for', async () => {
    const bayside = await price({ [KEY]: ['LB', 'CS', 'EA'] }, await as('customer'));
    expect(bayside[KEY]).toEqual({
      LB: { price: '4.500', priceDecimals: 3 },
      CS: { price: '180.00', priceDecimals: 2 },
      EA: { price: '45.00', priceDecimals: 2 },
    });
    const northwind = await price({ [KEY]: ['LB'] }, await as('sales', 'NORTAV'));
    expect(northwind[KEY].LB.price).toBe('4.800');
    const maple = await price({ [KEY]: ['LB'] }, await as('sales', 'MAPLEC'));
    expect(maple[KEY].LB.price).toBe('5.000');
  });

  it('uses neither expired nor future prices until their dates', async () => {
    // Harbor Grill is level 3, whose price ended yesterday.
    expect((await price({ [KEY]: ['LB'] }, await as('admin')))[KEY].LB.price).toBe('5.000');
    const customer = await as('customer');
    expect((await price({ [KEY]: ['LB'] }, customer, `?effectiveDate=${addDays(today, 6)}`))[KEY].LB.price).toBe(
      '4.000',
    );
    expect((await price({ [KEY]: ['LB'] }, {}, `?effectiveDate=${addDays(today, 11)}`))[KEY].LB.price).toBe('5.400');
    expect((await price({ [KEY]: ['LB'] }, {}, `?effectiveDate=${addDays(today, 9)}`))[KEY].LB.price).toBe('5.000');
  });

  it('shows cost to salespeople only', async () => {
    const sales = await price({ [KEY]: ['LB', 'CS'] }, await as('sales', 'BAYBIS'));
    expect(sales[KEY]).toEqual({
      LB: { price: '4.500', cost: '3.500', priceDecimals: 3 },
      CS: { price: '180.00', cost: '140.00', priceDecimals: 2 },
    });
    expect((await price({ [KEY]: ['LB'] }, await as('sales')))[KEY].LB).toEqual({
      price: '5.000',
      cost: '3.500',
      priceDecimals: 3,
    });
    for (const headers of [await as('customer'), await as('consumer@example.com'), {}]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/price',
        payload: { [KEY]: ['LB', 'CS'] },
        headers,
      });
      expect(res.body).not.toContain('cost');
    }
  });

  it('gives guests base prices, or none when the site hides them', async () => {
    expect((await price({ [KEY]: ['LB'] }))[KEY].LB.price).toBe('5.000');
    expect((await price({ [KEY]: ['LB'] }, await as('consumer@example.com')))[KEY].LB.price).toBe('5.000');
    await writeSiteValue(t.database.db, 'guestHidePricing', true);
    try {
      expect((await price({ [KEY]: ['LB', 'CS'] }))[KEY]).toEqual({
        LB: { price: null, priceDecimals: 3 },
        CS: { price: null, priceDecimals: 2 },
      });
      expect((await price({ [KEY]: ['LB'] }, await as('customer')))[KEY].LB.price).toBe('4.500');
    } finally {
      await writeSiteValue(t.database.db, 'guestHidePricing', false);
    }
  });

  it('leaves out unknown, inactive and hidden products and answers null for units the product has not', async () => {
    await insertTestProduct(t.database.db, KEY + 1, { isActive: 0 });
    await insertTestPrices(t.database.db, [{ product_key: KEY + 1, price: '1.000' }]);
    const res = await price({ [KEY]: ['PL'], [KEY + 1]: ['LB'], '9': ['CS'], '123456789': ['CS'] });
    expect(res).toEqual({ [KEY]: { PL: { price: null, priceDecimals: 4 } } });
  });

  it('prices the demo catalogue and never lets a browser keep prices', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=20' })).json().products;
    const body = Object.fromEntries(
      products.map((p: { productKey: number; pricingUM: string }) => [p.productKey, [p.pricingUM]]),
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/product/price', payload: body });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(PriceResponse.safeParse(res.json()).success).toBe(true);
    // Asked again, the same products answer the same text (written once, then joined).
    expect((await t.app.inject({ method: 'POST', url: '/api/product/price', payload: body })).body).toBe(res.body);
    for (const p of products) expect(res.json()[p.productKey][p.pricingUM].price).toMatch(/^\d+\.\d{2,3}$/);
  });

  it('answers compressed when the browser accepts it, and small answers plain', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=50' })).json().products;
    const body = Object.fromEntries(
      products.map((p: { productKey: number; pricingUM: string }) => [p.productKey, [p.pricingUM]]),
    );
    const plain = await t.app.inject({ method: 'POST', url: '/api/product/price', payload: body });
    const br = await t.app.inject({
      method: 'POST',
      url: '/api/product/price',
      payload: body,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const one = { [products[0].productKey]: [products[0].pricingUM] };
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/product/price',
      payload: one,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Object.keys(small.json())).toHaveLength(1);
  });

  it('refuses more than 500 products in one call', async () => {
    const body = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [String(i + 1), ['CS']]));
    const res = await t.app.inject({ method: 'POST', url: '/api/product/price', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorReason).toContain('At most 500');
  });

  it('seeds contracts, level prices, future and expired prices for the demo', async () => {
    const db = t.database.db;
    const count = async (q: ReturnType<typeof db.selectFrom<'prices'>>) =>
      (
        await q
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('product_key', '<', 900_000)
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count(db.selectFrom('prices').where('customer_id', 'is not', null))).toBeGreaterThan(10);
    expect(await count(db.selectFrom('prices').where('price_level', '=', 5))).toBeGreaterThan(10);
    expect(await count(db.selectFrom('prices').where('effective_from', '>', today))).toBeGreaterThan(0);
    expect(await count(db.selectFrom('prices').where('effective_to', '<', today))).toBeGreaterThan(0);
  });

  it('answers a changed price at once, not after the page cache time', async () => {
    const customer = await as('customer');
    expect((await price({ [KEY]: ['LB'] }, customer))[KEY].LB.price).toBe('4.500');
    // A price write bumps the prices version in the same transaction, as every writer must.
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('prices')
        .set({ price: '4.250' })
        .where('product_key', '=', KEY)
        .where('price', '=', '4.500')
        .execute();
      await bumpCacheVersion(trx, PRICES_CACHE);
    });
    expect((await price({ [KEY]: ['LB'] }, customer))[KEY].LB.price).toBe('4.250');
  });
});
