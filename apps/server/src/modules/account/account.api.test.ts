import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountDetailRow, type AccountSummary } from '@storefront/contract';
import { runningBalances, toDecimal } from '@storefront/domain';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { generateLongLedger } from '../../seed/ar-generator';
import { writeArItems } from '../../seed/ar.seed';
import { accountApi, actForStMary, NOV_23_NOON, writeStMaryLedger } from './account.fixtures';
import { MAX_DETAIL_ROWS } from './account.service';

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
    expect(all.rows.map((r) => r.arCode)).toEqual([
      'AR000007',
      'AR000006',
      'AR000005',
      'AR000004',
      'AR000003',
      'AR000002',
      'AR000008',
      'AR000001',
    ]);
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
    expect(runningBalances(all.rows).map((d) => d.toFixed(2))).toEqual([
      '680.30',
      '600.30',
      '300.30',
      '375.55',
      '255.55',
      '200.00',
      '500.00',
      '510.00',
    ]);

    // A range starts from the balance of everything before it, its own (last, oldest) row.
    const autumn = (await stMary.detail('?startDate=2026-08-20&endDate=2026-11-02')).json<{
      rows: AccountDetailRow[];
    }>();
    expect(autumn.rows.map((r) => r.arCode)).toEqual(['AR000005', 'AR000004', 'AR000003', 'BALANCE-FORWARD']);
    expect((await stMary.detail('?startDate=2026-11-01')).json().rows).toHaveLength(4);

    const backwards = await stMary.detail('?startDate=2026-11-02&endDate=2026-08-20');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorReason).toContain('The start date cannot be later than the end date.');
    expect((await stMary.detail('?startDate=2026-02-30')).statusCode).toBe(400);
  });

  it("ends the running balance at the summary's balance, with credit not applied yet; a range starts from its Balance Forward row", async () => {
    const summary = (await stMary.summary()).json<AccountSummary>();
    expect(summary.unappliedCredit).toBe('-75.25');
    const all = (await stMary.detail()).json<{ rows: AccountDetailRow[] }>().rows;
    expect(runningBalances(all)[0]?.toFixed(2)).toBe(summary.balance);
    expect(all.some((r) => r.recordType === 0)).toBe(false);

    // 08/20 to 11/02: the spring menu invoice, its correction and its check come before (510.00 - 10.00 - 300.00).
    const autumn = (await stMary.detail('?startDate=2026-08-20&endDate=2026-11-02')).json<{
      rows: AccountDetailRow[];
    }>().rows;
    expect(autumn[autumn.length - 1]).toEqual({
      arCode: 'BALANCE-FORWARD',
      recordType: 0,
      type: 'Balance Forward',
      reference: 'Balance Forward',
      invoiceNumber: '',
      invoiceDate: '2026-08-20',
      dueDate: '2026-08-20',
      age: 0,
      initial: '200.00',
      balance: '200.00',
      remarks: 'Balance of all items before 08/20/2026',
      isCredit: false,
      orderNumber: null,
      scanDocuments: [],
      sequence: 0,
      estimate: null,
    });
    // The newest row's running balance is the balance as of the range end: 11/02, after the credit memo.
    expect(runningBalances(autumn).map((d) => d.toFixed(2))).toEqual(['300.30', '375.55', '255.55', '200.00']);
    const asOfEnd = all.filter((r) => r.invoiceDate <= '2026-11-02');
    expect(runningBalances(autumn)[0]?.toFixed(2)).toBe(
      asOfEnd.reduce((sum, r) => sum.plus(r.initial), toDecimal(0)).toFixed(2),
    );

    // From 11/01 on: the summary's balance again; a range with nothing before it starts from zero; a range with no items still has its forward row.
    const late = (await stMary.detail('?startDate=2026-11-01')).json<{ rows: AccountDetailRow[] }>().rows;
    expect(late.map((r) => r.arCode)).toEqual(['AR000007', 'AR000006', 'AR000005', 'BALANCE-FORWARD']);
    expect(runningBalances(late)[0]?.toFixed(2)).toBe(summary.balance);
    const first = (await stMary.detail('?startDate=2026-01-01&endDate=2026-06-01')).json<{ rows: AccountDetailRow[] }>()
      .rows;
    expect(first.map((r) => [r.arCode, r.initial])).toEqual([
      ['AR000001', '510.00'],
      ['BALANCE-FORWARD', '0.00'],
    ]);
    const quiet = (await stMary.detail('?startDate=2026-07-06&endDate=2026-08-19')).json<{ rows: AccountDetailRow[] }>()
      .rows;
    expect(quiet.map((r) => [r.arCode, r.invoiceDate, r.initial])).toEqual([
      ['BALANCE-FORWARD', '2026-07-06', '200.00'],
    ]);
    // Only an end date: the range starts with the ledger, so there is nothing to bring forward.
    const toSummer = (await stMary.detail('?endDate=2026-07-05')).json<{ rows: AccountDetailRow[] }>().rows;
    expect(toSummer.map((r) => r.arCode)).toEqual(['AR000002', 'AR000008', 'AR000001']);
  });

  it('carries the rows an answer leaves out as a Balance Forward row, so a long ledger still ends at the balance', async () => {
    // Lighthouse Pizza: a ledger longer than one answer carries, for the salesperson.
    const customerId = ids.LIGHTH ?? 0;
    const sales = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'sales')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('salesperson_customers')
      .values({ user_id: sales.id, customer_id: customerId })
      .execute();
    await writeArItems(t.database.db, customerId, generateLongLedger(MAX_DETAIL_ROWS + 40, '2026-11-23'), NOV_23_NOON);
    const lighthouse = accountApi(t.app, { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(customerId) });
    const summary = (await lighthouse.summary()).json<AccountSummary>();
    const detail = (await lighthouse.detail()).json<{ rows: AccountDetailRow[]; truncated: boolean }>();
    expect(detail.truncated).toBe(true);
    expect(detail.rows).toHaveLength(MAX_DETAIL_ROWS + 1);
    const forward = detail.rows[detail.rows.length - 1];
    expect(forward).toMatchObject({
      recordType: 0,
      type: 'Balance Forward',
      invoiceDate: detail.rows[detail.rows.length - 2]?.invoiceDate,
      sequence: 0,
    });
    expect(forward?.initial).not.toBe('0.00');
    expect(runningBalances(detail.rows)[0]?.toFixed(2)).toBe(summary.balance);
  });

  it('lists only open items for payment, oldest due first', async () => {
    const open = (await stMary.openAr()).json<
      { arCode: string; recordType: number; balance: string; po_number: string }[]
    >();
    expect(open.map((i) => i.arCode)).toEqual(['AR000001', 'AR000003', 'AR000004', 'AR000005', 'AR000006', 'AR000007']);
    expect(open[0]).toMatchObject({ recordType: 1, balance: '200.00', po_number: '' });
  });

  it('gives every demo trade customer a ledger of every record type whose aging adds up', async () => {
    const customer = accountApi(t.app, await signInAs(t.app, 'customer'));
    const s = (await customer.summary()).json<AccountSummary>();
    expect(s.name).toBe('Bayside Bistro');
    expect(agingTotal(s)).toBe(s.balance);
    expect(toDecimal(s.unappliedCredit).lt(0)).toBe(true);
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
