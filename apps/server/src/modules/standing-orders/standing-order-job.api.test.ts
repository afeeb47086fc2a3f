import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { decodeQuotedPrintable } from '../../test/mail-text';
import { createTestApp, signInAs, TEST_DIALECT, type TestApp } from '../../test/test-app';
import { FX, insertCartFixtures } from '../cart/cart.fixtures';
import { MONDAY_9AM, orderCount } from '../checkout/checkout.fixtures';
import { STANDING_ORDERS_JOB, standingOrdersJob } from './standing-order-job';
import { placeDueStandingOrders } from './standing-order-placement.service';
import { mondaysAndThursdays, standingOrdersApi } from './standing-orders.fixtures';

/** Downtown's cut-off for Thursday 3 December is Wednesday 15:00 New York (20:00 UTC); 24 h before is Tuesday's. */
const TUESDAY_PLACEMENT = Date.parse('2026-12-01T20:00:00Z');
/** Monday 7 December: cut-off Sunday 15:00 New York, placed Saturday 5 December 15:00. */
const SATURDAY_PLACEMENT = Date.parse('2026-12-05T20:00:00Z');
const THURSDAY_10_PLACEMENT = Date.parse('2026-12-08T20:00:00Z');

describe('the standing order job', () => {
  let t: TestApp;
  let api: ReturnType<typeof standingOrdersApi>;
  let id: number;
  let mailDir: string;

  const run = (db = t.database.db) =>
    placeDueStandingOrders({ db, outbox: t.app.ctx.outbox, jobs: t.app.ctx.jobs, now: t.clock.now });

  /** The mails written since `before` files, decoded. */
  async function newMails(before: number): Promise<string[]> {
    await t.app.ctx.outbox.drain();
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort() : [];
    return files.slice(before).map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, f), 'utf8')));
  }
  /** Mail files so far, after delivering what earlier steps queued. */
  async function mailCount(): Promise<number> {
    await t.app.ctx.outbox.drain();
    return fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
  }

  const ordersFor = (date: string) =>
    t.database.db
      .selectFrom('orders')
      .select(['id', 'order_number', 'delivery_date', 'ship_to_code', 'po_number', 'total'])
      .where('delivery_date', '=', date)
      .where('po_number', '=', `Standing ${id}`)
      .execute();
  const linesOf = (orderId: number) =>
    t.database.db
      .selectFrom('order_lines')
      .select(['product_key', 'quantity', 'unit', 'unit_price', 'extension'])
      .where('order_id', '=', orderId)
      .orderBy('sequence')
      .execute();

  /** The standing orders as the buyer sees them now (signed in afresh: the clock moves days on). */
  const listNow = async () =>
    (await standingOrdersApi(t.app, await signInAs(t.app, 'customer')).list()).json().standingOrders as {
      id: number;
      lastRun: unknown;
      lines: { productKey: number; available: boolean }[];
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    mailDir = path.join(t.config.dataDir, 'mail');
    await insertCartFixtures(t.database.db);
    // The demo's own standing order (seed) would be due at these times too: this test watches only its own.
    await t.database.db.deleteFrom('standing_order_lines').execute();
    await t.database.db.deleteFrom('standing_orders').execute();
    api = standingOrdersApi(t.app, await signInAs(t.app, 'customer'));
    id = (await api.create(mondaysAndThursdays())).json().id;
    await t.app.ctx.outbox.drain();
  });
  afterAll(() => t.close());

  it('places nothing before the placement time (24 h before the cut-off)', async () => {
    t.clock.now = TUESDAY_PLACEMENT - 1000;
    const before = await orderCount(t.database.db);
    expect(await run()).toEqual([]);
    expect(await orderCount(t.database.db)).toBe(before);
  });

  it('places Thursday’s order when due, through the job queue, priced at that moment, and mails that it is editable until the cut-off', async () => {
    // Napkins by the case cost 15.00 when the standing order was made, 16.00 from 1 December.
    await t.database.db
      .insertInto('prices')
      .values({ product_key: FX.napkins, unit: 'CS', price: 16, effective_from: '2026-12-01' })
      .execute();
    t.clock.now = TUESDAY_PLACEMENT;
    const mailsBefore = await mailCount();
    await t.app.ctx.jobs.send(t.database.db, STANDING_ORDERS_JOB, {});
    const handler = standingOrdersJob({
      db: t.database.db,
      jobs: t.app.ctx.jobs,
      outbox: t.app.ctx.outbox,
      now: () => t.clock.now,
    });
    expect(await t.app.ctx.jobs.drain(STANDING_ORDERS_JOB, handler)).toBe(1);

    const [order, ...more] = await ordersFor('2026-12-03');
    expect(more).toEqual([]);
    expect(order).toMatchObject({ delivery_date: '2026-12-03', ship_to_code: 'DOWNTN' });
    const lines = await linesOf(order!.id);
    expect(
      lines.map((l) => [l.product_key, Number(l.quantity), l.unit, Number(l.unit_price), Number(l.extension)]),
    ).toEqual([
      [FX.chicken, 1, 'CS', 2.49, 99.6],
      [FX.napkins, 2, 'CS', 16, 32],
    ]);

    const mails = await newMails(mailsBefore);
    // One mail: the standing order's, with the confirmation in it (no second confirmation mail).
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Your standing order "Weekly produce" was placed as order ${order!.order_number}`);
    expect(mails[0]).toContain('Thursday, December 3, 2026');
    expect(mails[0]).toContain('Editable until Wed 3:00 pm');
    expect(mails[0]).toContain(`Order-${order!.order_number}.pdf`);
    expect(mails[0]).not.toContain('could not be filled');

    const listed = (await listNow()).find((s) => s.id === id)!;
    // The test products have no stock: the stock notices checkout gives are kept with the run (and in the mail).
    expect(listed.lastRun).toEqual({
      deliveryDate: '2026-12-03',
      orderNumber: order!.order_number,
      messages: [
        'Chicken Breast 40 lb: more than the 0.00 in stock was ordered; the rest follows when it arrives.',
        'Napkins: more than the 0.00 in stock was ordered; the rest follows when it arrives.',
      ],
    });
  });

  it('places it once: a second run, and two processes running at once, place nothing more', async () => {
    const before = await orderCount(t.database.db);
    expect(await run()).toEqual([]);
    expect(await orderCount(t.database.db)).toBe(before);

    // Saturday: Monday 7 December is due, and runs go together: on PostgreSQL from two processes (two pools); SQLite
    // serves one process (start-up lock), whose runs share its connection.
    t.clock.now = SATURDAY_PLACEMENT;
    const other = TEST_DIALECT === 'postgres' ? openDatabase(t.config.database) : null;
    try {
      const outcomes = await Promise.all([run(), run(other?.db), run(), run(other?.db)]);
      expect(outcomes.flat().filter((o) => o.orderNumber !== null)).toHaveLength(1);
    } finally {
      await other?.close();
    }
    expect(await ordersFor('2026-12-07')).toHaveLength(1);
    expect(await orderCount(t.database.db)).toBe(before + 1);
    expect(await run()).toEqual([]);
    // The standing order's own carts are gone once their orders are placed.
    const carts = await t.database.db
      .selectFrom('carts')
      .select('owner_key')
      .where('owner_key', 'like', 'standing:%')
      .execute();
    expect(carts).toEqual([]);
  });

  it('reports the lines it could not fill in the mail, keeps them on the standing order, and orders the rest', async () => {
    await t.database.db.updateTable('products').set({ is_active: 0 }).where('product_key', '=', FX.chicken).execute();
    try {
      t.clock.now = THURSDAY_10_PLACEMENT;
      const mailsBefore = await mailCount();
      const [outcome] = await run();
      expect(outcome).toMatchObject({ standingOrderId: id, deliveryDate: '2026-12-10' });
      expect(outcome!.messages).toContain(`Chicken Breast 40 lb (T${FX.chicken}) is no longer available.`);
      const [order] = await ordersFor('2026-12-10');
      expect((await linesOf(order!.id)).map((l) => l.product_key)).toEqual([FX.napkins]);

      const mails = await newMails(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Not ordered, because these lines could not be filled:');
      expect(mails[0]).toContain(`- Chicken Breast 40 lb (T${FX.chicken}) is no longer available.`);

      const listed = (await listNow()).find((s) => s.id === id)!;
      expect(listed.lines.map((l: { productKey: number; available: boolean }) => [l.productKey, l.available])).toEqual([
        [FX.chicken, false],
        [FX.napkins, true],
      ]);
    } finally {
      await t.database.db.updateTable('products').set({ is_active: 1 }).where('product_key', '=', FX.chicken).execute();
    }
  });

  it('places no order when no line can be filled, and mails why', async () => {
    t.clock.now = MONDAY_9AM;
    api = standingOrdersApi(t.app, await signInAs(t.app, 'customer'));
    const chickenOnly = (
      await api.create(
        mondaysAndThursdays({ name: 'Chicken', lines: [{ productKey: FX.chicken, quantity: 1, unit: 'CS' }] }),
      )
    ).json().id as number;
    await api.update(id, mondaysAndThursdays({ paused: true }));
    // The product leaves the catalogue altogether.
    await t.database.db.deleteFrom('prices').where('product_key', '=', FX.chicken).execute();
    t.clock.now = Date.parse('2026-12-12T20:00:00Z'); // Monday 14 December's placement.
    const mailsBefore = await mailCount();
    const outcomes = await run();
    expect(outcomes).toEqual([
      {
        standingOrderId: chickenOnly,
        deliveryDate: '2026-12-14',
        orderNumber: null,
        messages: [
          `Chicken Breast 40 lb (T${FX.chicken}) has no price today.`,
          'No line of the standing order can be ordered now.',
        ],
      },
    ]);
    const mails = await newMails(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(
      'Your standing order "Chicken" could not be placed for delivery on Monday, December 14, 2026.',
    );
    expect(mails[0]).toContain('has no price today.');
    // Said once: the next run neither orders nor mails again. The paused one placed nothing.
    expect(await run()).toEqual([]);
    expect(await ordersFor('2026-12-14')).toEqual([]);
  });
});
