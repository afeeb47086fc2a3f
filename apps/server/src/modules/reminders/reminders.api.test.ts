import { cutoffInstant, isClosedOn } from '@storefront/domain';
import type { OrderRemindersPreference, SalespersonAlerts } from '@storefront/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/schema';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, TEST_DIALECT, type TestApp } from '../../test/test-app';
import { EXPIRED_ROWS } from '../../platform/jobs/expired-rows';
import { purgeExpired } from '../../platform/jobs/purge-job';
import { deliveredMail } from '../identity/accounts.fixtures';
import { REMINDER_JOB, runReminderJob } from './reminder-job';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NY = 'America/New_York';
/** The demo ship-tos (MAIN) deliver Mon, Wed, Fri; orders by 15:00 the day before. */
const MAIN = { cutoffTime: '15:00', leadDays: 1 };
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) - days * DAY);

/**
 * A Friday some 9 weeks on (not a holiday), when every seeded order is older than the 4 weeks the rule reads: only the
 * orders each test writes count.
 */
function futureFriday(from: number): string {
  let ms = from + 63 * DAY;
  while (new Date(ms).getUTCDay() !== 5 || isClosedOn(iso(ms), { usFederalHolidays: true, closedDates: [] })) ms += DAY;
  return iso(ms);
}

/** Issue 32 reminders, on both databases, with the clock moved to Thursday before a Friday delivery. */
describe(`order reminders (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let friday: string;
  let cutoff: number;
  let orderNo = 900_000;

  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    friday = futureFriday(t.clock.now);
    cutoff = cutoffInstant(friday, MAIN, NY) ?? 0;
    // A second salesperson (same password as the demo one) with a customer the demo salesperson does not have.
    const sales = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'sales')
      .executeTakeFirstOrThrow();
    const other = await t.database.db
      .insertInto('users')
      .values({
        username: 'sales2',
        email: 'sales2@harborfoods.example',
        name: 'Second Salesperson',
        password_hash: sales.password_hash,
        kind: 'salesperson',
        customer_id: null,
        created_at: t.clock.now,
        password_changed_at: t.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('salesperson_customers')
      .values({ user_id: other.id, customer_id: ids.STMARY ?? 0 })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    // Each test writes its own history: none of another's orders, reminders or switches count.
    await t.database.db.deleteFrom('order_reminders').execute();
    await t.database.db.deleteFrom('orders').where('order_number', 'like', 'RM%').execute();
    await t.database.db.updateTable('users').set({ order_reminders: 1 }).execute();
  });

  async function order(customer: string, deliveryDate: string, status: OrderStatus = 'Invoiced'): Promise<void> {
    await t.database.db
      .insertInto('orders')
      .values({
        order_number: `RM${orderNo++}`,
        customer_id: ids[customer] ?? 0,
        user_id: null,
        status,
        order_date: daysBefore(deliveryDate, 1),
        delivery_date: deliveryDate,
        ship_to_code: 'MAIN',
        ship_method: 'Delivery',
        created_at: Date.parse(`${deliveryDate}T12:00:00Z`) - DAY,
      })
      .execute();
  }

  /** 3 of the last 4 Fridays before `friday`. */
  async function usualFridays(customer: string): Promise<void> {
    await order(customer, daysBefore(friday, 7));
    await order(customer, daysBefore(friday, 14), 'Shipped');
    await order(customer, daysBefore(friday, 28));
  }

  /** Sends the periodic job and runs it as a worker would; then delivers the mail. Returns the reminders mailed now. */
  async function runJob() {
    const before = await deliveredMail(t.app, t.config.mailDir);
    await t.app.ctx.jobs.send(t.database.db, REMINDER_JOB, {});
    const handler = runReminderJob({ db: t.database.db, now: () => t.clock.now, outbox: t.app.ctx.outbox });
    await t.app.ctx.jobs.drain(REMINDER_JOB, handler);
    const after = await deliveredMail(t.app, t.config.mailDir);
    return after.slice(before.length).filter((m) => m.subject.includes('usual order'));
  }

  it('mails each user of the customer once, an hour before the cut-off, with the Standard guide and the cut-off', async () => {
    await usualFridays('BAYBIS');
    t.clock.now = cutoff - HOUR;
    const mails = await runJob();
    expect(mails.map((m) => m.to)).toEqual(['orders@baysidebistro.example']);
    const [mail] = mails;
    expect(mail?.subject).toContain('order by Thu 3:00 pm');
    expect(mail?.text).toContain('Bayside Bistro usually orders');
    expect(mail?.text).toContain(`${t.config.publicUrl}/products#og=Standard`);
    expect(mail?.text).toContain('Order by Thu 3:00 pm');
    const rows = await t.database.db.selectFrom('order_reminders').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ customer_id: ids.BAYBIS, delivery_date: friday, recipients: 1 })]);
    // A second run, later in the window, sends nothing.
    t.clock.now = cutoff - 10 * 60_000;
    expect(await runJob()).toEqual([]);
  });

  it('sends nothing when an Open order for the date exists, but does when that order was cancelled', async () => {
    await usualFridays('BAYBIS');
    await order('BAYBIS', friday, 'Open');
    t.clock.now = cutoff - HOUR;
    expect(await runJob()).toEqual([]);
    await t.database.db
      .updateTable('orders')
      .set({ status: 'Cancelled' })
      .where('delivery_date', '=', friday)
      .execute();
    expect((await runJob()).map((m) => m.to)).toEqual(['orders@baysidebistro.example']);
  });

  it('sends nothing before the window (3 h before) nor after the cut-off, nor for a weekday not usual', async () => {
    await usualFridays('BAYBIS');
    t.clock.now = cutoff - 3 * HOUR;
    expect(await runJob()).toEqual([]);
    t.clock.now = cutoff;
    expect(await runJob()).toEqual([]);
    t.clock.now = cutoff + HOUR;
    expect(await runJob()).toEqual([]);
    expect(await t.database.db.selectFrom('order_reminders').selectAll().execute()).toEqual([]);
    // 2 of the last 4 Fridays is not usual.
    await t.database.db.deleteFrom('orders').where('delivery_date', '=', daysBefore(friday, 28)).execute();
    t.clock.now = cutoff - HOUR;
    expect(await runJob()).toEqual([]);
  });

  it('follows the site setting: with 4 h, 3 h before the cut-off is in the window', async () => {
    await usualFridays('BAYBIS');
    const admin = await signInAs(t.app, 'admin');
    const set = (hours: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/siteSettings',
        headers: admin,
        payload: { reminderLeadHours: hours },
      });
    expect((await set(4)).statusCode).toBe(200);
    try {
      t.clock.now = cutoff - 3 * HOUR;
      expect(await runJob()).toHaveLength(1);
    } finally {
      await set(2);
    }
  });

  it('does not mail a user who turned reminders off, and records the reminder all the same', async () => {
    await usualFridays('BAYBIS');
    const customer = await signInAs(t.app, 'customer');
    const put = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/preferences/reminders',
        headers: customer,
        payload: { orderReminders: on },
      });
    const get = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/preferences/reminders', headers: customer })
      ).json() as OrderRemindersPreference;
    expect(await get()).toEqual({ orderReminders: true });
    const off = await put(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ orderReminders: false });
    expect(await get()).toEqual({ orderReminders: false });
    t.clock.now = cutoff - HOUR;
    expect(await runJob()).toEqual([]);
    expect(await t.database.db.selectFrom('order_reminders').select('recipients').execute()).toEqual([
      { recipients: 0 },
    ]);
    expect((await put(true)).json()).toEqual({ orderReminders: true });
  });

  it('refuses a switch that is not a boolean, and callers not signed in', async () => {
    const customer = await signInAs(t.app, 'customer');
    for (const payload of [{ orderReminders: 'no' }, {}, { orderReminders: true, extra: 1 }, []]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/preferences/reminders', headers: customer, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences/reminders' })).statusCode).toBe(401);
  });

  it("lists exactly the salesperson's own customers whose usual order is missing, soonest cut-off first", async () => {
    await usualFridays('BAYBIS');
    await usualFridays('HARGRL');
    await order('HARGRL', friday, 'Open');
    await usualFridays('MAPLEC');
    // St. Mary's belongs to the other salesperson.
    await usualFridays('STMARY');
    // The list does not wait for the reminder window: 4 h before the cut-off the usual order is missing already.
    t.clock.now = cutoff - 4 * HOUR;
    const sales = await signInAs(t.app, 'sales');
    const res = await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts', headers: sales });
    expect(res.statusCode, res.body).toBe(200);
    const alerts = res.json() as SalespersonAlerts;
    expect(alerts.usualOrderMissing.map((a) => a.customerCode)).toEqual(['BAYBIS', 'MAPLEC']);
    expect(alerts.usualOrderMissing[0]).toEqual({
      customerKey: ids.BAYBIS,
      customerCode: 'BAYBIS',
      customerName: 'Bayside Bistro',
      deliveryDate: friday,
      cutoffAt: new Date(cutoff).toISOString(),
      cutoffLabel: 'Thu 3:00 pm',
    });

    const other = await signInAs(t.app, 'sales2');
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts', headers: other })
    ).json() as SalespersonAlerts;
    expect(theirs.usualOrderMissing.map((a) => a.customerCode)).toEqual(['STMARY']);
  });

  it('purges reminders sent more than 60 days ago', async () => {
    const db = t.database.db;
    await db
      .insertInto('order_reminders')
      .values([
        { customer_id: ids.BAYBIS ?? 0, delivery_date: '2020-01-03', sent_at: t.clock.now - 61 * DAY, recipients: 1 },
        { customer_id: ids.BAYBIS ?? 0, delivery_date: friday, sent_at: t.clock.now - 59 * DAY, recipients: 1 },
      ])
      .execute();
    const kinds = EXPIRED_ROWS.filter((k) => k.table === 'order_reminders');
    await purgeExpired({ db, config: t.config, now: () => t.clock.now, log: { warn() {} } }, kinds);
    expect(await db.selectFrom('order_reminders').select('delivery_date').execute()).toEqual([
      { delivery_date: friday },
    ]);
  });

  it('is for salespeople only', async () => {
    const customer = await signInAs(t.app, 'customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts', headers: customer })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts' })).statusCode).toBe(401);
  });
});

/** The cut-off of the first Friday (not a holiday) whose cut-off is still ahead of `now`. */
function nextFridayCutoff(now: number): number {
  for (let ms = now; ; ms += DAY) {
    const date = iso(ms);
    if (new Date(ms).getUTCDay() !== 5 || isClosedOn(date, { usFederalHolidays: true, closedDates: [] })) continue;
    const cutoff = cutoffInstant(date, MAIN, NY) ?? 0;
    if (cutoff > now) return cutoff;
  }
}

/** The demo: Bayside Bistro (user `customer`) orders for Friday every week in the seeded history (issue 32). */
describe(`the demo customer's reminder (${TEST_DIALECT})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is mailed before the cut-off of the next Friday, and the demo salesperson sees Bayside Bistro in the list', async () => {
    // Signed in at each clock time: a session does not live through days of the clock moving on.
    const alerts = async () => {
      const sales = await signInAs(t.app, 'sales');
      const res = await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts', headers: sales });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as SalespersonAlerts).usualOrderMissing.map((a) => a.customerCode);
    };
    // Whichever of Mon, Wed and Fri is next, one of the demo customers usually orders for it.
    expect((await alerts()).filter((c) => ['BAYBIS', 'MAPLEC', 'NORTAV'].includes(c))).toHaveLength(1);
    const cutoff = nextFridayCutoff(t.clock.now);
    t.clock.now = cutoff - HOUR;
    expect(await alerts()).toContain('BAYBIS');

    await t.app.ctx.jobs.send(t.database.db, REMINDER_JOB, {});
    await t.app.ctx.jobs.drain(
      REMINDER_JOB,
      runReminderJob({ db: t.database.db, now: () => t.clock.now, outbox: t.app.ctx.outbox }),
    );
    const mails = (await deliveredMail(t.app, t.config.mailDir)).filter((m) => m.subject.includes('usual order'));
    expect(mails.filter((m) => m.to === 'orders@baysidebistro.example')).toHaveLength(1);
  });
});
