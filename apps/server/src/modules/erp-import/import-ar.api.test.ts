import type { AccountDetailRow, OpenArItem } from '@storefront/contract';
import { addIsoDays } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { csvOf, importNow } from './import.fixtures';
import { AR_COLUMNS } from './kinds/ar.kind';

const HEADER = [
  'customer_code',
  'reference',
  'record_type',
  'invoice_date',
  'due_date',
  'initial_amount',
  'open_amount',
  'invoice_number',
  'po_number',
  'order_number',
  'remarks',
];
type Cells = Partial<Record<(typeof HEADER)[number], string>>;
const row = (reference: string, over: Cells = {}) => {
  const base: Record<string, string> = {
    customer_code: 'BAYBIS',
    reference,
    record_type: 'invoice',
    invoice_date: '2026-11-02',
    initial_amount: '1284.50',
    open_amount: '1284.50',
    po_number: 'PO-5531',
    ...over,
  };
  return HEADER.map((h) => base[h] ?? '');
};

describe('ERP import of open A/R (issue 30)', () => {
  let t: TestApp;
  let bayside: number;
  beforeAll(async () => {
    t = await createTestApp();
    bayside = (await customerIds(t.database.db)).BAYBIS!;
    await t.database.db.updateTable('customers').set({ terms_days: 21 }).where('id', '=', bayside).execute();
  });
  afterAll(() => t.close());

  const openAr = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/openar',
      headers: await signInAs(t.app, 'customer'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OpenArItem[];
  };
  const detail = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/detail',
      headers: await signInAs(t.app, 'customer'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { rows: AccountDetailRow[] }).rows;
  };
  const stored = (reference: string) =>
    t.database.db
      .selectFrom('ar_items')
      .selectAll()
      .where('customer_id', '=', bayside)
      .where('reference', '=', reference)
      .executeTakeFirst();

  it('serves a template whose example row a dry run accepts', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/ar/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]!.split(',')).toEqual(AR_COLUMNS.map((c) => c.name));
    const dry = await importNow(t, 'ar', res.body, 'dryRun=true');
    expect(dry).toMatchObject({ state: 'done', dryRun: true, counts: { read: 1, inserted: 1, refused: 0 } });
  });

  it("imports open items into the customer's open A/R with their balances; a second import changes nothing", async () => {
    const file = csvOf(HEADER, [
      row('IN880001', { open_amount: '284.50', order_number: 'SO880001' }),
      row('CM880002', {
        record_type: 'Credit Memo',
        initial_amount: '-40.00',
        open_amount: '-40.00',
        due_date: '2026-11-05',
      }),
      row('FI880003', { record_type: '2', initial_amount: '75', open_amount: '75', remarks: 'Standing order' }),
    ]);
    const first = await importNow(t, 'ar', file);
    expect(first.counts).toMatchObject({ read: 3, inserted: 3, updated: 0, unchanged: 0, refused: 0 });

    const items = await openAr();
    const invoice = items.find((i) => i.arCode === 'IN880001');
    expect(invoice).toMatchObject({
      reference: 'IN880001',
      recordType: 1,
      invoiceNumber: 'IN880001',
      invoiceDate: '2026-11-02',
      // No due date given: the invoice date plus the customer's 21 days.
      dueDate: addIsoDays('2026-11-02', 21),
      po_number: 'PO-5531',
      initial: '1284.50',
      balance: '284.50',
      isCredit: false,
    });
    expect(items.find((i) => i.arCode === 'CM880002')).toMatchObject({
      recordType: 6,
      balance: '-40.00',
      isCredit: true,
      invoiceNumber: '',
      dueDate: '2026-11-05',
    });
    expect(items.find((i) => i.arCode === 'FI880003')).toMatchObject({ recordType: 2, invoiceNumber: 'FI880003' });
    expect((await stored('IN880001'))!.order_number).toBe('SO880001');
    expect((await detail()).find((r) => r.arCode === 'IN880001')!.balance).toBe('284.50');

    const again = await importNow(t, 'ar', file);
    expect(again.counts).toMatchObject({ read: 3, inserted: 0, updated: 0, unchanged: 3, refused: 0 });
  });

  it('a changed balance changes only that item, and the account detail shows it at once', async () => {
    const file = csvOf(HEADER, [
      row('IN880001', { open_amount: '100.00', order_number: 'SO880001' }),
      row('CM880002', { record_type: 'creditmemo', initial_amount: '-40', open_amount: '-40', due_date: '2026-11-05' }),
    ]);
    const result = await importNow(t, 'ar', file);
    expect(result.counts).toMatchObject({ updated: 1, unchanged: 1, refused: 0 });
    expect((await openAr()).find((i) => i.arCode === 'IN880001')!.balance).toBe('100.00');
    expect((await detail()).find((r) => r.arCode === 'IN880001')!.balance).toBe('100.00');
  });

  it('refuses bad rows with their line, column and reason, and imports the rest', async () => {
    const file = csvOf(HEADER, [
      row('CM880010', { record_type: 'creditMemo', initial_amount: '40', open_amount: '40' }), // line 2
      row('IN880011', { open_amount: '1300' }), // line 3
      row('IN880012', { open_amount: '-5' }), // line 4
      row('IN880013', { record_type: 'refund' }), // line 5
      row('IN880014', { customer_code: 'NOSUCH' }), // line 6
      row('IN880015', { invoice_date: '2026-02-30' }), // line 7
      row('IN880016', { due_date: '2026-11-01' }), // line 8
      row('IN880017', { initial_amount: '12.345', open_amount: '12.34' }), // line 9
      row('IN880018'), // line 10
    ]);
    const result = await importNow(t, 'ar', file);
    expect(result.counts).toMatchObject({ read: 9, inserted: 1, refused: 8 });
    expect(result.refusedRows.map((r) => [r.line, r.column, r.reason])).toEqual(
      expect.arrayContaining([
        [2, 'initial_amount', 'record type Credit Memo is a credit: its amounts are negative'],
        [3, 'open_amount', 'is more than initial_amount'],
        [4, 'open_amount', 'must have the sign of initial_amount'],
        [5, 'record_type', expect.stringContaining('"refund" is not a record type (1 invoice, 2 futureInvoice')],
        [6, 'customer_code', 'no customer NOSUCH'],
        [7, 'invoice_date', '"2026-02-30" is not a date (YYYY-MM-DD)'],
        [8, 'due_date', 'is before invoice_date'],
        [9, 'initial_amount', 'has more than 2 decimals'],
      ]),
    );
    expect(await stored('CM880010')).toBeUndefined();
    expect(await stored('IN880018')).toBeDefined();
  });

  it('keeps the record type of an item paid on the site, but takes its new balance from the ERP', async () => {
    const item = (await stored('IN880018'))!;
    const { id: paymentId } = await t.database.db
      .insertInto('invoice_payments')
      .values({
        payment_key: 'erp-import-test-payment',
        customer_id: bayside,
        payment_type: 1,
        amount: '84.50',
        paid_on: '2026-11-20',
        created_at: t.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('invoice_payment_lines')
      .values({ payment_id: paymentId, ar_item_id: item.id, amount: '84.50', balance_before: '1284.50' })
      .execute();

    const retyped = await importNow(t, 'ar', csvOf(HEADER, [row('IN880018', { record_type: 'debit adjustment' })]));
    expect(retyped.counts).toMatchObject({ updated: 0, refused: 1 });
    expect(retyped.refusedRows[0]).toMatchObject({
      line: 2,
      column: 'record_type',
      reason: 'payments made on the site were applied to this Invoice: its record type cannot change',
    });
    const paid = await importNow(t, 'ar', csvOf(HEADER, [row('IN880018', { open_amount: '1200.00' })]));
    expect(paid.counts).toMatchObject({ updated: 1, refused: 0 });
    expect((await stored('IN880018'))!).toMatchObject({ record_type: 1 });
    expect(Number((await stored('IN880018'))!.balance)).toBe(1200);
  });

  it('a dry run counts and writes nothing', async () => {
    const dry = await importNow(
      t,
      'ar',
      csvOf(HEADER, [row('IN880030'), row('IN880001', { open_amount: '0' })]),
      'dryRun=true',
    );
    expect(dry.counts).toMatchObject({ inserted: 1, updated: 1, refused: 0 });
    expect(await stored('IN880030')).toBeUndefined();
    expect(Number((await stored('IN880001'))!.balance)).toBe(100);
  });
});
