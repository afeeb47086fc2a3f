import type { OrderGuide } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { insertTestProduct } from '../catalogue/product.fixtures';
import { insertTestGuide } from './order-guide.fixtures';
import { customerIds } from '../../test/demo-ids';

const names = (guides: OrderGuide[]) => guides.map((g) => g.name);

describe('GET /api/orderguide', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let customer: Record<string, string>;
  let sales: Record<string, string>;
  const guides = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orderguide', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderGuide[];
  };
  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    customer = await signInAs(t.app, 'customer');
    sales = await signInAs(t.app, 'sales');
  });
  afterAll(() => t.close());

  it("lists the customer's guides, Standard first, then by name", async () => {
    const list = await guides(customer);
    expect(names(list)).toEqual(['Standard', 'Bar', 'Weekly']);
    expect(list[0]).toMatchObject({ isPrimary: true, isReadOnly: true });
    for (const g of list.slice(1)) {
      expect(g).toMatchObject({ isPrimary: false, isReadOnly: false });
      expect(g.products.length).toBeGreaterThanOrEqual(8);
      expect(g.products.length).toBeLessThanOrEqual(15);
    }
    for (const g of list) {
      const sequences = g.products.map((p) => p.sequence);
      expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
    }
  });

  it('holds in Standard what the customer bought, once each, in a sell-by unit the product has', async () => {
    const [standard] = await guides(customer);
    const bought = await t.database.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('products as p', 'p.product_key', 'l.product_key')
      .select('l.product_key')
      .distinct()
      .where('o.customer_id', '=', ids.BAYBIS!)
      .where('o.status', '<>', 'Cancelled')
      .where('p.is_active', '=', 1)
      .execute();
    expect(standard!.products.length).toBeGreaterThan(5);
    expect(standard!.products.map((p) => p.productKey).sort()).toEqual(bought.map((b) => b.product_key).sort());
    const sellBys = await t.database.db
      .selectFrom('product_units')
      .select(['product_key', 'unit'])
      .where('is_sell_by', '=', 1)
      .where(
        'product_key',
        'in',
        standard!.products.map((p) => p.productKey),
      )
      .execute();
    for (const p of standard!.products) {
      expect(sellBys.some((u) => u.product_key === p.productKey && u.unit === p.unitOfMeasure)).toBe(true);
      expect(p.orderQuantity).toBeGreaterThan(0);
    }
  });

  it('leaves out products that are not visible: inactive, unknown, and product 9', async () => {
    await insertTestProduct(t.database.db, 900701, { description: 'Guide Test Active' });
    await insertTestProduct(t.database.db, 900702, { description: 'Guide Test Inactive', isActive: 0 });
    await insertTestGuide(t.database.db, ids.BAYBIS!, 'Mixed', [900702, 9, 900701, 999999]);
    const mixed = (await guides(customer)).find((g) => g.name === 'Mixed')!;
    expect(mixed.products).toEqual([{ productKey: 900701, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 3 }]);
  });

  it('needs a salesperson to select one of their customers first', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/orderguide', headers: sales });
    expect(none.statusCode).toBe(403);
    expect(none.json().errorReason).toBe('Select a customer first');
    const forBayside = await guides({ ...sales, 'x-customer-key': String(ids.BAYBIS) });
    expect(forBayside).toEqual(await guides(customer));
    const notTheirs = await t.app.inject({
      method: 'GET',
      url: '/api/orderguide',
      headers: { ...sales, 'x-customer-key': String(ids.STMARY) },
    });
    expect(notTheirs.statusCode).toBe(403);
  });

  it("never shows one customer another customer's guides", async () => {
    await insertTestGuide(t.database.db, ids.HARGRL!, 'Raw Bar', [900701]);
    expect(names(await guides(customer))).not.toContain('Raw Bar');
    expect(names(await guides(await signInAs(t.app, 'admin')))).toContain('Raw Bar');
    const asHarbor = await t.app.inject({
      method: 'GET',
      url: '/api/orderguide',
      headers: { ...customer, 'x-customer-key': String(ids.HARGRL) },
    });
    expect(asHarbor.statusCode).toBe(403);
  });

  it('gives a customer without guides an empty Standard guide', async () => {
    await t.database.db.deleteFrom('order_guides').where('customer_id', '=', ids.CASCOB!).execute();
    expect(await guides({ ...sales, 'x-customer-key': String(ids.CASCOB) })).toEqual([
      { name: 'Standard', isPrimary: true, isReadOnly: true, products: [] },
    ]);
  });

  it('answers guests 401 and a new consumer with their empty Standard guide, never to be kept by the browser', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/orderguide' });
    expect(guest.statusCode).toBe(401);
    const consumer = await t.app.inject({
      method: 'GET',
      url: '/api/orderguide',
      headers: await signInAs(t.app, 'consumer@example.com'),
    });
    expect(consumer.statusCode).toBe(200);
    expect(consumer.json()).toEqual([{ name: 'Standard', isPrimary: true, isReadOnly: true, products: [] }]);
    expect(consumer.headers['cache-control']).toBe('private, no-store');
  });
});
