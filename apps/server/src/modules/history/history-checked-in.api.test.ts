import type { HistoryOrderPage } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCartFixtures } from '../cart/cart.fixtures';
import {
  afterDelivery,
  creditsApi,
  deliveredOrder,
  headersOf,
  insertCreditFixtures,
} from '../credits/credits.fixtures';

describe('Order History says which orders are checked in (issue 33)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    await insertCreditFixtures(t);
  });
  afterAll(() => t.close());

  const historyRow = async (orderNumber: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/history/orders?search=${orderNumber}`,
      headers: await headersOf(t, 'customer'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<HistoryOrderPage>();
    expect(page.orders).toHaveLength(1);
    return page.orders[0]!;
  };

  it('answers checkedIn false for an invoiced order until its delivery is checked in, then true', async () => {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 1);
    expect(await historyRow(order.orderNumber)).toMatchObject({ status: 'Invoiced', invoice: true, checkedIn: false });

    const api = creditsApi(t.app, await headersOf(t, 'customer'));
    const res = await api.checkIn(order.orderNumber, { lines: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await historyRow(order.orderNumber)).toMatchObject({ status: 'Invoiced', invoice: true, checkedIn: true });
  });

  it('answers the flag on every row of a page, true only for the orders checked in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/history/orders?limit=500',
      headers: await headersOf(t, 'customer'),
    });
    const { orders } = res.json<HistoryOrderPage>();
    expect(orders.every((o) => typeof o.checkedIn === 'boolean')).toBe(true);
    const checkedIn = await t.database.db
      .selectFrom('checkins as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .select('o.order_number')
      .execute();
    expect(
      orders
        .filter((o) => o.checkedIn)
        .map((o) => o.orderNumber)
        .sort(),
    ).toEqual(checkedIn.map((c) => c.order_number).sort());
  });
});
