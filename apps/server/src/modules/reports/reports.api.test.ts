import { pdfText } from '../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

const code = (c: string) => (/^\d{6}$/.test(c) ? `${c.slice(0, 3)}-${c.slice(3)}` : c);

describe('reports: product list, price list, quote sheet, order guide list', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let customer: Record<string, string>;
  const report = async (url: string, headers = customer) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return {
      status: res.statusCode,
      type: res.headers['content-type'],
      body: res.rawPayload,
      json: () => res.json() as { errorReason: string },
    };
  };
  const textOf = async (url: string) => {
    const res = await report(url);
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.type).toBe('application/pdf');
    return pdfText(res.body);
  };
  /** What BAYBIS bought (not cancelled), newest first. */
  const bought = () =>
    t.database.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('products as p', 'p.product_key', 'l.product_key')
      .select(['p.product_key', 'p.product_code', 'p.description', 'o.order_date', 'o.delivery_date'])
      .where('o.customer_id', '=', ids.BAYBIS!)
      .where('o.status', '<>', 'Cancelled')
      .where('p.is_active', '=', 1)
      .orderBy('o.order_date', 'desc')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    customer = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  it("prints one category's products for the customer, under the category's name", async () => {
    const [category] = await t.database.db
      .selectFrom('categories')
      .select(['code', 'description'])
      .orderBy('code')
      .limit(1)
      .execute();
    const products = await t.database.db
      .selectFrom('products')
      .select(['product_code', 'description'])
      .where('category_code', '=', category!.code)
      .where('is_active', '=', 1)
      .execute();
    const text = await textOf(`/api/reports/productlist?specificCategory=${category!.code}`);
    expect(text).toContain('Product List');
    expect(text).toContain('Bayside Bistro (BAYBIS)');
    expect(text).toContain(`Category: ${category!.description}`);
    for (const p of products.slice(0, 5)) expect(text).toContain(code(p.product_code));
    const other = await t.database.db
      .selectFrom('products')
      .select('product_code')
      .where('category_code', '<>', category!.code)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(code(other.product_code));
  });

  it('leaves out the categories the customer may not buy', async () => {
    const sales = await signInAs(t.app, 'sales');
    const res = await report('/api/reports/productlist?specificCategory=SHELL', {
      ...sales,
      'x-customer-key': String(ids.CASCOB),
    });
    expect(res.status).toBe(200);
    await t.database.db
      .insertInto('customer_excluded_categories')
      .values({ customer_id: ids.CASCOB!, category_code: 'SHELL' })
      .execute();
    const excluded = await report('/api/reports/productlist?specificCategory=SHELL', {
      ...sales,
      'x-customer-key': String(ids.CASCOB),
    });
    expect(excluded.status).toBe(204);
    expect(excluded.body.length).toBe(0);
  });

  it("prices the customer's products at the effective date, with the price the pricing rules give", async () => {
    const lines = await bought();
    const target = lines[0]!;
    const today = new Date(t.clock.now).toISOString().slice(0, 10);
    const priceRes = await t.app.inject({
      method: 'GET',
      url: `/api/product/${target.product_key}`,
      headers: customer,
    });
    const pricingUnit = (priceRes.json() as { pricingUM: string }).pricingUM;
    const price = await t.app.inject({
      method: 'POST',
      url: '/api/product/price',
      headers: customer,
      payload: { [target.product_key]: [pricingUnit] },
    });
    const expected = (price.json() as Record<string, Record<string, { price: string }>>)[target.product_key]![
      pricingUnit
    ]!.price;
    const text = await textOf(`/api/reports/pricelist?effectiveDate=${today}`);
    expect(text).toContain('Product Price List');
    expect(text).toContain(`Prices effective ${today.slice(5, 7)}/${today.slice(8)}/${today.slice(0, 4)}`);
    expect(text).toContain('Products purchased in the last year');
    expect(text).toContain(code(target.product_code));
    const row = text.split('\n').find((l) => l.includes(code(target.product_code)))!;
    expect(row.replace(/,/g, '')).toContain(
      `$${Number(expected).toFixed(Math.max(2, expected.split('.')[1]?.length ?? 2))} / ${pricingUnit}`.replace(
        /,/g,
        '',
      ),
    );
  });

  it('uses the price in force on the effective date: a price that starts tomorrow shows only from tomorrow', async () => {
    const [target] = await bought();
    const product = await t.database.db
      .selectFrom('products')
      .select('pricing_um')
      .where('product_key', '=', target!.product_key)
      .executeTakeFirstOrThrow();
    const today = new Date(t.clock.now).toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now + 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('prices')
      .values({
        product_key: target!.product_key,
        unit: product.pricing_um,
        price: '987.65',
        cost: '1',
        customer_id: ids.BAYBIS!,
        price_level: null,
        effective_from: tomorrow,
      })
      .execute();
    expect(await textOf(`/api/reports/pricelist?effectiveDate=${today}`)).not.toContain('$987.65');
    expect(await textOf(`/api/reports/pricelist?effectiveDate=${tomorrow}`)).toContain('$987.65');
  });

  it('lists every product with allProducts=true, and only bought ones without it', async () => {
    const all = await textOf('/api/reports/pricelist?allProducts=true');
    const mine = await textOf('/api/reports/pricelist?allProducts=false');
    expect(all).toContain('All Products');
    expect(all.length).toBeGreaterThan(mine.length);
    const boughtKeys = new Set((await bought()).map((b) => b.product_key));
    const notBought = await t.database.db
      .selectFrom('products')
      .select(['product_key', 'product_code'])
      .where('is_active', '=', 1)
      .where('category_code', '<>', 'SHELL')
      .limit(200)
      .execute();
    const stranger = notBought.find((p) => !boughtKeys.has(p.product_key))!;
    expect(all).toContain(code(stranger.product_code));
    expect(mine).not.toContain(code(stranger.product_code));
  });

  it('the quote sheet keeps what was bought since the date and delivered on the chosen day', async () => {
    const lines = await bought();
    const recent = lines[0]!;
    const deliveredOn = recent.delivery_date ?? recent.order_date;
    const weekday = new Date(`${deliveredOn}T00:00:00Z`).getUTCDay() + 1;
    const otherDays = new Set(
      lines
        .filter((l) => new Date(`${l.delivery_date ?? l.order_date}T00:00:00Z`).getUTCDay() + 1 !== weekday)
        .map((l) => l.product_key),
    );
    const onlyOtherDays = lines.find(
      (l) =>
        otherDays.has(l.product_key) &&
        !lines.some(
          (m) =>
            m.product_key === l.product_key &&
            new Date(`${m.delivery_date ?? m.order_date}T00:00:00Z`).getUTCDay() + 1 === weekday,
        ),
    );
    const text = await textOf(`/api/reports/quotesheet?dayOfWeek=${weekday}&purchasedSince=${recent.order_date}`);
    expect(text).toContain('Quote Sheet');
    expect(text).toContain(code(recent.product_code));
    if (onlyOtherDays) expect(text).not.toContain(code(onlyOtherDays.product_code));
    const allDays = await textOf('/api/reports/quotesheet');
    expect(allDays).toContain('Delivery day: All Days');
    const future = new Date(t.clock.now + 5 * 86_400_000).toISOString().slice(0, 10);
    expect((await report(`/api/reports/quotesheet?purchasedSince=${future}`)).status).toBe(204);
  });

  it("lists the customer's order guides from the starting to the ending guide, by name", async () => {
    const guides = await t.database.db
      .selectFrom('order_guides')
      .select('name')
      .where('customer_id', '=', ids.BAYBIS!)
      .orderBy('name')
      .execute();
    expect(guides.map((g) => g.name)).toEqual(['Bar', 'Standard', 'Weekly']);
    const all = await textOf('/api/reports/orderguidelist');
    for (const g of guides) expect(all).toContain(g.name);
    const some = await textOf('/api/reports/orderguidelist?startingGuide=Standard&endingGuide=Weekly');
    expect(some).toContain('Weekly');
    expect(some).not.toMatch(/^Bar$/m);
    expect((await report('/api/reports/orderguidelist?startingGuide=X&endingGuide=Y')).status).toBe(204);
  });

  it('answers 404 with the spec message for an unknown report, 400 for bad parameters, 401 without a session', async () => {
    const unknown = await report('/api/reports/salesbyregion');
    expect(unknown.status).toBe(404);
    expect(unknown.json().errorReason).toBe('No report found. Please contact the system administrator.');
    for (const url of [
      '/api/reports/pricelist?effectiveDate=2026-13-01',
      '/api/reports/pricelist?allProducts=yes',
      '/api/reports/quotesheet?dayOfWeek=8',
      `/api/reports/productlist?specificCategory=${'x'.repeat(21)}`,
    ]) {
      expect((await report(url)).status, url).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/productlist' })).statusCode).toBe(401);
  });

  it('takes the parameters in a POST body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/pricelist',
      headers: customer,
      payload: { allProducts: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('All Products');
  });
});
