import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { csvOf, importNow } from './import.fixtures';
import { SHIPTO_COLUMNS } from './kinds/shiptos.kind';

const HEADER = [
  'customer_code',
  'shipto_code',
  'name',
  'display',
  'address1',
  'city',
  'state',
  'zip',
  'phone',
  'contact',
  'delivery_days',
  'cutoff_time',
  'lead_days',
  'tax_rate',
  'delivery_fee',
  'small_order_threshold',
  'small_order_charge',
  'primary',
];
const row = (customer: string, code: string, over: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const base: Record<string, string> = {
    customer_code: customer,
    shipto_code: code,
    name: `${customer} - ${code}`,
    display: '',
    address1: '3 Custom House Wharf',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    phone: '207.555.0199',
    contact: 'Sam Prep',
    delivery_days: 'Mon, Wed, Fri',
    cutoff_time: '9:30',
    lead_days: '2',
    tax_rate: '',
    delivery_fee: '12.50',
    small_order_threshold: '150',
    small_order_charge: '25',
    primary: '',
    ...over,
  };
  return HEADER.map((h) => base[h] ?? '');
};

describe('ERP import of ship-tos (issue 30)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .updateTable('customers')
      .set({ tax_rate: '0.05' })
      .where('customer_code', '=', 'BAYBIS')
      .execute();
    await t.database.db
      .insertInto('customers')
      .values({ customer_code: 'FRESH1', name: 'Fresh Customer', tax_rate: '0.07' })
      .execute();
  });
  afterAll(() => t.close());

  const shipTo = (customer: string, code: string) =>
    t.database.db
      .selectFrom('ship_tos')
      .innerJoin('customers', 'customers.id', 'ship_tos.customer_id')
      .selectAll('ship_tos')
      .where('customers.customer_code', '=', customer)
      .where('ship_tos.code', '=', code)
      .executeTakeFirst();
  const primaries = async (customer: string) => {
    const rows = await t.database.db
      .selectFrom('ship_tos')
      .innerJoin('customers', 'customers.id', 'ship_tos.customer_id')
      .select(['ship_tos.code', 'customers.default_shipto_code'])
      .where('customers.customer_code', '=', customer)
      .where('ship_tos.is_primary', '=', 1)
      .execute();
    return rows.map((r) => [r.code, r.default_shipto_code]);
  };

  it('serves a template whose example row a dry run accepts', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/shiptos/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]!.split(',')).toEqual(SHIPTO_COLUMNS.map((c) => c.name));
    const dry = await importNow(t, 'shiptos', res.body, 'dryRun=true');
    expect(dry).toMatchObject({ state: 'done', counts: { read: 1, refused: 0 } });
  });

  it('imports a ship-to as checkout reads it, then a second import changes nothing and says so', async () => {
    const file = csvOf(HEADER, [row('BAYBIS', 'PIER', { display: 'Pier Kitchen' })]);
    const dry = await importNow(t, 'shiptos', file, 'dryRun=true');
    expect(dry.counts).toMatchObject({ inserted: 1, refused: 0 });
    expect(await shipTo('BAYBIS', 'PIER')).toBeUndefined();

    const first = await importNow(t, 'shiptos', file);
    expect(first.counts).toMatchObject({ read: 1, inserted: 1, updated: 0, unchanged: 0, refused: 0 });
    const pier = await shipTo('BAYBIS', 'PIER');
    expect(pier).toMatchObject({
      name: 'BAYBIS - PIER',
      display: 'Pier Kitchen',
      phone: '2075550199',
      contact: 'Sam Prep',
      delivery_days: '2,4,6',
      cutoff_time: '09:30',
      lead_days: 2,
      is_primary: 0,
    });
    // No tax rate of its own: the customer's.
    expect(Number(pier!.tax_rate)).toBe(0.05);
    expect([pier!.delivery_fee, pier!.small_order_threshold, pier!.small_order_charge].map(Number)).toEqual([
      12.5, 150, 25,
    ]);

    const customer = await signInAs(t.app, 'customer');
    const acting = await t.app.inject({ method: 'GET', url: '/api/customer', headers: customer });
    expect(acting.json().shiptos).toContainEqual(expect.objectContaining({ code: 'PIER', name: 'BAYBIS - PIER' }));
    const dates = await t.app.inject({
      method: 'GET',
      url: '/api/cart/deliverydates?shipToCode=PIER',
      headers: customer,
    });
    expect(dates.statusCode).toBe(200);
    expect(dates.json()).toMatchObject({ cutoffTime: '09:30', leadDays: 2 });
    const weekdays = new Set((dates.json().dates as string[]).map((d) => new Date(`${d}T12:00:00Z`).getUTCDay()));
    expect(weekdays.size).toBeGreaterThan(0);
    expect([...weekdays].every((d) => [1, 3, 5].includes(d))).toBe(true); // Monday, Wednesday, Friday

    const again = await importNow(t, 'shiptos', file);
    expect(again.counts).toMatchObject({ read: 1, inserted: 0, updated: 0, unchanged: 1, refused: 0 });
  });

  it('a changed row changes only that ship-to', async () => {
    const main = await shipTo('BAYBIS', 'MAIN');
    const file = csvOf(HEADER, [
      row('BAYBIS', 'PIER', { display: 'Pier Kitchen', delivery_days: '1 7', tax_rate: '0.0825' }),
    ]);
    expect((await importNow(t, 'shiptos', file)).counts).toMatchObject({ updated: 1, unchanged: 0 });
    expect(await shipTo('BAYBIS', 'PIER')).toMatchObject({ delivery_days: '1,7' });
    expect(Number((await shipTo('BAYBIS', 'PIER'))!.tax_rate)).toBe(0.0825);
    expect(await shipTo('BAYBIS', 'MAIN')).toEqual(main);
  });

  it('primary=Y moves the primary ship-to and the default orders start with; N leaves it where it is', async () => {
    expect(await primaries('BAYBIS')).toEqual([['MAIN', 'MAIN']]);
    const file = csvOf(HEADER, [
      row('BAYBIS', 'PIER', { display: 'Pier Kitchen', delivery_days: '1 7', tax_rate: '0.0825', primary: 'Y' }),
    ]);
    expect((await importNow(t, 'shiptos', file)).counts).toMatchObject({ updated: 1 });
    expect(await primaries('BAYBIS')).toEqual([['PIER', 'PIER']]);
    const customer = await signInAs(t.app, 'customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: customer })).json().defaultShipto).toBe(
      'PIER',
    );
    const book = await t.app.inject({ method: 'GET', url: '/api/address', headers: customer });
    expect(book.json()[0]).toMatchObject({ display: 'Pier Kitchen', isPrimary: true });
    expect((await importNow(t, 'shiptos', file)).counts).toMatchObject({ updated: 0, unchanged: 1 });

    const leave = csvOf(HEADER, [row('BAYBIS', 'MAIN', { name: 'Bayside Bistro', primary: 'N' })]);
    expect((await importNow(t, 'shiptos', leave)).counts).toMatchObject({ updated: 1 });
    expect(await primaries('BAYBIS')).toEqual([['PIER', 'PIER']]);
  });

  it("makes a customer's first ship-to its primary one", async () => {
    const file = csvOf(HEADER, [row('FRESH1', 'DOCK'), row('FRESH1', 'STORE')]);
    expect((await importNow(t, 'shiptos', file)).counts).toMatchObject({ inserted: 2, refused: 0 });
    expect(await primaries('FRESH1')).toEqual([['DOCK', 'DOCK']]);
    expect(Number((await shipTo('FRESH1', 'STORE'))!.tax_rate)).toBe(0.07);
    expect((await importNow(t, 'shiptos', file)).counts).toMatchObject({ unchanged: 2 });
  });

  it('refuses bad rows with their line, column, reason and value, and imports the rest', async () => {
    const file = csvOf(HEADER, [
      row('NOPE', 'MAIN'), // line 2
      row('FRESH1', 'BADDAY', { delivery_days: 'Mon,Funday,8' }), // line 3
      row('FRESH1', 'BADCUT', { cutoff_time: '25:00', lead_days: '31' }), // line 4
      row('FRESH1', 'BADZIP', { zip: 'ABCDE', delivery_fee: '-1' }), // line 5
      row('FRESH1', 'FIRST', { primary: 'Y' }), // line 6
      row('FRESH1', 'SECOND', { primary: 'Y' }), // line 7
      row('FRESH1', 'first'), // line 8
    ]);
    const result = await importNow(t, 'shiptos', file);
    expect(result.counts).toMatchObject({ read: 7, inserted: 1, refused: 6 });
    expect(result.refusedRows.map((r) => [r.line, r.column, r.reason, r.value])).toEqual(
      expect.arrayContaining([
        [2, 'customer_code', 'no customer NOPE', 'NOPE'],
        [3, 'delivery_days', '"Funday" is not a weekday (1 Sunday .. 7 Saturday, or Sun, Mon ... Sat)', 'Mon,Funday,8'],
        [3, 'delivery_days', '"8" is not a weekday (1 Sunday .. 7 Saturday, or Sun, Mon ... Sat)', 'Mon,Funday,8'],
        [4, 'cutoff_time', '"25:00" is not a time (HH:MM, 24-hour clock)', '25:00'],
        [4, 'lead_days', 'must be at most 30', '31'],
        [5, 'zip', 'Must be valid Zip Code', 'ABCDE'],
        [5, 'delivery_fee', 'must be at least 0', '-1'],
        [7, 'primary', "line 6 makes another of FRESH1's ship-tos primary", 'Y'],
        [8, '', 'repeats line 6 (the same ship-to FRESH1 FIRST)', ''],
      ]),
    );
    expect(await primaries('FRESH1')).toEqual([['FIRST', 'FIRST']]);
    expect(await shipTo('FRESH1', 'SECOND')).toBeUndefined();
  });
});
