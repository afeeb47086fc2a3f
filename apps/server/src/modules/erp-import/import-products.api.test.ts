import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, createTestApp, type TestApp } from '../../test/test-app';
import { csvOf, importNow, runQueuedImports, uploadImport } from './import.fixtures';
import { PRODUCT_COLUMNS } from './kinds/product-row';

const HEADER = [
  'product_code',
  'description',
  'brand',
  'main_category_code',
  'main_category_name',
  'category_code',
  'category_name',
  'pack_size',
  'stock_unit',
  'pricing_unit',
  'unit_1',
  'unit_1_conversion',
  'unit_1_multiple',
  'unit_2',
  'unit_2_conversion',
  'unit_2_price_decimals',
  'taxable',
];
const row = (code: string, description: string, over: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const base: Record<string, string> = {
    product_code: code,
    description,
    brand: 'Harbor Select',
    main_category_code: 'SPEC',
    main_category_name: 'Specialty Foods',
    category_code: 'TRUFFLE',
    category_name: 'Truffles & Oils',
    pack_size: '6/8 OZ',
    stock_unit: 'EA',
    pricing_unit: 'CS',
    unit_1: 'CS',
    unit_1_conversion: '6',
    unit_1_multiple: '0',
    unit_2: 'EA',
    unit_2_conversion: '1',
    unit_2_price_decimals: '2',
    taxable: 'N',
    ...over,
  };
  return HEADER.map((h) => base[h] ?? '');
};

describe('ERP import of products (issue 30)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listed = async (search: string) => {
    const customer = await signInAs(t.app, 'customer');
    const res = await t.app.inject({ method: 'GET', url: `/api/product/list?s=${search}`, headers: customer });
    return res.json().products as { productCode: string; description: string; brand: string }[];
  };
  const stored = (code: string) =>
    t.database.db.selectFrom('products').selectAll().where('product_code', '=', code).executeTakeFirst();

  it('is for administrators only', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/import/products',
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: 'a',
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post(await signInAs(t.app, 'customer'))).statusCode).toBe(403);
  });

  it('serves a template whose example row a dry run accepts', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/products/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header] = res.body.split('\r\n');
    expect(header!.split(',')).toEqual(PRODUCT_COLUMNS.map((c) => c.name));
    const dry = await importNow(t, 'products', res.body, 'dryRun=true');
    expect(dry).toMatchObject({ state: 'done', dryRun: true, counts: { read: 1, refused: 0 } });
    expect(dry.refusedRows).toEqual([]);
  });

  it('imports new products into the catalogue, then a second import changes nothing and says so', async () => {
    const file = csvOf(HEADER, [row('TRF100', 'Black Truffle Oil, 8 oz'), row('TRF101', 'White Truffle Salt, 3.5 oz')]);
    const first = await importNow(t, 'products', file, 'fileName=truffles.csv');
    expect(first).toMatchObject({
      state: 'done',
      fileName: 'truffles.csv',
      counts: { read: 2, inserted: 2, updated: 0, unchanged: 0, refused: 0 },
    });
    expect((await listed('truffle')).map((p) => p.productCode).sort()).toEqual(['TRF100', 'TRF101']);
    const units = await t.database.db
      .selectFrom('product_units')
      .innerJoin('products', 'products.product_key', 'product_units.product_key')
      .select(['unit', 'stock_conversion', 'is_sell_by', 'is_price_by'])
      .where('product_code', '=', 'TRF100')
      .orderBy('product_units.sequence')
      .execute();
    expect(units.map((u) => [u.unit, Number(u.stock_conversion), u.is_sell_by, u.is_price_by])).toEqual([
      ['CS', 6, 1, 1],
      ['EA', 1, 1, 1],
    ]);
    const category = await t.database.db
      .selectFrom('categories')
      .selectAll()
      .where('code', '=', 'TRUFFLE')
      .executeTakeFirst();
    expect(category).toMatchObject({ main_category_code: 'SPEC', description: 'Truffles & Oils' });

    const before = await stored('TRF101');
    t.clock.now += 60_000;
    const again = await importNow(t, 'products', file);
    expect(again.counts).toMatchObject({ read: 2, inserted: 0, updated: 0, unchanged: 2, refused: 0 });
    expect((await stored('TRF101'))!.updated_at).toBe(before!.updated_at);
  });

  it('a changed row changes only that product', async () => {
    const before = await stored('TRF101');
    t.clock.now += 60_000;
    const file = csvOf(HEADER, [
      row('TRF100', 'Black Truffle Oil, 8 oz', { brand: 'Casco Truffle Co.' }),
      row('TRF101', 'White Truffle Salt, 3.5 oz'),
    ]);
    const result = await importNow(t, 'products', file);
    expect(result.counts).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await stored('TRF100'))!.brand).toBe('Casco Truffle Co.');
    expect((await stored('TRF101'))!.updated_at).toBe(before!.updated_at);
    expect((await listed('casco truffle')).map((p) => p.productCode)).toEqual(['TRF100']);
  });

  it('refuses bad rows with their line, column and reason and imports the rest', async () => {
    const file = csvOf(HEADER, [
      row('TRF200', 'Truffle Butter,\nTwo Lines In The Name'), // line 2-3
      row('TRF201', 'Truffle Honey', { unit_1_conversion: 'six' }), // line 4
      row('TRF202', 'Truffle Paste', { category_code: 'NOPE', category_name: '' }), // line 5
      row('TRF203', 'Truffle Chips', { pricing_unit: 'LB' }), // line 6
      row('TRF200', 'Truffle Butter again'), // line 7
      row('TRF204', 'Truffle Cheese', { description: 'a\u0000b' }), // line 8
      row('TRF205', 'Truffle Flakes'), // line 9
    ]);
    const result = await importNow(t, 'products', file);
    expect(result.counts).toMatchObject({ read: 7, inserted: 2, refused: 5 });
    expect(result.refusedRows.map((r) => [r.line, r.column])).toEqual(
      expect.arrayContaining([
        [4, 'unit_1_conversion'],
        [5, 'category_code'],
        [6, 'pricing_unit'],
        [7, ''],
        [8, 'description'],
      ]),
    );
    expect(result.refusedRows.find((r) => r.line === 4)!.reason).toBe('"six" is not a number');
    expect(result.refusedRows.find((r) => r.line === 5)!.reason).toBe(
      'no category NOPE: give category_name to create it',
    );
    expect(result.refusedRows.find((r) => r.line === 6)!.reason).toBe('LB is not a price-by unit of the product');
    expect(result.refusedRows.find((r) => r.line === 7)!.reason).toBe('repeats line 2 (the same product TRF200)');
    expect(result.refusedRows.find((r) => r.line === 8)!.reason).toBe('contains a NUL character');
    expect((await stored('TRF200'))!.description).toBe('Truffle Butter,\nTwo Lines In The Name');
    expect(await stored('TRF201')).toBeUndefined();
  });

  it('all or nothing imports nothing when a row is refused, everything when none is', async () => {
    const bad = csvOf(HEADER, [row('TRF300', 'Truffle Vinegar'), row('TRF301', 'Truffle Glaze', { stock_unit: 'LB' })]);
    const refused = await importNow(t, 'products', bad, 'allOrNothing=true');
    expect(refused.counts).toMatchObject({ read: 2, inserted: 0, refused: 1 });
    expect(refused.error).toBe('1 row(s) refused: nothing was imported (all or nothing).');
    expect(await stored('TRF300')).toBeUndefined();
    const good = csvOf(HEADER, [row('TRF300', 'Truffle Vinegar'), row('TRF301', 'Truffle Glaze')]);
    expect((await importNow(t, 'products', good, 'allOrNothing=true')).counts).toMatchObject({
      inserted: 2,
      refused: 0,
    });
    expect(await stored('TRF301')).toBeDefined();
  });

  it('a dry run counts what would change and writes nothing', async () => {
    const file = csvOf(HEADER, [row('TRF400', 'Truffle Mustard'), row('TRF100', 'Black Truffle Oil, 8.45 oz')]);
    const dry = await importNow(t, 'products', file, 'dryRun=true');
    expect(dry.counts).toMatchObject({ inserted: 1, updated: 1, refused: 0 });
    expect(await stored('TRF400')).toBeUndefined();
    expect((await stored('TRF100'))!.description).toBe('Black Truffle Oil, 8 oz');
  });

  it('deactivates products missing from a full file only when asked', async () => {
    const active = async () =>
      (await t.database.db.selectFrom('products').select('product_code').where('is_active', '=', 1).execute()).length;
    const before = await active();
    const file = csvOf(HEADER, [row('TRF100', 'Black Truffle Oil, 8 oz', { brand: 'Casco Truffle Co.' })]);
    expect((await importNow(t, 'products', file)).counts.deactivated).toBe(0);
    const dry = await importNow(t, 'products', file, 'deactivateMissing=true&dryRun=true');
    expect(dry.counts.deactivated).toBe(before - 2); // all but TRF100 and the hidden charges product
    expect(await active()).toBe(before);
    const done = await importNow(t, 'products', file, 'deactivateMissing=true');
    expect(done.counts.deactivated).toBe(before - 2);
    expect(await active()).toBe(2);
    expect((await listed('truffle')).map((p) => p.productCode)).toEqual(['TRF100']);
  });

  it('reads a BOM, semicolons, Windows line ends and declared Windows-1252', async () => {
    const semicolons = `\uFEFF${HEADER.join(';')}\r\n${row('TRF500', 'Truffle Aioli').join(';')}\r\n`;
    expect((await importNow(t, 'products', semicolons)).counts).toMatchObject({ inserted: 1, refused: 0 });
    const latin = Buffer.from(csvOf(HEADER, [row('TRF501', 'Jalapeño Truffle Salsa')]), 'latin1');
    expect((await importNow(t, 'products', latin, 'encoding=windows-1252')).counts.inserted).toBe(1);
    expect((await stored('TRF501'))!.description).toBe('Jalapeño Truffle Salsa');
  });

  it('refuses a file it cannot read at once, with the reason', async () => {
    const reason = async (body: string | Buffer, query = '') => {
      const res = await uploadImport(t, 'products', body, query);
      return [res.statusCode, res.json().errorReason ?? res.json().message];
    };
    expect(await reason('product_code,description\r\nX1,Thing\r\n')).toEqual([
      400,
      expect.stringContaining('The products file misses the columns main_category_code, category_code'),
    ]);
    expect(await reason(`${HEADER.join(',')},colour\r\n`)).toEqual([
      400,
      expect.stringContaining('columns this import does not know: colour'),
    ]);
    expect(await reason(Buffer.from([0x70, 0x72, 0xff, 0xfe, 0x0a]))).toEqual([
      400,
      'The file is not valid UTF-8. Save it as CSV UTF-8, or import it with the windows-1252 encoding.',
    ]);
    expect(await reason(Array.from({ length: 1000 }, (_, i) => `c${i}`).join(','))).toEqual([
      400,
      'Line 1 has 1000 columns; at most 60 are read.',
    ]);
    expect(await reason('x'.repeat(50 * 1024 * 1024))).toEqual([
      400,
      'A row is longer than 65536 bytes: is this a CSV file?',
    ]);
    expect(await reason('')).toEqual([400, 'The file is empty: a CSV file starts with a header row.']);
    const typed = await uploadImport(t, 'products', '{}', '', 'application/json');
    expect(typed.statusCode).toBe(415);
    expect((await uploadImport(t, 'pictures', 'a')).statusCode).toBe(400);
  });

  it('fails an import whose file turns unreadable past its header, writing nothing after the bad row', async () => {
    const file = `${csvOf(HEADER, [row('TRF600', 'Truffle Popcorn')])}${'y'.repeat(70_000)}\r\n`;
    const result = await importNow(t, 'products', file);
    expect(result).toMatchObject({ state: 'failed', error: 'A row is longer than 65536 bytes: is this a CSV file?' });
  });

  it('gives the refused rows back as CSV, a formula cell as text', async () => {
    const formula = '=HYPERLINK("http://evil.example","x")';
    const result = await importNow(
      t,
      'products',
      csvOf(HEADER, [row('TRF700', 'Truffle Dust', { category_code: formula.slice(0, 10), category_name: '' })]),
    );
    expect(result).toMatchObject({ state: 'done', counts: { refused: 1 } });
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/import/${result.jobId}/refused`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toBe(
      `line,column,reason,value\r\n2,category_code,no category =HYPERLINK: give category_name to create it,'=HYPERLINK\r\n`,
    );
  });

  it('refuses a second import of a kind while one is queued, but not of another kind', async () => {
    const file = csvOf(HEADER, [row('TRF800', 'Truffle Risotto')]);
    expect((await uploadImport(t, 'products', file)).statusCode).toBe(202);
    const second = await uploadImport(t, 'products', file);
    expect(second.statusCode).toBe(409);
    expect(second.json().errorReason).toBe('An import of products is already running: wait for it to finish.');
    const prices = await uploadImport(t, 'prices', 'product_code,unit,price,effective_from\r\n');
    expect(prices.statusCode).toBe(202);
    await runQueuedImports(t);
    expect((await uploadImport(t, 'products', file)).statusCode).toBe(202);
    await runQueuedImports(t);
  });

  it('answers 404 for an import that does not exist and 400 for a malformed id', async () => {
    const admin = await signInAs(t.app, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/import/999999', headers: admin })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/import/12x', headers: admin })).statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: admin });
    expect(list.json().imports.length).toBeGreaterThan(3);
  });
});
