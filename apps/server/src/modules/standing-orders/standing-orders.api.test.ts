import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { customerIds } from '../../test/demo-ids';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { MONDAY_9AM } from '../checkout/checkout.fixtures';
import { mondaysAndThursdays, standingOrdersApi } from './standing-orders.fixtures';

describe('standing orders: GET|POST /api/standingorders, PUT|DELETE /api/standingorders/{id}', () => {
  let t: TestApp;
  let api: ReturnType<typeof standingOrdersApi>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    ids = await customerIds(t.database.db);
    api = standingOrdersApi(t.app, await signInAs(t.app, 'customer'));
  });
  afterAll(() => t.close());

  it('creates one with its lines, ship-to and delivery weekdays, and tells when it next delivers and is placed', async () => {
    const res = await api.create(mondaysAndThursdays());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Weekly produce',
      shipToCode: 'DOWNTN',
      weekdays: [2, 5],
      startDate: '2026-11-23',
      endDate: null,
      paused: false,
      // Monday 23 November 9:00: Monday's cut-off (Sunday 15:00) is past, Thursday 26 is Thanksgiving (closed).
      nextDeliveryDate: '2026-11-30',
      // 24 hours before Sunday 15:00.
      nextPlacement: 'Sat 3:00 pm',
      lastRun: null,
    });
    expect(created.lines).toEqual([
      {
        productKey: FX.chicken,
        productCode: `T${FX.chicken}`,
        description: 'Chicken Breast 40 lb',
        quantity: '1.00',
        unit: 'CS',
        available: true,
      },
      {
        productKey: FX.napkins,
        productCode: `T${FX.napkins}`,
        description: 'Napkins',
        quantity: '2.00',
        unit: 'CS',
        available: true,
      },
    ]);
    const list = (await api.list()).json();
    expect(list.standingOrders.map((s: { id: number }) => s.id)).toContain(created.id);
    await api.remove(created.id);
  });

  it('saves the cart as a standing order', async () => {
    const cart = cartApi(t.app, await signInAs(t.app, 'customer'));
    await cart.clear();
    expect(
      (await cart.addMany({ lines: [line(FX.yogurt, 12, 'EA', 'EA'), line(FX.napkins, 3, 'EA', 'EA')] })).statusCode,
    ).toBe(200);
    const { lines: _lines, ...header } = mondaysAndThursdays({ name: 'From the cart' });
    const res = await api.create({ ...header, fromCart: true });
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json()
        .lines.map((l: { productKey: number; quantity: string; unit: string }) => [l.productKey, l.quantity, l.unit]),
    ).toEqual([
      [FX.yogurt, '12.00', 'EA'],
      [FX.napkins, '3.00', 'EA'],
    ]);
    await cart.clear();
    expect((await api.create({ ...header, fromCart: true })).json()).toEqual({
      errorCode: 400,
      errorReason: 'The cart is empty.',
    });
    await api.remove(res.json().id);
  });

  it("makes one from one of the customer's orders, never from another customer's", async () => {
    const orderOf = async (code: string) =>
      await t.database.db
        .selectFrom('orders')
        .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select(['orders.id', 'orders.order_number'])
        .where('orders.customer_id', '=', ids[code]!)
        .orderBy('orders.id', 'desc')
        .executeTakeFirstOrThrow();
    const own = await orderOf('BAYBIS');
    const { lines: _lines, ...header } = mondaysAndThursdays({ name: 'From an order' });
    const res = await api.create({ ...header, fromOrder: own.order_number });
    expect(res.statusCode, res.body).toBe(201);
    const ordered = await t.database.db
      .selectFrom('order_lines')
      .select(['product_key', 'unit'])
      .where('order_id', '=', own.id)
      .orderBy('sequence')
      .execute();
    expect(res.json().lines.map((l: { productKey: number; unit: string }) => [l.productKey, l.unit])).toEqual(
      ordered.map((l) => [l.product_key, l.unit]),
    );
    await api.remove(res.json().id);
    const other = await orderOf('HARGRL');
    expect((await api.create({ ...header, fromOrder: other.order_number })).json()).toEqual({
      errorCode: 404,
      errorReason: `Order ${other.order_number} not found.`,
    });
  });

  it('refuses what cannot be delivered or ordered, and hostile input, with a 400', async () => {
    const refused = async (body: unknown) => {
      const res = await api.create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().errorReason as string;
    };
    // MAIN delivers Monday, Wednesday and Friday.
    expect(await refused(mondaysAndThursdays({ shipToCode: 'MAIN' }))).toBe(
      'Ship-to MAIN does not deliver on Thursday.',
    );
    expect(await refused(mondaysAndThursdays({ shipToCode: 'NOPE' }))).toBe(
      'Ship-to NOPE is not a ship-to of this customer.',
    );
    expect(await refused(mondaysAndThursdays({ endDate: '2026-11-01' }))).toBe(
      'The end date cannot be before the start date.',
    );
    expect(await refused(mondaysAndThursdays({ lines: [{ productKey: FX.inactive, quantity: 1, unit: 'EA' }] }))).toBe(
      `Product ${FX.inactive} is not available.`,
    );
    expect(await refused(mondaysAndThursdays({ lines: [{ productKey: FX.excluded, quantity: 1, unit: 'EA' }] }))).toBe(
      `Product ${FX.excluded} is not available.`,
    );
    expect(await refused(mondaysAndThursdays({ lines: [{ productKey: FX.napkins, quantity: 0, unit: 'CS' }] }))).toBe(
      'Napkins: the quantity must be more than 0.',
    );
    expect(await refused(mondaysAndThursdays({ fromCart: true }))).toBe(
      'Give the lines, fromCart or fromOrder: exactly one.',
    );
    for (const bad of [
      { weekdays: [] },
      { weekdays: [0] },
      { weekdays: [8] },
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { startDate: '2026-02-30' },
      { paused: 'no' },
      { lines: [{ productKey: -1, quantity: 1, unit: 'CS' }] },
      { lines: [{ productKey: FX.napkins, quantity: '1e3', unit: 'CS' }] },
    ])
      await refused(mondaysAndThursdays(bad));
    expect((await api.update('abc', mondaysAndThursdays())).statusCode).toBe(400);
    expect((await api.update(99_999_999_999, mondaysAndThursdays())).statusCode).toBe(400);
  });

  it('edits, pauses and deletes one', async () => {
    const id = (await api.create(mondaysAndThursdays())).json().id as number;
    const res = await api.update(
      id,
      mondaysAndThursdays({
        name: 'Thursdays only',
        weekdays: [5],
        paused: true,
        endDate: '2027-03-31',
        lines: [{ productKey: FX.napkins, quantity: 4, unit: 'EA' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Thursdays only',
      weekdays: [5],
      paused: true,
      endDate: '2027-03-31',
      nextDeliveryDate: null,
      nextPlacement: null,
      lines: [{ productKey: FX.napkins, quantity: '4.00', unit: 'EA' }],
    });
    const resumed = (await api.update(id, mondaysAndThursdays({ weekdays: [5], paused: false }))).json();
    expect(resumed.nextDeliveryDate).toBe('2026-12-03');
    expect((await api.remove(id)).statusCode).toBe(204);
    expect((await api.remove(id)).statusCode).toBe(404);
    expect((await api.update(id, mondaysAndThursdays())).statusCode).toBe(404);
    expect((await api.list()).json().standingOrders.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it("refuses another customer's standing order: a salesperson acting for Harbor Grill cannot read, change or delete Bayside's", async () => {
    const id = (await api.create(mondaysAndThursdays({ name: 'Bayside only' }))).json().id as number;
    const harbor = standingOrdersApi(t.app, {
      ...(await signInAs(t.app, 'sales')),
      'x-customer-key': String(ids.HARGRL),
    });
    expect((await harbor.list()).json().standingOrders.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await harbor.update(id, mondaysAndThursdays({ name: 'Taken' }))).statusCode).toBe(404);
    expect((await harbor.remove(id)).statusCode).toBe(404);
    // Acting for Bayside, the salesperson sees and keeps it.
    const bayside = standingOrdersApi(t.app, {
      ...(await signInAs(t.app, 'sales')),
      'x-customer-key': String(ids.BAYBIS),
    });
    expect((await bayside.list()).json().standingOrders.find((s: { id: number }) => s.id === id)?.name).toBe(
      'Bayside only',
    );
    // A customer user cannot reach another customer by the header either.
    const crossed = standingOrdersApi(t.app, {
      ...(await signInAs(t.app, 'customer')),
      'x-customer-key': String(ids.STMARY),
    });
    const crossedList = await crossed.list();
    if (crossedList.statusCode === 200)
      expect(crossedList.json().standingOrders.map((s: { id: number }) => s.id)).toContain(id);
    else expect(crossedList.statusCode).toBe(403);
    expect((await api.list()).json().standingOrders.find((s: { id: number }) => s.id === id)?.name).toBe(
      'Bayside only',
    );
    await api.remove(id);
  });

  it('is not for consumers or guests', async () => {
    const consumer = standingOrdersApi(t.app, await signInAs(t.app, 'consumer@example.com'));
    expect((await consumer.list()).statusCode).toBe(403);
    expect((await consumer.create(mondaysAndThursdays())).statusCode).toBe(403);
    expect((await standingOrdersApi(t.app, {}).list()).statusCode).toBe(401);
  });
});
