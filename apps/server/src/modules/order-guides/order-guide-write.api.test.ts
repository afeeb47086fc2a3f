import type { OrderGuide } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { signedInNewConsumer } from '../../test/consumer.fixtures';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { insertTestProduct } from '../catalogue/product.fixtures';

const line = (productKey: number, orderQuantity: number | string = 1, unitOfMeasure = 'CS') => ({
  productKey,
  orderQuantity,
  unitOfMeasure,
});
const url = (name: string, tail = '') => `/api/orderguide/${encodeURIComponent(name)}${tail}`;

describe('order guide writes: POST, PATCH, DELETE /api/orderguide/{key}, copy, add a product', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let customer: Record<string, string>;
  let other: Record<string, string>;
  let salesForBayside: Record<string, string>;

  const call = (
    method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
    path: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const guides = async (headers: Record<string, string>) =>
    (await call('GET', '/api/orderguide', headers)).json() as OrderGuide[];
  const guide = async (headers: Record<string, string>, name: string) =>
    (await guides(headers)).find((g) => g.name === name);

  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    customer = await signInAs(t.app, 'customer');
    other = await signInAs(t.app, 'admin'); // a user of another customer (HARGRL)
    salesForBayside = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.BAYBIS) };
    for (const key of [900801, 900802, 900803, 900804]) await insertTestProduct(t.database.db, key);
    await insertTestProduct(t.database.db, 900809, { isActive: 0 });
  });
  afterAll(() => t.close());

  it('creates a guide with its lines, quantities and units in order, shared with the salesperson acting for the customer', async () => {
    const res = await call('POST', url('Pantry'), customer, { products: [line(900802, 2), line(900801, '3', 'EA')] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      name: 'Pantry',
      isPrimary: false,
      isReadOnly: false,
      products: [
        { productKey: 900802, orderQuantity: 2, unitOfMeasure: 'CS', sequence: 1 },
        { productKey: 900801, orderQuantity: 3, unitOfMeasure: 'EA', sequence: 2 },
      ],
    });
    expect(await guide(salesForBayside, 'Pantry')).toEqual(res.json());
  });

  it('answers 409 with errorCode and errorReason for a name the customer already has, Standard included', async () => {
    for (const name of ['Pantry', 'Standard', 'Weekly']) {
      const res = await call('POST', url(name), customer, { products: [] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errorCode: 409, errorReason: `An order guide named "${name}" already exists.` });
    }
  });

  it('refuses a blank name, one over 12 characters, and lines the product cannot have', async () => {
    const blank = await call('POST', url(' '), customer, { products: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errorReason).toContain('Order Guide Name cannot be blank.');
    const long = await call('POST', url('ThirteenChars'), customer, { products: [] });
    expect(long.statusCode).toBe(400);
    const twelve = await call('POST', url('TwelveChars!'), customer, { products: [] });
    expect(twelve.statusCode, twelve.body).toBe(201);
    const refusals: [unknown, string][] = [
      [line(900809), 'Product 900809 is not available.'],
      [line(9), 'Product 9 is not available.'],
      [line(999999), 'Product 999999 is not available.'],
      [line(900801, 1, 'LB'), 'LB is not a unit product 900801 is sold in.'],
      [line(900801, '1.5', 'CS'), 'Invalid quantity of 1.5. Please enter a multiple of 1'],
      [line(900801, '-1'), 'Invalid quantity of -1.'],
      [line(900801, '1.255'), 'Invalid quantity of 1.255.'],
    ];
    for (const [bad, reason] of refusals) {
      const res = await call('POST', url('Refused'), customer, { products: [line(900802), bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorReason).toBe(reason);
    }
    const twice = await call('POST', url('Refused'), customer, { products: [line(900802), line(900802, 2)] });
    expect(twice.json().errorReason).toBe('Product 900802 is listed more than once.');
    expect(await guide(customer, 'Refused')).toBeUndefined();
  });

  it('patches: deletes isDelete lines, puts sequence -1 lines at the end, keeps a given sequence, renames', async () => {
    await call('POST', url('Patched'), customer, { products: [line(900801), line(900802), line(900803)] });
    const res = await call('PATCH', url('Patched'), customer, {
      products: [
        { ...line(900801), sequence: 1, isDelete: true },
        { ...line(900804, 3), sequence: -1 },
        { ...line(900802, 5, 'EA'), sequence: -1 },
        { ...line(900803, 2), sequence: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products).toEqual([
      { productKey: 900803, orderQuantity: 2, unitOfMeasure: 'CS', sequence: 3 },
      { productKey: 900804, orderQuantity: 3, unitOfMeasure: 'CS', sequence: 4 },
      { productKey: 900802, orderQuantity: 5, unitOfMeasure: 'EA', sequence: 5 },
    ]);
    const renamed = await call('PATCH', url('Patched'), customer, { name: 'Renamed', products: [] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Renamed');
    expect(await guide(customer, 'Patched')).toBeUndefined();
    const taken = await call('PATCH', url('Renamed'), customer, { name: 'Weekly', products: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorReason).toBe('An order guide named "Weekly" already exists.');
    const bad = await call('PATCH', url('Renamed'), customer, { products: [{ ...line(900809), sequence: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect((await guide(customer, 'Renamed'))!.products).toHaveLength(3);
    expect((await call('PATCH', url('NoSuchGuide'), customer, { products: [] })).statusCode).toBe(404);
  });

  it('copies a guide, Standard too, and refuses a copy to a taken name', async () => {
    const res = await call('POST', url('Pantry', '/copy'), customer, { name: 'Pantry Copy' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().products).toEqual((await guide(customer, 'Pantry'))!.products);
    const standard = (await guide(customer, 'Standard'))!;
    const copy = await call('POST', url('Standard', '/copy'), customer, { name: 'My Standard' });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'My Standard',
      isPrimary: false,
      isReadOnly: false,
      products: standard.products,
    });
    const taken = await call('POST', url('Pantry', '/copy'), customer, { name: 'Bar' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorReason).toBe('An order guide named "Bar" already exists.');
    expect((await call('POST', url('NoSuchGuide', '/copy'), customer, { name: 'X' })).statusCode).toBe(404);
    expect((await call('POST', url('Pantry', '/copy'), customer, { name: '' })).statusCode).toBe(400);
  });

  it('deletes a guide, never Standard', async () => {
    await call('POST', url('Doomed'), customer, { products: [line(900801)] });
    const res = await call('DELETE', url('Doomed'), customer);
    expect(res.statusCode).toBe(204);
    expect(await guide(customer, 'Doomed')).toBeUndefined();
    expect((await call('DELETE', url('Doomed'), customer)).statusCode).toBe(404);
    for (const headers of [customer, salesForBayside]) {
      const standard = await call('DELETE', url('Standard'), headers);
      expect(standard.statusCode).toBe(403);
      expect(standard.json().errorReason).toBe('The Standard order guide cannot be deleted.');
    }
    expect(await guide(customer, 'Standard')).toBeDefined();
  });

  it('keeps Standard read-only for the customer and from a card; a salesperson may maintain it but not rename it', async () => {
    const before = (await guide(customer, 'Standard'))!;
    const byCustomer = await call('PATCH', url('Standard'), customer, {
      products: [{ ...line(900801), sequence: -1 }],
    });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().errorReason).toBe('The Standard order guide cannot be changed.');
    for (const headers of [customer, salesForBayside]) {
      const fromCard = await call('POST', url('Standard', '/product'), headers, line(900801));
      expect(fromCard.statusCode).toBe(403);
      expect(fromCard.json().errorReason).toBe('The Standard order guide cannot be changed from a product card.');
    }
    expect(await guide(customer, 'Standard')).toEqual(before);
    const bySales = await call('PATCH', url('Standard'), salesForBayside, {
      products: [{ ...line(900801, 4), sequence: -1 }],
    });
    expect(bySales.statusCode, bySales.body).toBe(200);
    expect(bySales.json()).toMatchObject({ name: 'Standard', isPrimary: true, isReadOnly: true });
    expect(bySales.json().products.at(-1)).toMatchObject({ productKey: 900801, orderQuantity: 4, unitOfMeasure: 'CS' });
    const rename = await call('PATCH', url('Standard'), salesForBayside, { name: 'Mine', products: [] });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().errorReason).toBe('The Standard order guide cannot be renamed.');
  });

  it('adds one product from a card: makes the guide when new, appends, and updates a product already there in place', async () => {
    const made = await call('POST', url('From Card', '/product'), customer, line(900803, 2));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().products).toEqual([{ productKey: 900803, orderQuantity: 2, unitOfMeasure: 'CS', sequence: 1 }]);
    await call('POST', url('From Card', '/product'), customer, line(900804));
    const updated = await call('POST', url('From Card', '/product'), customer, line(900803, 6, 'EA'));
    expect(updated.json().products).toEqual([
      { productKey: 900803, orderQuantity: 6, unitOfMeasure: 'EA', sequence: 1 },
      { productKey: 900804, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 2 },
    ]);
    const bad = await call('POST', url('From Card', '/product'), customer, line(900809));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorReason).toBe('Product 900809 is not available.');
  });

  it("lets no other customer read or change a customer's guides, by name or key", async () => {
    await call('POST', url('Secret'), customer, { products: [line(900801)] });
    expect((await guides(other)).map((g) => g.name)).not.toContain('Secret');
    expect(
      (await call('PATCH', url('Secret'), other, { products: [{ ...line(900802), sequence: -1 }] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url('Secret'), other)).statusCode).toBe(404);
    expect((await call('POST', url('Secret', '/copy'), other, { name: 'Stolen' })).statusCode).toBe(404);
    // The same name is free for the other customer: a guide of its own, not a write to ours.
    const own = await call('POST', url('Secret', '/product'), other, line(900802));
    expect(own.statusCode).toBe(200);
    expect(own.json().products).toEqual([{ productKey: 900802, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 1 }]);
    expect((await guide(customer, 'Secret'))!.products).toEqual([
      { productKey: 900801, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 1 },
    ]);
    // Pointing the customer key at another customer is refused before any guide is touched.
    const crossed = await call('DELETE', url('Secret'), { ...other, 'x-customer-key': String(ids.BAYBIS) });
    expect(crossed.statusCode).toBe(403);
    expect(await guide(customer, 'Secret')).toBeDefined();
  });

  it('never lists a product that became invisible', async () => {
    await call('POST', url('Fading'), customer, { products: [line(900801), line(900802)] });
    await t.database.db.updateTable('products').set({ is_active: 0 }).where('product_key', '=', 900801).execute();
    expect((await guide(customer, 'Fading'))!.products.map((p) => p.productKey)).toEqual([900802]);
    await t.database.db.updateTable('products').set({ is_active: 1 }).where('product_key', '=', 900801).execute();
    expect((await call('POST', url('Mine'), {}, { products: [] })).statusCode).toBe(401);
  });

  it('gives each consumer guides of their own that no other consumer or customer reaches, by name or through the og filter', async () => {
    const consumer = await signInAs(t.app, 'consumer@example.com');
    const neighbour = await signedInNewConsumer(t, 'neighbour@example.net');
    expect(await guides(consumer)).toEqual([{ name: 'Standard', isPrimary: true, isReadOnly: true, products: [] }]);
    expect((await call('POST', url('Weekly'), consumer, { products: [line(900801, 2)] })).statusCode).toBe(201);
    expect((await call('POST', url('Pantry'), consumer, { products: [line(900803)] })).statusCode).toBe(201);
    expect((await call('POST', url('Pantry'), consumer, { products: [] })).statusCode).toBe(409);
    expect(
      (await call('PATCH', url('Weekly'), consumer, { products: [{ ...line(900802), sequence: -1 }] })).statusCode,
    ).toBe(200);
    expect((await guide(consumer, 'Weekly'))!.products.map((p) => [p.productKey, p.orderQuantity])).toEqual([
      [900801, 2],
      [900802, 1],
    ]);
    expect((await call('POST', url('Weekly', '/product'), consumer, line(900804, 3))).statusCode).toBe(200);
    expect((await call('DELETE', url('Standard'), consumer)).statusCode).toBe(403);

    // The customer's 'Pantry' and the consumer's 'Pantry' are two guides.
    expect((await guide(customer, 'Pantry'))!.products.map((p) => p.productKey)).toEqual([900802, 900801]);
    expect((await guide(consumer, 'Pantry'))!.products.map((p) => p.productKey)).toEqual([900803]);
    // Another consumer sees none of them and changes none of them.
    expect((await guides(neighbour)).map((g) => g.name)).toEqual(['Standard']);
    for (const [method, path, body] of [
      ['PATCH', url('Weekly'), { products: [line(900803)] }],
      ['DELETE', url('Weekly'), undefined],
      ['POST', url('Weekly', '/copy'), { name: 'Stolen' }],
    ] as const) {
      expect((await call(method, path, neighbour, body)).statusCode).toBe(404);
    }
    const filtered = await call('GET', `/api/product/list?og=Weekly`, neighbour);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().products).toEqual([]);
    const own = await call('GET', `/api/product/list?og=Weekly`, consumer);
    expect(own.json().products.map((p: { productKey: number }) => p.productKey)).toEqual([900801, 900802, 900804]);
    expect((await guide(consumer, 'Weekly'))!.products).toHaveLength(3);
    // The neighbour's own 'Weekly' is theirs alone.
    expect((await call('POST', url('Weekly'), neighbour, { products: [] })).statusCode).toBe(201);
    expect((await guide(consumer, 'Weekly'))!.products).toHaveLength(3);
  });
});
