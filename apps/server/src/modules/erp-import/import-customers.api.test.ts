import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password-hash';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { csvOf, importNow } from './import.fixtures';
import { CUSTOMER_COLUMNS } from './kinds/customers.kind';

const HEADER = [
  'customer_code',
  'name',
  'address1',
  'city',
  'state',
  'zip',
  'phone',
  'price_level',
  'credit_limit',
  'terms_days',
  'tax_rate',
  'required_po',
  'default_po',
  'active',
];
const row = (code: string, name: string, over: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const base: Record<string, string> = {
    customer_code: code,
    name,
    address1: '12 Wharf St',
    city: 'Rockland',
    state: 'me',
    zip: '04841',
    phone: '(207) 555-0142',
    price_level: '3',
    credit_limit: '$7,500.00',
    terms_days: '45',
    tax_rate: '0.055',
    required_po: 'Y',
    default_po: 'STANDING',
    active: 'Y',
    ...over,
  };
  return HEADER.map((h) => base[h] ?? '');
};

describe('ERP import of customers (issue 30)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    // A user of Maple Street Cafe, a customer the demo salesperson acts for.
    const now = t.clock.now;
    await t.database.db
      .insertInto('users')
      .values({
        username: 'maple-buyer',
        email: 'buyer@maplestreet.example',
        name: 'Maple Buyer',
        password_hash: await hashPassword('Demo#2026', t.config.passwordHashCost),
        kind: 'customer',
        customer_id: ids.MAPLEC!,
        created_at: now,
        password_changed_at: now,
      })
      .execute();
  });
  afterAll(() => t.close());

  const stored = (code: string) =>
    t.database.db.selectFrom('customers').selectAll().where('customer_code', '=', code).executeTakeFirst();
  const disabled = async (username: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('disabled')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).disabled;
  const salesList = async () => {
    const sales = await signInAs(t.app, 'sales');
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/list', headers: sales });
    return (res.json() as { customerCode: string }[]).map((c) => c.customerCode);
  };
  const salesActsFor = async (customerId: number) => {
    const sales = await signInAs(t.app, 'sales');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer',
      headers: { ...sales, 'x-customer-key': String(customerId) },
    });
    return res.statusCode;
  };

  it('serves a template whose example row a dry run accepts', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/customers/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]!.split(',')).toEqual(CUSTOMER_COLUMNS.map((c) => c.name));
    const dry = await importNow(t, 'customers', res.body, 'dryRun=true');
    expect(dry).toMatchObject({ state: 'done', counts: { read: 1, refused: 0 } });
  });

  it('imports new customers as the app stores them, then a second import changes nothing and says so', async () => {
    const file = csvOf(HEADER, [
      row('PENBAY', 'Penobscot Bay Chowder House'),
      row('ROCKHB', 'Rockland Harbor Bakery', { price_level: '', tax_rate: '', terms_days: '', required_po: 'N' }),
    ]);
    const first = await importNow(t, 'customers', file);
    expect(first.counts).toMatchObject({ read: 2, inserted: 2, updated: 0, unchanged: 0, refused: 0 });
    const pen = await stored('PENBAY');
    expect(pen).toMatchObject({
      name: 'Penobscot Bay Chowder House',
      state: 'ME',
      zip: '04841',
      phone: '2075550142',
      price_level: 3,
      terms_days: 45,
      required_po: 1,
      default_po: 'STANDING',
      is_active: 1,
      default_shipto_code: null,
    });
    expect(Number(pen!.credit_limit)).toBe(7500);
    expect(Number(pen!.tax_rate)).toBe(0.055);
    // Empty cells take the defaults: no price level, 30 days, no tax.
    expect(await stored('ROCKHB')).toMatchObject({ price_level: 0, terms_days: 30, required_po: 0 });

    const again = await importNow(t, 'customers', file);
    expect(again.counts).toMatchObject({ read: 2, inserted: 0, updated: 0, unchanged: 2, refused: 0 });
  });

  it('a changed row changes only that customer, and a salesperson sees the change', async () => {
    const file = csvOf(HEADER, [
      row('PENBAY', 'Penobscot Bay Chowder House', { credit_limit: '9000', tax_rate: '0.0625' }),
      row('ROCKHB', 'Rockland Harbor Bakery', { price_level: '', tax_rate: '', terms_days: '', required_po: 'N' }),
      row('MAPLEC', 'Maple Street Cafe & Bakery', { price_level: '1' }),
    ]);
    const result = await importNow(t, 'customers', file);
    expect(result.counts).toMatchObject({ inserted: 0, updated: 2, unchanged: 1 });
    expect(Number((await stored('PENBAY'))!.credit_limit)).toBe(9000);
    expect(Number((await stored('PENBAY'))!.tax_rate)).toBe(0.0625);
    const sales = await signInAs(t.app, 'sales');
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/list?search=maple', headers: sales });
    expect(res.json()).toEqual([
      { customerKey: ids.MAPLEC, customerCode: 'MAPLEC', name: 'Maple Street Cafe & Bakery' },
    ]);
  });

  it('refuses bad rows with their line, column, reason and value, and imports the rest', async () => {
    const file = csvOf(HEADER, [
      row('BADZIP', 'Bad Zip', { zip: '4841' }), // line 2
      row('BADPHN', 'Bad Phone', { phone: '555-0142' }), // line 3
      row('BADST', 'Bad State', { state: 'Maine' }), // line 4
      row('BADTAX', 'Bad Tax', { tax_rate: '0.12345' }), // line 5
      row('BADLVL', 'Bad Level', { price_level: '100', terms_days: '400' }), // line 6
      row('BADLIM', 'x'.repeat(61), { credit_limit: '-5' }), // line 7
      row('PENBAY', 'Penobscot Bay Chowder House', { required_po: 'maybe' }), // line 8
      row('GOODCO', 'Good Company'), // line 9
      row('goodco', 'Good Company again'), // line 10
    ]);
    const result = await importNow(t, 'customers', file);
    expect(result.counts).toMatchObject({ read: 9, inserted: 1, refused: 8 });
    const refused = result.refusedRows.map((r) => [r.line, r.column, r.reason, r.value]);
    expect(refused).toEqual(
      expect.arrayContaining([
        [2, 'zip', 'Must be valid Zip Code', '4841'],
        [3, 'phone', 'Phone number format (###) ###-#### Ext ######', '555-0142'],
        [4, 'state', 'is longer than 2 characters', 'Maine'],
        [5, 'tax_rate', 'has more than 4 decimals', '0.12345'],
        [6, 'price_level', 'must be at most 99', '100'],
        [6, 'terms_days', 'must be at most 365', '400'],
        [7, 'name', 'is longer than 60 characters', 'x'.repeat(61)],
        [7, 'credit_limit', 'must be at least 0', '-5'],
        [8, 'required_po', '"maybe" is not Y or N', 'maybe'],
        [10, '', 'repeats line 9 (the same customer GOODCO)', ''],
      ]),
    );
    expect(await stored('BADZIP')).toBeUndefined();
    expect(await stored('GOODCO')).toMatchObject({ name: 'Good Company' });
  });

  it('all or nothing imports nothing when a row is refused; a dry run writes nothing', async () => {
    const bad = csvOf(HEADER, [row('ALLNO1', 'All Or Nothing'), row('ALLNO2', 'Bad Zip', { zip: 'none' })]);
    const refused = await importNow(t, 'customers', bad, 'allOrNothing=true');
    expect(refused.counts).toMatchObject({ inserted: 0, refused: 1 });
    expect(await stored('ALLNO1')).toBeUndefined();
    const dry = await importNow(t, 'customers', csvOf(HEADER, [row('ALLNO1', 'All Or Nothing')]), 'dryRun=true');
    expect(dry.counts).toMatchObject({ inserted: 1, refused: 0 });
    expect(await stored('ALLNO1')).toBeUndefined();
  });

  it('active=N deactivates a customer: its users can no longer sign in and its salesperson can no longer pick it', async () => {
    const session = await signInAs(t.app, 'maple-buyer');
    expect(await salesList()).toContain('MAPLEC');
    expect(await salesActsFor(ids.MAPLEC!)).toBe(200);

    const off = await importNow(
      t,
      'customers',
      csvOf(HEADER, [row('MAPLEC', 'Maple Street Cafe & Bakery', { price_level: '1', active: 'N' })]),
    );
    expect(off.counts).toMatchObject({ updated: 1, refused: 0 });
    expect((await stored('MAPLEC'))!.is_active).toBe(0);
    expect(await disabled('maple-buyer')).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: session })).statusCode).toBe(401);
    await expect(signInAs(t.app, 'maple-buyer')).rejects.toThrow(/401/);
    expect(await salesList()).not.toContain('MAPLEC');
    expect(await salesActsFor(ids.MAPLEC!)).toBe(403);
    expect(await salesActsFor(ids.BAYBIS!)).toBe(200);

    // Reactivated, the customer is offered again; its users stay disabled until the users file enables them.
    const on = await importNow(
      t,
      'customers',
      csvOf(HEADER, [row('MAPLEC', 'Maple Street Cafe & Bakery', { price_level: '1' })]),
    );
    expect(on.counts).toMatchObject({ updated: 1 });
    expect(await salesList()).toContain('MAPLEC');
    expect(await disabled('maple-buyer')).toBe(1);
  });

  it('deactivates the customers missing from a full file only when asked, sparing administrators', async () => {
    const active = async () =>
      (await t.database.db.selectFrom('customers').select('id').where('is_active', '=', 1).execute()).length;
    const before = await active();
    const file = csvOf(HEADER, [
      row('PENBAY', 'Penobscot Bay Chowder House', { credit_limit: '9000', tax_rate: '0.0625' }),
      row('NORTAV', 'Northwind Tavern'),
    ]);
    expect((await importNow(t, 'customers', file)).counts.deactivated).toBe(0);
    const dry = await importNow(t, 'customers', file, 'deactivateMissing=true&dryRun=true');
    expect(dry.counts.deactivated).toBe(before - 2);
    expect(await active()).toBe(before);

    const done = await importNow(t, 'customers', file, 'deactivateMissing=true');
    expect(done.counts.deactivated).toBe(before - 2);
    expect(await active()).toBe(2);
    expect((await salesList()).sort()).toEqual(['NORTAV']);
    // The demo customer user's customer is gone; the administrator (a user of HARGRL) keeps signing in.
    expect(await disabled('customer')).toBe(1);
    expect(await disabled('admin')).toBe(0);
    expect(await disabled('sales')).toBe(0);
    await expect(signInAs(t.app, 'customer')).rejects.toThrow(/401/);
    expect((await importNow(t, 'customers', file, 'deactivateMissing=true')).counts).toMatchObject({
      unchanged: 2,
      deactivated: 0,
    });
  });
});
