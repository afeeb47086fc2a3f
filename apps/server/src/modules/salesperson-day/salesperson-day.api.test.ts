import type { CustomerAttention, SalespersonAlerts } from '@storefront/contract';
import { isClosedOn, viewWeek } from '@storefront/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/schema';
import { EXPIRED_ROWS } from '../../platform/jobs/expired-rows';
import { purgeExpired } from '../../platform/jobs/purge-job';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, TEST_DIALECT, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY);

/**
 * A Wednesday two years on whose Friday is not a holiday: every seeded order, invoice and view is far older than what
 * the lists read, so only the rows each test writes count.
 */
function wednesdayTwoYearsOn(from: number): string {
  let ms = from + 730 * DAY;
  for (;;) {
    const friday = iso(ms + 2 * DAY);
    if (new Date(ms).getUTCDay() === 3 && !isClosedOn(friday, { usFederalHolidays: true, closedDates: [] }))
      return iso(ms);
    ms += DAY;
  }
}

/** Issue 33, the salesperson's start page, on both databases, with the clock on a Wednesday noon in New York. */
describe(`a salesperson's day (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let today: string;
  /** The Monday of this week; week(n) is the Monday n weeks before it. */
  let monday: string;
  const week = (n: number) => addDays(monday, -7 * n);
  /** A Tuesday delivery in the week n weeks ago. */
  const tuesday = (n: number) => addDays(week(n), 1);
  let standard: Record<string, number[]>;
  let notInGuide: number;
  let orderNo = 700_000;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ids = await customerIds(db);
    today = wednesdayTwoYearsOn(t.clock.now);
    monday = addDays(today, -2);
    // 17:00 UTC is noon in New York (EST): the site's today is the Wednesday.
    t.clock.now = Date.parse(`${today}T17:00:00Z`);
    // The seeded ledger is two years old by now: its open invoices would all be overdue.
    await db.updateTable('ar_items').set({ balance: 0 }).execute();
    // So is the seeded credit request: only the requests a test opens count.
    await db.updateTable('credit_requests').set({ status: 'Rejected' }).execute();
    const rows = await db
      .selectFrom('order_guide_products as gp')
      .innerJoin('order_guides as g', 'g.id', 'gp.guide_id')
      .innerJoin('customers as c', 'c.id', 'g.customer_id')
      .innerJoin('products as p', 'p.product_key', 'gp.product_key')
      .select(['c.customer_code', 'gp.product_key'])
      .where('g.name', '=', 'Standard')
      .where('p.is_active', '=', 1)
      .orderBy('gp.product_key')
      .execute();
    standard = {};
    for (const r of rows) (standard[r.customer_code] ??= []).push(r.product_key);
    const inBaysides = new Set(standard.BAYBIS ?? []);
    const other = await db
      .selectFrom('products')
      .select('product_key')
      .where('is_active', '=', 1)
      .where('product_key', 'not in', [...inBaysides])
      .orderBy('product_key')
      .limit(1)
      .executeTakeFirstOrThrow();
    notInGuide = other.product_key;
    // A second salesperson (same password as the demo one) with St. Mary's, which the demo salesperson does not have.
    const sales = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'sales')
      .executeTakeFirstOrThrow();
    const otherSales = await db
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
    await db
      .insertInto('salesperson_customers')
      .values({ user_id: otherSales.id, customer_id: ids.STMARY ?? 0 })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db
      .deleteFrom('order_lines')
      .where('order_id', 'in', db.selectFrom('orders').select('id').where('order_number', 'like', 'SD%'))
      .execute();
    await db.deleteFrom('orders').where('order_number', 'like', 'SD%').execute();
    await db.deleteFrom('ar_items').where('ar_code', 'like', 'SD-%').execute();
    await db.deleteFrom('product_views').execute();
  });

  const guideProduct = (customer: string, index: number) => {
    const key = standard[customer]?.[index];
    if (key === undefined) throw new Error(`${customer} has no Standard guide line ${index}`);
    return key;
  };

  /** One order of the customer delivered on `deliveryDate` (ordered the day before) with a line of each product. */
  async function bought(
    customer: string,
    deliveryDate: string,
    productKeys: readonly number[],
    status: OrderStatus = 'Invoiced',
    orderDate = addDays(deliveryDate, -1),
  ): Promise<void> {
    const db = t.database.db;
    const order = await db
      .insertInto('orders')
      .values({
        order_number: `SD${orderNo++}`,
        customer_id: ids[customer] ?? 0,
        user_id: null,
        status,
        order_date: orderDate,
        delivery_date: deliveryDate,
        ship_to_code: 'MAIN',
        ship_method: 'Delivery',
        created_at: Date.parse(`${orderDate}T15:00:00Z`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values(
        productKeys.map((productKey) => ({
          order_id: order.id,
          product_key: productKey,
          unit: 'CS',
          quantity: 1,
          stock_quantity: 1,
          price_unit: 'CS',
          unit_price: '10.00',
          extension: '10.00',
        })),
      )
      .execute();
  }

  async function invoice(
    customer: string,
    code: string,
    dueDate: string,
    balance: string,
    recordType = 1,
    initial = balance,
  ): Promise<void> {
    await t.database.db
      .insertInto('ar_items')
      .values({
        customer_id: ids[customer] ?? 0,
        ar_code: code,
        record_type: recordType,
        reference: code,
        invoice_number: code,
        order_number: `SO-${code}`,
        invoice_date: addDays(dueDate, -30),
        due_date: dueDate,
        initial,
        balance,
        created_at: t.clock.now,
      })
      .execute();
  }

  async function alertsOf(username: string): Promise<SalespersonAlerts> {
    const headers = await signInAs(t.app, username);
    const res = await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SalespersonAlerts;
  }
  const customerIn = (alerts: SalespersonAlerts, code: string): CustomerAttention | undefined =>
    alerts.customers.find((c) => c.customerCode === code);

  it('lists a Standard guide product bought in 3 of the 8 earlier weeks and in none of the last 3', async () => {
    const [a, b, c, d, e] = [0, 1, 2, 3, 4].map((i) => guideProduct('BAYBIS', i)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    // a: weeks 4, 6 and 11 (the oldest earlier week), twice in week 6: 3 weeks.
    await bought('BAYBIS', tuesday(11), [a, b]);
    await bought('BAYBIS', tuesday(6), [a, c, e]);
    await bought('BAYBIS', addDays(tuesday(6), 2), [a]);
    await bought('BAYBIS', tuesday(4), [a, b, c, d, notInGuide]);
    // b: weeks 4 and 11, and week 12, before the 8 weeks: 2 weeks. c: weeks 4 and 6 and last week.
    await bought('BAYBIS', tuesday(12), [b]);
    await bought('BAYBIS', tuesday(5), [c, d, e, notInGuide]);
    await bought('BAYBIS', tuesday(1), [c]);
    // d: weeks 4, 5 and 3 weeks ago (the first recent week). e: weeks 5 and 6, and week 7 on a cancelled order.
    await bought('BAYBIS', tuesday(3), [d]);
    await bought('BAYBIS', tuesday(7), [e, notInGuide], 'Cancelled');
    await bought('BAYBIS', tuesday(9), [notInGuide]);

    const alerts = await alertsOf('sales');
    const bayside = customerIn(alerts, 'BAYBIS');
    expect(bayside?.stoppedBuying.map((s) => s.productKey)).toEqual([a]);
    expect(bayside?.stoppedBuying[0]).toMatchObject({ lastBoughtOn: tuesday(4), weeksBought: 3 });
    expect(bayside).toMatchObject({
      customerKey: ids.BAYBIS,
      customerName: 'Bayside Bistro',
      usualOrderMissing: null,
      overdueInvoices: [],
      viewedNotBought: [],
    });

    // Bought this week (delivered next Monday, ordered today): no longer stopped.
    await bought('BAYBIS', addDays(monday, 7), [a], 'Open', today);
    expect(customerIn(await alertsOf('sales'), 'BAYBIS')).toBeUndefined();
  });

  it("never lists another salesperson's customer, and lists it for theirs", async () => {
    const key = guideProduct('STMARY', 0);
    for (const n of [4, 5, 6]) await bought('STMARY', tuesday(n), [key]);
    expect(customerIn(await alertsOf('sales'), 'STMARY')).toBeUndefined();
    const theirs = await alertsOf('sales2');
    expect(theirs.customers.map((c) => [c.customerCode, c.stoppedBuying.map((s) => s.productKey)])).toEqual([
      ['STMARY', [key]],
    ]);
  });

  it('lists invoices with a balance more than 30 days past due, with amounts, oldest first, 10 at most', async () => {
    await invoice('HARGRL', 'SD-31', addDays(today, -31), '120.50', 1, '200.00');
    await invoice('HARGRL', 'SD-30', addDays(today, -30), '50.00');
    await invoice('HARGRL', 'SD-PAID', addDays(today, -90), '0.00', 1, '80.00');
    await invoice('HARGRL', 'SD-MEMO', addDays(today, -90), '-40.00', 6);
    await invoice('HARGRL', 'SD-NSF', addDays(today, -90), '35.00', 3);
    for (let i = 0; i < 12; i++) await invoice('MAPLEC', `SD-M${i}`, addDays(today, -40 - i), '10.25');

    const alerts = await alertsOf('sales');
    const harbor = customerIn(alerts, 'HARGRL');
    expect(harbor?.overdueInvoices).toEqual([
      {
        arCode: 'SD-31',
        invoiceNumber: 'SD-31',
        orderNumber: 'SO-SD-31',
        invoiceDate: addDays(today, -61),
        dueDate: addDays(today, -31),
        daysPastDue: 31,
        amount: '200.00',
        balance: '120.50',
      },
    ]);
    expect(harbor).toMatchObject({ overdueTotal: '120.50', overdueCount: 1, stoppedBuying: [] });
    const maple = customerIn(alerts, 'MAPLEC');
    expect(maple?.overdueInvoices.map((i) => i.arCode)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `SD-M${i}`),
    );
    expect(maple).toMatchObject({ overdueTotal: '123.00', overdueCount: 12 });
  });

  it("records a customer user's product views, one row a day, and lists those not bought this week", async () => {
    const db = t.database.db;
    const [viewed, boughtToo, salesOnly, lastWeek] = [0, 1, 2, 3].map((i) => guideProduct('BAYBIS', i)) as [
      number,
      number,
      number,
      number,
    ];
    const customer = await signInAs(t.app, 'customer');
    const view = async (key: number, headers: Record<string, string>) =>
      expect((await t.app.inject({ method: 'GET', url: `/api/product/${key}`, headers })).statusCode).toBe(200);
    await view(viewed, customer);
    t.clock.now += 60_000;
    await view(viewed, customer);
    await view(boughtToo, customer);
    const sales = await signInAs(t.app, 'sales');
    await view(salesOnly, { ...sales, 'x-customer-key': String(ids.BAYBIS) });
    // A guest's view is nobody's.
    await view(lastWeek, {});
    const rows = () =>
      db.selectFrom('product_views').select(['customer_id', 'product_key', 'views']).orderBy('product_key').execute();
    // The view is recorded after the answer is sent.
    await expect.poll(rows).toEqual(
      [
        { customer_id: ids.BAYBIS, product_key: viewed, views: 2 },
        { customer_id: ids.BAYBIS, product_key: boughtToo, views: 1 },
      ].sort((x, y) => x.product_key - y.product_key),
    );
    // Viewed just before Monday 00:00 in New York is last week's.
    const mondayStart = viewWeek(t.clock.now, 'America/New_York').viewedFrom;
    expect(iso(mondayStart)).toBe(monday);
    await db
      .insertInto('product_views')
      .values([
        {
          customer_id: ids.BAYBIS ?? 0,
          product_key: lastWeek,
          day_start: mondayStart - 5 * 3_600_000,
          last_viewed_at: mondayStart - 1,
        },
        {
          customer_id: ids.HARGRL ?? 0,
          product_key: lastWeek,
          day_start: mondayStart - 5 * 3_600_000,
          last_viewed_at: mondayStart,
        },
      ])
      .execute();
    // Bought this week; a cancelled order does not count.
    await bought('BAYBIS', addDays(today, 2), [boughtToo], 'Open', today);
    await bought('BAYBIS', addDays(today, 2), [viewed], 'Cancelled', monday);

    const alerts = await alertsOf('sales');
    expect(customerIn(alerts, 'BAYBIS')?.viewedNotBought).toEqual([
      {
        productKey: viewed,
        productCode: expect.any(String),
        description: expect.any(String),
        lastViewedAt: new Date(t.clock.now).toISOString(),
        views: 2,
      },
    ]);
    expect(customerIn(alerts, 'HARGRL')?.viewedNotBought.map((v) => v.productKey)).toEqual([lastWeek]);
  });

  it('ranks customers: a missing usual order first, then the larger overdue amount, then stopped buying, then views', async () => {
    const friday = addDays(today, 2);
    // Maple's usual Friday order (3 of the last 4 Fridays) is missing for this Friday.
    for (const days of [7, 14, 28]) await bought('MAPLEC', addDays(friday, -days), [guideProduct('MAPLEC', 0)]);
    await invoice('HARGRL', 'SD-BIG', addDays(today, -45), '900.00');
    await invoice('PINEDL', 'SD-SMALL', addDays(today, -45), '15.00');
    const stopped = guideProduct('CASCOB', 0);
    for (const n of [4, 5, 6]) await bought('CASCOB', tuesday(n), [stopped]);
    await t.database.db
      .insertInto('product_views')
      .values({
        customer_id: ids.NORTAV ?? 0,
        product_key: stopped,
        day_start: Date.parse(`${today}T00:00:00Z`),
        last_viewed_at: t.clock.now,
      })
      .execute();

    const alerts = await alertsOf('sales');
    expect(alerts.customers.map((c) => [c.urgency, c.customerCode])).toEqual([
      [1, 'MAPLEC'],
      [2, 'HARGRL'],
      [3, 'PINEDL'],
      [4, 'CASCOB'],
      [5, 'NORTAV'],
    ]);
    expect(alerts.customers[0]?.usualOrderMissing).toEqual({
      deliveryDate: friday,
      cutoffAt: alerts.usualOrderMissing[0]?.cutoffAt,
      cutoffLabel: 'Thu 3:00 pm',
    });
    // The /select-customer banner's list is as it was.
    expect(alerts.usualOrderMissing.map((m) => m.customerCode)).toEqual(['MAPLEC']);
  });

  it('lists the credit requests waiting for review, oldest first, before any overdue amount, until reviewed', async () => {
    const db = t.database.db;
    const seeded = await db
      .selectFrom('credit_requests')
      .select(['id', 'customer_id', 'requested_amount'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const code = Object.keys(ids).find((c) => ids[c] === seeded.customer_id) ?? '';
    await db.updateTable('credit_requests').set({ status: 'Open' }).where('id', '=', seeded.id).execute();
    try {
      const mine = customerIn(await alertsOf('sales'), code);
      expect(mine?.openCreditCount).toBe(1);
      expect(mine?.openCreditRequests).toEqual([
        {
          number: `CR-${String(seeded.id).padStart(6, '0')}`,
          orderNumber: expect.any(String),
          requestedAt: expect.any(String),
          amount: Number(seeded.requested_amount).toFixed(2),
        },
      ]);
      expect(mine?.urgency).toBe(1);
      // Not the other salesperson's customer.
      expect((await alertsOf('sales2')).customers.some((c) => c.openCreditCount > 0)).toBe(false);
      await db.updateTable('credit_requests').set({ status: 'Approved' }).where('id', '=', seeded.id).execute();
      expect(customerIn(await alertsOf('sales'), code)?.openCreditCount ?? 0).toBe(0);
    } finally {
      await db.updateTable('credit_requests').set({ status: 'Rejected' }).where('id', '=', seeded.id).execute();
    }
  });

  it('purges product views of days more than 5 weeks ago', async () => {
    const db = t.database.db;
    const day = (daysAgo: number) => Math.floor((t.clock.now - daysAgo * DAY) / DAY) * DAY;
    const key = guideProduct('BAYBIS', 0);
    await db
      .insertInto('product_views')
      .values([
        { customer_id: ids.BAYBIS ?? 0, product_key: key, day_start: day(36), last_viewed_at: day(36) },
        { customer_id: ids.BAYBIS ?? 0, product_key: key, day_start: day(34), last_viewed_at: day(34) },
      ])
      .execute();
    const kinds = EXPIRED_ROWS.filter((k) => k.table === 'product_views');
    await purgeExpired({ db, config: t.config, now: () => t.clock.now, log: { warn() {} } }, kinds);
    expect(await db.selectFrom('product_views').select('day_start').execute()).toEqual([{ day_start: day(34) }]);
  });

  it('is for salespeople only', async () => {
    const customer = await signInAs(t.app, 'customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts', headers: customer })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/salesperson/alerts' })).statusCode).toBe(401);
  });

  it('answers the product page when the view cannot be recorded', async () => {
    const key = guideProduct('BAYBIS', 0);
    await t.database.db.schema.dropTable('product_views').execute();
    const customer = await signInAs(t.app, 'customer');
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${key}`, headers: customer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productKey: key });
  });
});
