import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { csvOf, importNow } from './import.fixtures';

const BASE = [
  'product_code',
  'description',
  'main_category_code',
  'category_code',
  'category_name',
  'pack_size',
  'stock_unit',
  'pricing_unit',
  'unit_1',
  'unit_1_conversion',
  'unit_2',
  'unit_2_conversion',
  'unit_2_sell_by',
  'unit_2_price_by',
];
const HEADER = [...BASE, 'catch_weight', 'substitutes'];

/** A fish sold by the 2/5 LB case, priced per LB (catch weight allowed), or per CS with `pricing: 'CS'`. */
const row = (code: string, over: Record<string, string> = {}, header = HEADER) => {
  const base: Record<string, string> = {
    product_code: code,
    description: `Import Fish ${code}`,
    main_category_code: 'SEA',
    category_code: 'FISHIMP',
    category_name: 'Imported fish',
    pack_size: '2/5 LB AVG',
    stock_unit: 'LB',
    pricing_unit: 'LB',
    unit_1: 'CS',
    unit_1_conversion: '10',
    unit_2: 'LB',
    unit_2_conversion: '1',
    unit_2_sell_by: 'N',
    unit_2_price_by: 'Y',
    catch_weight: 'N',
    substitutes: '',
    ...over,
  };
  return header.map((h) => base[h] ?? '');
};

describe('ERP import of products: catch_weight and substitutes (issue 31)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = (code: string) =>
    t.database.db.selectFrom('products').selectAll().where('product_code', '=', code).executeTakeFirst();
  const substitutes = async (code: string) => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/substitutes?productCode=${code}`,
      headers: admin,
    });
    return (res.json().substitutes as { productCode: string }[]).map((s) => s.productCode);
  };
  const main = async () => {
    await t.database.db
      .insertInto('main_categories')
      .values({ code: 'SEA', description: 'Import seafood' })
      .onConflict((oc) => oc.doNothing())
      .execute();
  };

  it('writes the flag and the substitutes in order; a code not in the catalogue nor on an earlier row refuses its row', async () => {
    await main();
    const file = csvOf(HEADER, [
      row('FSH2'), // line 2
      row('FSH1', { catch_weight: 'Y', substitutes: 'fsh2|150002' }), // line 3: FSH2 is on an earlier row
      row('FSH3', { substitutes: 'FSH9' }), // line 4: FSH9 only comes later
      row('FSH4', { catch_weight: 'Y', pricing_unit: 'CS', unit_1_price_by: 'Y' }), // line 5
      row('FSH9', { substitutes: 'FSH9' }), // line 6
      row('FSH9B'), // line 7
    ]);
    const links = async () => (await t.database.db.selectFrom('product_substitutes').selectAll().execute()).length;
    const before = await links();
    const dry = await importNow(t, 'products', file, 'dryRun=true');
    expect(dry.counts).toMatchObject({ inserted: 3, refused: 3 });
    expect(await links()).toBe(before);
    expect(await stored('FSH1')).toBeUndefined();

    const result = await importNow(t, 'products', file);
    expect(result.counts).toMatchObject({ read: 6, inserted: 3, refused: 3 });
    expect(result.refusedRows.map((r) => [r.line, r.column, r.reason]).sort()).toEqual([
      [4, 'substitutes', 'no product FSH9 in the catalogue or on an earlier row'],
      [5, 'catch_weight', 'Y needs a pricing_unit of LB or KG, not CS'],
      [6, 'substitutes', 'FSH9 cannot be its own substitute'],
    ]);
    expect((await stored('FSH1'))!.is_catch_weight).toBe(1);
    expect((await stored('FSH2'))!.is_catch_weight).toBe(0);
    expect(await substitutes('FSH1')).toEqual(['FSH2', '150002']);
    expect(await stored('FSH3')).toBeUndefined();
  });

  it('changes nothing on a second import; a new order, an empty cell or a flag change updates only that product', async () => {
    const rows = (fsh1: Record<string, string>) =>
      csvOf(HEADER, [row('FSH2'), row('FSH1', { catch_weight: 'Y', substitutes: 'FSH2|150002', ...fsh1 })]);
    expect((await importNow(t, 'products', rows({}))).counts).toMatchObject({ updated: 0, unchanged: 2 });
    expect((await importNow(t, 'products', rows({ substitutes: '150002 | FSH2' }))).counts).toMatchObject({
      updated: 1,
      unchanged: 1,
    });
    expect(await substitutes('FSH1')).toEqual(['150002', 'FSH2']);
    expect(
      (await importNow(t, 'products', rows({ substitutes: '150002|FSH2', catch_weight: 'N' }))).counts,
    ).toMatchObject({ updated: 1 });
    expect((await stored('FSH1'))!.is_catch_weight).toBe(0);
    expect(await substitutes('FSH1')).toEqual(['150002', 'FSH2']);
    expect((await importNow(t, 'products', rows({ substitutes: '', catch_weight: 'Y' }))).counts.updated).toBe(1);
    expect(await substitutes('FSH1')).toEqual([]);
  });

  it('keeps the flag and the substitutes of a product when the file has neither column', async () => {
    await importNow(t, 'products', csvOf(HEADER, [row('FSH1', { catch_weight: 'Y', substitutes: 'FSH2' })]));
    const without = csvOf(BASE, [row('FSH1', {}, BASE)]);
    expect((await importNow(t, 'products', without)).counts).toMatchObject({ unchanged: 1, refused: 0 });
    expect((await stored('FSH1'))!.is_catch_weight).toBe(1);
    expect(await substitutes('FSH1')).toEqual(['FSH2']);
  });

  it('serves the two columns in its template', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/products/template', headers: admin });
    const [header] = res.body.split('\r\n');
    expect(header!.split(',').slice(-2)).toEqual(['catch_weight', 'substitutes']);
  });
});
