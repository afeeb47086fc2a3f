import type { OrderGuide, OrderGuideCounts } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInNewConsumer } from '../../test/consumer.fixtures';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { insertTestProduct } from '../catalogue/product.fixtures';
import { MONDAY_9AM } from '../checkout/checkout.fixtures';

const url = (name: string, tail = '') => `/api/orderguide/${encodeURIComponent(name)}${tail}`;
const line = (productKey: number, extra: Record<string, unknown> = {}) => ({
  productKey,
  orderQuantity: 1,
  unitOfMeasure: 'CS',
  ...extra,
});
const DAY = 86_400_000;

describe('fill to par: par levels on guide lines and counts (issue 32)', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let other: Record<string, string>;
  let salesForBayside: Record<string, string>;
  let consumer: Record<string, string>;

  const call = (method: 'POST' | 'PATCH' | 'GET', path: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const guide = async (headers: Record<string, string>, name: string) =>
    ((await call('GET', '/api/orderguide', headers)).json() as OrderGuide[]).find((g) => g.name === name);
  const parOf = async (headers: Record<string, string>, name: string, productKey: number) =>
    (await guide(headers, name))?.products.find((p) => p.productKey === productKey)?.parLevel;
  const shipTo = async (headers: Record<string, string>, code: string) => {
    const res = await call('POST', '/api/cart/header', headers, { customerShipToCode: code });
    expect(res.json(), res.body).toEqual({ isValid: true, message: '' });
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    const ids = await customerIds(t.database.db);
    customer = await signInAs(t.app, 'customer');
    other = await signInAs(t.app, 'admin'); // a user of another customer (HARGRL)
    salesForBayside = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.BAYBIS) };
    consumer = await signedInNewConsumer(t, 'par-consumer@example.com');
    for (const key of [900901, 900902, 900903]) await insertTestProduct(t.database.db, key);
    const made = await call('POST', url('Pars'), customer, { products: [line(900901), line(900902), line(900903)] });
    expect(made.statusCode, made.body).toBe(201);
    await shipTo(customer, 'DOWNTN');
  });
  afterAll(() => t.close());

  it('saves a par level through PATCH and reads it back in GET /api/orderguide, lines without one unchanged', async () => {
    const res = await call('PATCH', url('Pars'), customer, {
      products: [
        line(900901, { sequence: 1, parLevel: { quantity: 6, unitOfMeasure: 'CS' } }),
        line(900902, {
          sequence: 2,
          parLevel: { quantity: '2.5', unitOfMeasure: 'EA', byWeekday: [{ weekday: 5, quantity: 8 }] },
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const products = (res.json() as OrderGuide).products;
    expect(products[0]).toEqual({
      productKey: 900901,
      orderQuantity: 1,
      unitOfMeasure: 'CS',
      sequence: 1,
      parLevel: { quantity: 6, unitOfMeasure: 'CS', byWeekday: [] },
    });
    expect(products[1]?.parLevel).toEqual({
      quantity: 2.5,
      unitOfMeasure: 'EA',
      byWeekday: [{ weekday: 5, quantity: 8 }],
    });
    // Existing clients see the same line as before: no parLevel field at all.
    expect(products[2]).toEqual({ productKey: 900903, orderQuantity: 1, unitOfMeasure: 'CS', sequence: 3 });
    expect(await parOf(customer, 'Pars', 900902)).toEqual(products[1]?.parLevel);
    // The salesperson acting for the customer on the same ship-to sees the same pars.
    await shipTo(salesForBayside, 'DOWNTN');
    expect(await parOf(salesForBayside, 'Pars', 900901)).toEqual(products[0]?.parLevel);
  });

  it('keeps a par when a line is patched without parLevel, clears it with null, drops it with the line', async () => {
    const kept = await call('PATCH', url('Pars'), customer, { products: [line(900901, { orderQuantity: 2 })] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await parOf(customer, 'Pars', 900901)).toEqual({ quantity: 6, unitOfMeasure: 'CS', byWeekday: [] });
    await call('PATCH', url('Pars'), customer, {
      products: [line(900903, { parLevel: { quantity: 1, unitOfMeasure: 'CS' } })],
    });
    expect(await parOf(customer, 'Pars', 900903)).toMatchObject({ quantity: 1 });
    const cleared = await call('PATCH', url('Pars'), customer, { products: [line(900903, { parLevel: null })] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await parOf(customer, 'Pars', 900903)).toBeUndefined();
    // A removed line that comes back has no par left.
    await call('PATCH', url('Pars'), customer, { products: [line(900902, { isDelete: true })] });
    await call('PATCH', url('Pars'), customer, { products: [line(900902)] });
    expect(await parOf(customer, 'Pars', 900902)).toBeUndefined();
  });

  it('keeps pars per ship-to: another ship-to has its own', async () => {
    await shipTo(customer, 'COMMIS');
    try {
      expect(await parOf(customer, 'Pars', 900901)).toBeUndefined();
      await call('PATCH', url('Pars'), customer, {
        products: [line(900901, { parLevel: { quantity: 3, unitOfMeasure: 'EA' } })],
      });
      expect(await parOf(customer, 'Pars', 900901)).toMatchObject({ quantity: 3, unitOfMeasure: 'EA' });
    } finally {
      await shipTo(customer, 'DOWNTN');
    }
    expect(await parOf(customer, 'Pars', 900901)).toMatchObject({ quantity: 6, unitOfMeasure: 'CS' });
  });

  it('a copied guide takes its pars', async () => {
    const res = await call('POST', url('Pars', '/copy'), customer, { name: 'Pars Copy' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await parOf(customer, 'Pars Copy', 900901)).toMatchObject({ quantity: 6, unitOfMeasure: 'CS' });
  });

  it('refuses par levels the product cannot have, and hostile input, with 400 and nothing saved', async () => {
    const bad: unknown[] = [
      { quantity: 1, unitOfMeasure: 'LB' },
      { quantity: -1, unitOfMeasure: 'CS' },
      { quantity: '1.234', unitOfMeasure: 'CS' },
      { quantity: 'lots', unitOfMeasure: 'CS' },
      { quantity: 1e21, unitOfMeasure: 'CS' },
      { quantity: 1, unitOfMeasure: 'C'.repeat(21) },
      { quantity: 1 },
      { quantity: 1, unitOfMeasure: 'CS', byWeekday: [{ weekday: 0, quantity: 1 }] },
      { quantity: 1, unitOfMeasure: 'CS', byWeekday: [{ weekday: 8, quantity: 1 }] },
      {
        quantity: 1,
        unitOfMeasure: 'CS',
        byWeekday: [
          { weekday: 2, quantity: 1 },
          { weekday: 2, quantity: 3 },
        ],
      },
      {
        quantity: 1,
        unitOfMeasure: 'CS',
        byWeekday: Array.from({ length: 8 }, (_, i) => ({ weekday: 1, quantity: i })),
      },
      'six',
      [],
    ];
    for (const parLevel of bad) {
      const res = await call('PATCH', url('Pars'), customer, { products: [line(900901, { parLevel })] });
      expect(res.statusCode, JSON.stringify(parLevel)).toBe(400);
    }
    expect(await parOf(customer, 'Pars', 900901)).toEqual({ quantity: 6, unitOfMeasure: 'CS', byWeekday: [] });
  });

  it('saves counts per guide, ship-to and date and answers the newest first', async () => {
    const empty = await call('GET', url('Pars', '/counts'), customer);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ counts: [], shipToCode: 'DOWNTN', deliveryDate: null, roundUpShare: 0.5 });

    const first = await call('POST', url('Pars', '/counts'), customer, {
      lines: [{ productKey: 900901, onHand: 2.5, unitOfMeasure: 'CS' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as OrderGuideCounts).counts).toEqual([
      { countDate: '2026-11-23', lines: [{ productKey: 900901, onHand: 2.5, unitOfMeasure: 'CS' }] },
    ]);
    // A second count the same day replaces the first.
    await call('POST', url('Pars', '/counts'), customer, {
      lines: [
        { productKey: 900901, onHand: '3', unitOfMeasure: 'CS' },
        { productKey: 900902, onHand: 4, unitOfMeasure: 'EA' },
      ],
    });
    t.clock.now = MONDAY_9AM + DAY;
    try {
      // A day on, the session has expired: the same user signs in again (the cart's ship-to is theirs).
      const nextDay = await signInAs(t.app, 'customer');
      const next = await call('POST', url('Pars', '/counts'), nextDay, {
        lines: [{ productKey: 900901, onHand: 1, unitOfMeasure: 'CS' }],
      });
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      t.clock.now = MONDAY_9AM;
    }
    const read = (await call('GET', url('Pars', '/counts'), customer)).json() as OrderGuideCounts;
    expect(read.counts).toEqual([
      { countDate: '2026-11-24', lines: [{ productKey: 900901, onHand: 1, unitOfMeasure: 'CS' }] },
      {
        countDate: '2026-11-23',
        lines: [
          { productKey: 900901, onHand: 3, unitOfMeasure: 'CS' },
          { productKey: 900902, onHand: 4, unitOfMeasure: 'EA' },
        ],
      },
    ]);
    // Another ship-to has counted nothing.
    await shipTo(customer, 'COMMIS');
    try {
      const there = (await call('GET', url('Pars', '/counts'), customer)).json() as OrderGuideCounts;
      expect(there).toMatchObject({ counts: [], shipToCode: 'COMMIS' });
    } finally {
      await shipTo(customer, 'DOWNTN');
    }
  });

  it('refuses bad counts with 400 and keeps the last one', async () => {
    const bad: unknown[] = [
      { lines: [{ productKey: 900901, onHand: -1, unitOfMeasure: 'CS' }] },
      { lines: [{ productKey: 900901, onHand: '1.255', unitOfMeasure: 'CS' }] },
      { lines: [{ productKey: 900901, onHand: 1, unitOfMeasure: 'LB' }] },
      { lines: [{ productKey: 900901, onHand: 'NaN', unitOfMeasure: 'CS' }] },
      { lines: [{ productKey: 777777, onHand: 1, unitOfMeasure: 'CS' }] },
      {
        lines: [
          { productKey: 900901, onHand: 1, unitOfMeasure: 'CS' },
          { productKey: 900901, onHand: 2, unitOfMeasure: 'CS' },
        ],
      },
      { lines: Array.from({ length: 1001 }, (_, i) => ({ productKey: i + 1, onHand: 1, unitOfMeasure: 'CS' })) },
      { lines: 'all of it' },
      {},
    ];
    for (const body of bad) {
      const res = await call('POST', url('Pars', '/counts'), customer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    // A product of the catalogue that is not a line of this guide.
    await insertTestProduct(t.database.db, 900904);
    const stranger = await call('POST', url('Pars', '/counts'), customer, {
      lines: [{ productKey: 900904, onHand: 1, unitOfMeasure: 'CS' }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorReason).toBe('Product 900904 is not in this order guide.');
    const read = (await call('GET', url('Pars', '/counts'), customer)).json() as OrderGuideCounts;
    expect(read.counts.map((c) => c.countDate)).toEqual(['2026-11-24', '2026-11-23']);
    expect(read.counts[0]?.lines).toEqual([{ productKey: 900901, onHand: 1, unitOfMeasure: 'CS' }]);
  });

  it("refuses another customer's guide and a consumer: their own guides only", async () => {
    for (const [method, tail, payload] of [
      ['GET', '/counts', undefined],
      ['POST', '/counts', { lines: [{ productKey: 900901, onHand: 1, unitOfMeasure: 'CS' }] }],
      ['PATCH', '', { products: [line(900901, { parLevel: { quantity: 9, unitOfMeasure: 'CS' } })] }],
    ] as const) {
      const res = await call(method, url('Pars', tail), other, payload);
      expect(res.statusCode, `${method} ${tail}`).toBe(404);
      expect((await call(method, url('Pars', tail), consumer, payload)).statusCode).toBe(404);
    }
    expect(await guide(other, 'Pars')).toBeUndefined();
    expect(await parOf(customer, 'Pars', 900901)).toEqual({ quantity: 6, unitOfMeasure: 'CS', byWeekday: [] });
    const read = (await call('GET', url('Pars', '/counts'), customer)).json() as OrderGuideCounts;
    expect(read.counts).toHaveLength(2);
    expect(read.counts[0]?.lines).toEqual([{ productKey: 900901, onHand: 1, unitOfMeasure: 'CS' }]);
  });

  it('the demo customer has pars on its Weekly guide and an earlier count that leaves lines short (seed)', async () => {
    // The seed's pars and count are for the customer's default ship-to.
    await shipTo(customer, 'MAIN');
    const weekly = await guide(customer, 'Weekly');
    const withPar = weekly?.products.filter((p) => p.parLevel) ?? [];
    expect(withPar.length).toBe(4);
    expect(withPar[0]?.parLevel?.byWeekday).toEqual([
      { weekday: 5, quantity: (withPar[0]?.parLevel?.quantity ?? 0) * 2 },
    ]);
    const counts = (await call('GET', url('Weekly', '/counts'), customer)).json() as OrderGuideCounts;
    expect(counts.counts).toHaveLength(1);
    const keys = (list: { productKey: number }[]) => list.map((l) => l.productKey).sort((a, b) => a - b);
    expect(keys(counts.counts[0]?.lines ?? [])).toEqual(keys(withPar));
    for (const l of counts.counts[0]?.lines ?? []) {
      const par = withPar.find((p) => p.productKey === l.productKey)?.parLevel;
      expect(l.onHand).toBeLessThan(par?.quantity ?? 0);
    }
    await shipTo(customer, 'DOWNTN');
    expect((await guide(customer, 'Weekly'))?.products.filter((p) => p.parLevel)).toEqual([]);
  });

  it('answers the round-up share the site sets', async () => {
    await t.database.db.insertInto('site_settings').values({ key: 'parRoundUpShare', value: '0.25' }).execute();
    try {
      expect(((await call('GET', url('Pars', '/counts'), customer)).json() as OrderGuideCounts).roundUpShare).toBe(
        0.25,
      );
    } finally {
      await t.database.db.deleteFrom('site_settings').where('key', '=', 'parRoundUpShare').execute();
    }
  });
});
