import type { OpenArItem, OrderView } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { accountApi } from '../account/account.fixtures';
import { FX, insertCartFixtures } from '../cart/cart.fixtures';
import { MONDAY_9AM } from '../checkout/checkout.fixtures';
import { insertInvoicingFixtures, IX, placeOrder, setPreference } from '../invoicing/invoicing.fixtures';
import { csvOf, importNow } from './import.fixtures';
import { INVOICE_COLUMNS } from './kinds/invoices.kind';

const HEADER = INVOICE_COLUMNS.map((c) => c.name);
type Cells = Partial<Record<string, string>>;
const row = (order: string, line: number, shipped: string, over: Cells = {}) => {
  const base: Record<string, string> = { order_number: order, line: String(line), shipped_quantity: shipped, ...over };
  return HEADER.map((h) => base[h] ?? '');
};

describe('ERP import of invoices (issue 31)', () => {
  let t: TestApp;
  let customer: Record<string, string>;

  const orderOf = (orderNumber: string) =>
    t.database.db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const viewOf = async (orderNumber: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${orderNumber}`, headers: customer })).json<OrderView>();

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    await insertInvoicingFixtures(t.database.db);
    await t.database.db.updateTable('products').set({ is_taxable: 1 }).where('product_key', '=', FX.napkins).execute();
    customer = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('invoices each order of the file at its actual weights, whole or not at all; a second import changes nothing', async () => {
    const good = await placeOrder(t);
    const short = await placeOrder(t);
    const file = csvOf(HEADER, [
      // 1 CS salmon at 27.4 LB = 232.63, napkins left out ship in full (30.00, tax 1.65): 264.28.
      row(good, 1, '1', { actual_weight: '27.4', invoice_date: '2026-11-24' }),
      // No weight for the salmon: the whole order is refused.
      row(short, 2, '1'),
      row(short, 1, '1'),
      row('W9999999', 1, '1'),
    ]);
    const dry = await importNow(t, 'invoices', file, 'dryRun=true');
    expect(dry.counts).toMatchObject({ read: 4, updated: 1, refused: 3 });
    expect((await orderOf(good)).status).toBe('Open');

    const first = await importNow(t, 'invoices', file);
    expect(first.counts).toMatchObject({ read: 4, inserted: 0, updated: 1, unchanged: 0, refused: 3 });
    expect(first.refusedRows).toEqual([
      {
        line: 4,
        column: '',
        reason:
          'Line 1 (Atlantic Salmon 2/14 LB AVG) is catch weight: give the actual weight in LB, above 0 with at most 2 decimals.',
        value: '',
      },
      expect.objectContaining({ line: 3, reason: `order ${short} is refused whole: its row on line 4 is refused` }),
      { line: 5, column: 'order_number', reason: 'no order W9999999', value: 'W9999999' },
    ]);

    const invoiceNumber = `IN${good.replace(/\D/g, '')}`;
    expect((await viewOf(good)).invoice).toEqual({
      invoiceNumber,
      invoiceDate: '2026-11-24',
      lineTotal: '262.63',
      tax: '1.65',
      total: '264.28',
    });
    expect((await orderOf(short)).status).toBe('Open');
    const item = (await accountApi(t.app, customer).openAr())
      .json<OpenArItem[]>()
      .find((i) => i.arCode === invoiceNumber);
    expect(item).toMatchObject({ initial: '264.28', balance: '264.28', invoiceDate: '2026-11-24' });

    const again = await importNow(t, 'invoices', file);
    expect(again.counts).toMatchObject({ read: 4, updated: 0, unchanged: 1, refused: 3 });
    const other = await importNow(
      t,
      'invoices',
      csvOf(HEADER, [row(good, 1, '1', { actual_weight: '27.4', invoice_number: 'X-1' })]),
    );
    expect(other.refusedRows[0]).toMatchObject({ reason: `order ${good} is already invoiced as ${invoiceNumber}` });
  });

  it('ships a substitute the customer allows, named by its code, and refuses an invoice number used twice', async () => {
    await setPreference(t.database.db, 'allow');
    try {
      const first = await placeOrder(t);
      const second = await placeOrder(t);
      const result = await importNow(
        t,
        'invoices',
        csvOf(HEADER, [
          row(first, 1, '1', { actual_weight: '26.5', substitute_code: `T${IX.salmonSub}`, invoice_number: 'ERP-77' }),
          row(second, 1, '1', { actual_weight: '28', invoice_number: 'ERP-77' }),
          row(second, 2, '2', { invoice_number: 'ERP-77', substitute_code: 'NOPE' }),
        ]),
      );
      expect(result.counts).toMatchObject({ updated: 1, refused: 2 });
      expect(result.refusedRows[0]).toMatchObject({
        line: 3,
        column: 'invoice_number',
        reason: `order ${first} earlier in the file is invoiced as ERP-77`,
      });
      const view = await viewOf(first);
      expect(view.invoice).toMatchObject({ invoiceNumber: 'ERP-77' });
      expect(view.lines[0]).toMatchObject({
        shippedProduct: { productCode: `T${IX.salmonSub}`, description: 'Steelhead Trout 2/14 LB AVG' },
        actualWeight: '26.50',
        invoicedExtension: '224.99',
      });
    } finally {
      await setPreference(t.database.db, 'ask');
    }
  });
});
