import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountDetailRow, type AccountSummary } from '@storefront/contract';
import { runningBalances, toDecimal } from '@storefront/domain';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { accountApi, actForStMary, NOV_23_NOON, writeStMaryLedger } from './account.fixtures';

const DAY = 86_400_000;

/** The aging adds up: unapplied credit + current + every bucket is the balance. */
function agingTotal(s: AccountSummary): string {
  return s.buckets.reduce((sum, b) => sum.plus(b.value), toDecimal(s.unappliedCredit).plus(s.current)).toFixed(2);
}

describe('account summary, detail and open A/R', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let stMary: ReturnType<typeof accountApi>;
  let onOrder: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = NOV_23_NOON;
    ids = await customerIds(t.database.db);
    const customerId = await actForStMary(t.database.db);
    await writeStMaryLedger(t.database.db, customerId, NOV_23_NOON);
    stMary = accountApi(t.app, { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.STMARY) });
    const open = await t.database.db
      .selectFrom('orders')
      .select(['total'])
      .where('customer_id', '=', customerId)
      .where('status', 'in', ['Open', 'Shipped'])
      .execute();
    onOrder = open.reduce((sum, o) => sum.plus(o.total), toDecimal(0)).toFixed(2);
  });
  afterAll(() => t.close());

  it('ages the open items by due date on the chosen day, and the aging adds up to the balance', async () => {
    const res = await stMary.summary();
    expect(res.statusCode).toBe(200);
    const s = res.json<AccountSummary>();
    expect(s).toMatchObject({
      name: "St. Mary's School Cafeteria",
      creditLimit: '5000.00',
      balance: '680.30',
      onHold: '100.00',
      onOrder,
      unappliedCredit: '-75.25',
      current: '380.00',
      lastPaymentDate: '2026-07-05',
      lastPaymentAmount: '300.00',
      lastInvoiceDate: '2026-11-10',
      lastInvoiceAmount: '300.00',
      asOf: '2026-11-23',
    });
    expect(s.buckets).toEqual([
      { name: '1-30', value: '120.00' },
      { name: '31-60', value: '0.00' },
      { name: '61-90', value: '55.55' },
      { name: 'Over 90', value: '200.00' },
    ]);
    expect(agingTotal(s)).toBe(s.balance);
    expect(s.availableCredit).toBe(toDecimal('5000').minus('680.30').minus(onOrder).minus('100').toFixed(2));
    expect(s.address).toContain('Gorham, ME 04038');

    // Three weeks later every debit has moved on; the balance is the same (a new session: the first one has expired).
    t.clock.now = NOV_23_NOON + 22 * DAY;
    const sales = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.STMARY) };
    const later = (await accountApi(t.app, sales).summary()).json<AccountSummary>();
    t.clock.now = NOV_23_NOON;
    expect(later.asOf).toBe('2026-12-15');
    expect(later.current).toBe('80.00');
    expect(later.buckets.map((b) => b.value)).toEqual(['300.00', '120.00', '55.55', '200.00']);
    expect(agingTotal(later)).toBe('680.30');
  });

  it('lists the rows newest first within the dates, with ages, and a running balance from the oldest', async () => {
    const all = (await stMary.detail()).json<{ rows: AccountDetailRow[]; truncated: boolean }>();
    expect(all.truncated).toBe(false);
    expect(all.rows.map((r) => r.arCode)).toEqual(['AR000007', 'AR000006', 'AR000005', 'AR000004', 'AR000003', 'AR000002', 'AR000001', 'AR000008']);
    const first = all.rows.find((r) => r.arCode === 'AR000006');
    expect(first).toMatchObject({
      type: 'Invoice',
      invoiceDate: '2026-11-10',
      dueDate: '2026-12-10',
      age: 13,
      initial: '300.00',
      isCredit: false,
      orderNumber: 'SO999001',
    });
    expect(all.rows.find((r) => r.arCode === 'AR000005')).toMatchObject({
      type: 'Credit Memo',
      isCredit: true,
      balance: '-75.25',
      remarks: 'Returned: damaged case',
    });
    expect(all.rows.find((r) => r.arCode === 'AR000007')?.age).toBe(0);
    expect(runningBalances(all.rows).map((d) => d.toFixed(2))).toEqual(['670.30', '590.30', '290.30', '365.55', '245.55', '190.00', '490.00', '-10.00']);

    const autumn = (await stMary.detail('?startDate=2026-08-20&endDate=2026-11-02')).json<{ rows: AccountDetailRow[] }>();
    expect(autumn.rows.map((r) => r.arCode)).toEqual(['AR000005', 'AR000004', 'AR000003']);
    expect((await stMary.detail('?startDate=2026-11-01')).json().rows).toHaveLength(3);

    const backwards = await stMary.detail('?startDate=2026-11-02&endDate=2026-08-20');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorReason).toContain('The start date cannot be later than the end date.');
    expect((await stMary.detail('?startDate=2026-02-30')).statusCode).toBe(400);
  });

  it('lists only open items for payment, oldest due first', async () => {
    const open = (await stMary.openAr()).json<{ arCode: string; recordType: number; balance: string; po_number: string }[]>();
    expect(open.map((i) => i.arCode)).toEqual(['AR000001', 'AR000003', 'AR000004', 'AR000005', 'AR000006', 'AR000007']);
    expect(open[0]).toMatchObject({ recordType: 1, balance: '200.00', po_number: '' });
  });

  it('gives every demo trade customer a ledger of every record type whose aging adds up', async () => {
    const customer = accountApi(t.app, await signInAs(t.app, 'customer'));
    const s = (await customer.summary()).json<AccountSummary>();
    expect(s.name).toBe('Bayside Bistro');
    expect(agingTotal(s)).toBe(s.balance);
    expect(toDecimal(s.unappliedCredit).lt(0)).toBe(true);
    expect(s.buckets.find((b) => b.name === 'Over 90')?.value).not.toBe('0.00');
    const rows = (await customer.detail()).json<{ rows: AccountDetailRow[] }>().rows;
    expect(new Set(rows.map((r) => r.recordType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(rows.some((r) => r.orderNumber?.startsWith('SO'))).toBe(true);
    const admin = (await accountApi(t.app, await signInAs(t.app, 'admin')).summary()).json<AccountSummary>();
    expect(admin).toMatchObject({ name: 'Harbor Grill & Oyster Bar', onHold: '412.50' });
  });

  it('keeps each customer to its own account and consumers out', async () => {
    const bayside = await signInAs(t.app, 'customer');
    const other = accountApi(t.app, { ...bayside, 'x-customer-key': String(ids.STMARY) });
    expect((await other.summary()).statusCode).toBe(403);
    expect((await other.openAr()).statusCode).toBe(403);
    const consumer = accountApi(t.app, await signInAs(t.app, 'consumer@example.com'));
    expect((await consumer.summary()).statusCode).toBe(403);
    expect((await consumer.detail()).statusCode).toBe(403);
    expect((await accountApi(t.app, {}).summary()).statusCode).toBe(401);
  });
});
