import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../test/test-app';
import { placeDueStandingOrders } from '../modules/standing-orders/standing-order-placement.service';

describe('the demo standing order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives the demo customer a Monday and Thursday standing order, which the job places before Thursday's cut-off", async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/standingorders', headers: await signInAs(t.app, 'customer') })
    ).json();
    const [demo] = list.standingOrders;
    expect(demo).toMatchObject({ name: 'Weekly produce', shipToCode: 'DOWNTN', weekdays: [2, 5], paused: false });
    expect(demo.lines.length).toBeGreaterThan(0);

    // The first Thursday after the seed, from 24 hours before its cut-off (Wednesday 15:00 New York).
    let date = new Date(t.clock.now + 2 * 86_400_000);
    while (date.getUTCDay() !== 4) date = new Date(date.getTime() + 86_400_000);
    const thursday = date.toISOString().slice(0, 10);
    const dates = new Set<string>();
    // Walk the clock from now to the cut-off an hour at a time, as the job would run.
    for (let at = t.clock.now; at < Date.parse(`${thursday}T00:00:00Z`); at += 3_600_000) {
      const outcomes = await placeDueStandingOrders({
        db: t.database.db,
        outbox: t.app.ctx.outbox,
        jobs: t.app.ctx.jobs,
        now: at,
      });
      for (const o of outcomes) {
        expect(o.orderNumber, JSON.stringify(o)).not.toBeNull();
        dates.add(o.deliveryDate);
      }
    }
    expect(dates).toContain(thursday);
    const order = await t.database.db
      .selectFrom('orders')
      .select(['order_number', 'ship_to_code'])
      .where('delivery_date', '=', thursday)
      .where('po_number', '=', `Standing ${demo.id}`)
      .executeTakeFirstOrThrow();
    expect(order.ship_to_code).toBe('DOWNTN');
  });
});
