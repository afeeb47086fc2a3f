import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

/** An override with more places than its unit's price decimals is refused, never rounded (999999.9999 became 1,000,000.00). */
describe('price override places', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let line: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    const ids = await customerIds(t.database.db);
    headers = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.BAYBIS) };
    const units = async (key: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/product/${key}/units`, headers })).json() as {
        pricingUM: string;
        units: { unitOfMeasure: string; priceDecimals: number; isSellBy: boolean }[];
      };
    const list = (await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=50', headers })).json() as {
      products: { productKey: number }[];
    };
    for (const p of list.products) {
      const u = await units(p.productKey);
      const priced = u.units.find((x) => x.unitOfMeasure === u.pricingUM && x.priceDecimals === 2);
      const sell = u.units.find((x) => x.isSellBy);
      if (priced && sell) {
        line = {
          productKey: p.productKey,
          orderQuantity: 1,
          unitOfMeasure: sell.unitOfMeasure,
          unitOfMeasure_Prc: priced.unitOfMeasure,
        };
        return;
      }
    }
    throw new Error('no product priced at 2 decimals');
  });
  afterAll(() => t.close());

  it('refuses 999999.9999 on a 2-decimal unit and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/line',
      headers,
      payload: { ...line, overridePrice: '999999.9999' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json() as {
      lines: { unitPrice: { factor: string } }[];
    };
    expect(cart.lines.map((l) => l.unitPrice.factor)).not.toContain('1000000.00');
  });

  it('takes 12.34 on the same unit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/line',
      headers,
      payload: { ...line, overridePrice: '12.34' },
    });
    expect(res.statusCode).toBe(200);
  });
});
