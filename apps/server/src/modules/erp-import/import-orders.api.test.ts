import type { HistoryOrderPage, OrderView, ProductHistoryPage } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { csvOf, importNow } from './import.fixtures';
import { ORDER_COLUMNS } from './kinds/orders.kind';

const PRODUCT_HEADER = [
  'product_code',
  'description',
  'main_category_code',
  'main_category_name',
  'category_code',
  'category_name',
  'stock_unit',
  'pricing_unit',
  'unit_1',
  'unit_1_conversion',
  'unit_1_price_by',
  'unit_2',
  'unit_2_conversion',
  'unit_2_sell_by',
  'unit_2_price_decimals',
];
const product = (code: string, description: string, units: string[]) => [
  code,
  description,
  'ERPT',
  'ERP Test',
  'ERPTC',
  'ERP Test Items',
  ...units,
];
/** Olive oil by the case of 6 or the each; rib-eye sold by the 40 lb case and priced per LB at 3 decimals; lemons. */
const PRODUCTS = csvOf(PRODUCT_HEADER, [
  product('ORD100', 'Olive Oil, 1 L', ['EA', 'CS', 'CS', '6', 'Y', 'EA', '1', 'Y', '2']),
  product('ORD101', 'Rib-Eye, Choice', ['LB', 'LB', 'CS', '40', 'N', 'LB', '1', 'N', '3']),
  product('ORD102', 'Lemons, 115 ct', ['EA', 'CS', 'CS', '115', 'Y', 'EA', '1', 'Y', '2']),
]);

const HEADER = ORDER_COLUMNS.map((c) => c.name);
type Cells = Partial<Record<string, string>>;
const row = (order: string, line: number, productCode: string, over: Cells = {}) => {
  const base: Record<string, string> = {
    order_number: order,
    customer_code: 'BAYBIS',
    order_date: '2026-10-05',
    delivery_date: '2026-10-06',
    status: 'Invoiced',
    po_number: 'PO-7001',
    line: String(line),
    product_code: productCode,
    unit: 'CS',
    quantity: '2',
    unit_price: '18.95',
    ...over,
  };
  return HEADER.map((h) => base[h] ?? '');
};
const oil = (order: string, line: number, over: Cells = {}) => row(order, line, 'ORD100', over);
const ribeye = (order: string, line: number, over: Cells = {}) =>
  row(order, line, 'ORD101', { quantity: '1', price_unit: 'LB', unit_price: '2.490', ...over });

describe('ERP import of order history (issue 30)', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    expect((await importNow(t, 'products', PRODUCTS)).counts).toMatchObject({ inserted: 3, refused: 0 });
    customer = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: customer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const order = (number: string) => get<OrderView>(`/api/orders/${number}`);
  const exists = async (number: string) =>
    (await t.database.db.selectFrom('orders').select('id').where('order_number', '=', number).executeTakeFirst()) !==
    undefined;

  it('serves a template whose example row a dry run accepts', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/orders/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]!.split(',')).toEqual(HEADER);
    const dry = await importNow(t, 'orders', res.body, 'dryRun=true');
    expect(dry).toMatchObject({ state: 'done', dryRun: true, counts: { read: 1, inserted: 1, refused: 0 } });
  });

  it("imports orders into the customer's history with their lines and totals; a second import changes nothing", async () => {
    const file = csvOf(HEADER, [
      oil('SO990001', 1),
      ribeye('SO990001', 2),
      row('SO990002', 1, 'ORD102', { status: 'open', unit: 'EA', quantity: '3', price_unit: 'EA', unit_price: '0.45' }),
    ]);
    const first = await importNow(t, 'orders', file);
    expect(first.counts).toMatchObject({ read: 3, inserted: 3, updated: 0, unchanged: 0, refused: 0 });

    const history = await get<HistoryOrderPage>('/api/history/orders?search=SO990001');
    expect(history.orders).toEqual([
      expect.objectContaining({
        orderNumber: 'SO990001',
        pO_Number: 'PO-7001',
        orderDate: '2026-10-05',
        deliveryDate: '2026-10-06',
        status: 'Invoiced',
        // 2 CS at 18.95 + 1 CS of 40 LB at 2.490 per LB.
        total: '137.50',
      }),
    ]);
    const view = await order('SO990001');
    expect(view.lines.map((l) => [l.productCode, l.quantity, l.unit, l.unitPrice, l.priceUnit, l.extension])).toEqual([
      ['ORD100', '2.00', 'CS', '18.95', 'CS', '37.90'],
      ['ORD101', '1.00', 'CS', '2.490', 'LB', '99.60'],
    ]);
    expect(view).toMatchObject({ lineTotal: '137.50', tax: '0.00', addOnCharges: '0.00', total: '137.50' });
    const stockLines = await t.database.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.sequence', 'order_lines.stock_quantity'])
      .where('order_number', '=', 'SO990001')
      .orderBy('order_lines.sequence')
      .execute();
    expect(stockLines.map((l) => [l.sequence, Number(l.stock_quantity)])).toEqual([
      [1, 12],
      [2, 40],
    ]);
    expect((await order('SO990002')).status).toBe('Open');

    const again = await importNow(t, 'orders', file);
    expect(again.counts).toMatchObject({ read: 3, inserted: 0, updated: 0, unchanged: 3, refused: 0 });
  });

  it('an open order commits stock until the ERP says it shipped', async () => {
    const [lemons] = await t.database.db
      .selectFrom('products')
      .select('product_key')
      .where('product_code', '=', 'ORD102')
      .execute();
    const uncommitted = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/uncommitted',
        headers: customer,
        payload: [lemons!.product_key],
      });
      return res.json()[String(lemons!.product_key)].uncommitted_Stk as number;
    };
    expect(await uncommitted()).toBe(-3);
    const shipped = csvOf(HEADER, [
      row('SO990002', 1, 'ORD102', {
        status: 'Shipped',
        unit: 'EA',
        quantity: '3',
        price_unit: 'EA',
        unit_price: '0.45',
      }),
    ]);
    expect((await importNow(t, 'orders', shipped)).counts).toMatchObject({ updated: 1 });
    expect(await uncommitted()).toBe(0);
  });

  it('a changed line rewrites that line, a new line is added, and history shows them at once', async () => {
    const lines = async () => (await get<ProductHistoryPage>('/api/history/products?search=SO990001')).lines;
    expect(await lines()).toHaveLength(2);
    const file = csvOf(HEADER, [
      oil('SO990001', 1),
      ribeye('SO990001', 2, { quantity: '2' }),
      oil('SO990001', 3, { unit: 'EA', quantity: '4', price_unit: 'EA', unit_price: '3.50' }),
    ]);
    const result = await importNow(t, 'orders', file);
    expect(result.counts).toMatchObject({ inserted: 1, updated: 1, unchanged: 1, refused: 0 });
    expect((await lines()).map((l) => [l.productCode, l.quantity]).sort()).toEqual([
      ['ORD100', '2.00'],
      ['ORD100', '4.00'],
      ['ORD101', '2.00'],
    ]);
    // 37.90 + 2 x 99.60 + 4 x 3.50
    expect((await order('SO990001')).total).toBe('251.10');
    expect((await get<HistoryOrderPage>('/api/history/orders?search=SO990001')).orders[0]!.total).toBe('251.10');

    const shorter = await importNow(
      t,
      'orders',
      csvOf(HEADER, [oil('SO990001', 1), ribeye('SO990001', 2, { quantity: '2' })]),
    );
    expect(shorter.counts).toMatchObject({ updated: 2, unchanged: 0 });
    expect((await order('SO990001')).lines).toHaveLength(2);
    expect((await order('SO990001')).total).toBe('237.10');
  });

  it('refuses an order whole when any of its rows is refused, with each row its line, column and reason', async () => {
    const ids = await customerIds(t.database.db);
    const [theirs] = await t.database.db
      .selectFrom('orders')
      .select('order_number')
      .where('customer_id', '=', ids.HARGRL!)
      .limit(1)
      .execute();
    const file = csvOf(HEADER, [
      oil('SO990010', 1), // line 2
      row('SO990010', 2, 'NOSUCH'), // line 3
      ribeye('SO990011', 1, { unit: 'LB' }), // line 4
      oil('SO990012', 1, { unit_price: '18.955' }), // line 5
      oil('SO990013', 1), // line 6
      oil('SO990013', 2, { order_date: '2026-10-04' }), // line 7
      oil('SO990014', 1), // line 8
      oil('SO990015', 1), // line 9
      oil('SO990014', 2), // line 10
      oil('SO990016', 1), // line 11
      oil('SO990016', 2, { quantity: '0' }), // line 12
      oil('SO990017', 1), // line 13
      oil('SO990017', 1), // line 14
      oil(theirs!.order_number, 1), // line 15
      oil('SO990018', 1, { customer_code: 'NOSUCH' }), // line 16
      oil('SO990019', 1, { ship_to_code: 'NOWHERE' }), // line 17
      oil('SO990020', 1, { status: 'Pending', delivery_date: '2026-10-01' }), // line 18
    ]);
    const result = await importNow(t, 'orders', file);
    expect(result.counts).toMatchObject({ read: 17, inserted: 2, refused: 15 });
    expect(result.refusedRows.map((r) => [r.line, r.column, r.reason])).toEqual(
      expect.arrayContaining([
        [3, 'product_code', 'no product NOSUCH'],
        [2, '', 'order SO990010 is refused whole: its row on line 3 is refused'],
        [4, 'unit', 'LB is not a sell-by unit of ORD101'],
        [5, 'unit_price', 'CS prices of ORD100 have 2 decimals'],
        [7, 'order_date', 'line 6 of order SO990013 says "2026-10-05"'],
        [6, '', 'order SO990013 is refused whole: its row on line 7 is refused'],
        [10, '', 'order SO990014 began at line 8: the rows of one order must follow each other'],
        [12, 'quantity', 'must be above 0'],
        [11, '', 'order SO990016 is refused whole: its row on line 12 is refused'],
        [14, '', 'repeats line 13 (the same line 1 of order SO990017)'],
        [13, '', 'order SO990017 is refused whole: its row on line 14 is refused'],
        [15, 'order_number', `order ${theirs!.order_number} is another customer's`],
        [16, 'customer_code', 'no customer NOSUCH'],
        [17, 'ship_to_code', 'NOWHERE is not a ship-to of BAYBIS'],
        [18, 'status', '"Pending" is not one of Open, Shipped, Invoiced, Cancelled'],
        [18, 'delivery_date', 'is before order_date'],
      ]),
    );
    for (const number of [
      'SO990010',
      'SO990011',
      'SO990012',
      'SO990013',
      'SO990016',
      'SO990017',
      'SO990018',
      'SO990019',
      'SO990020',
    ])
      expect(await exists(number), number).toBe(false);
    expect((await order('SO990014')).lines).toHaveLength(1);
    expect(await exists('SO990015')).toBe(true);
  });

  it('a dry run counts and writes nothing; all or nothing writes nothing when a row is refused', async () => {
    const dry = await importNow(
      t,
      'orders',
      csvOf(HEADER, [oil('SO990030', 1), oil('SO990001', 1, { po_number: 'PO-7002' })]),
      'dryRun=true',
    );
    expect(dry.counts).toMatchObject({ inserted: 1, updated: 1, refused: 0 });
    expect(await exists('SO990030')).toBe(false);
    expect((await order('SO990001')).poNumber).toBe('PO-7001');
    const bad = await importNow(
      t,
      'orders',
      csvOf(HEADER, [oil('SO990030', 1), oil('SO990031', 1, { unit: 'BOX' })]),
      'allOrNothing=true',
    );
    expect(bad.counts).toMatchObject({ inserted: 0, refused: 1 });
    expect(await exists('SO990030')).toBe(false);
  });
});
