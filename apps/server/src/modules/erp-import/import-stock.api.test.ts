import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { csvOf, importNow } from './import.fixtures';
import { STOCK_COLUMNS } from './kinds/stock.kind';

const HEADER = ['product_code', 'on_hand'];

describe('ERP import of stock (issue 30)', () => {
  let t: TestApp;
  /** Two demo products and the stock open orders commit of each. */
  let products: { code: string; key: number }[];
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db
      .selectFrom('products')
      .select(['product_key', 'product_code'])
      .where('product_code', 'in', ['210006', '210007'])
      .orderBy('product_code')
      .execute();
    products = rows.map((p) => ({ code: p.product_code, key: p.product_key }));
    expect(products).toHaveLength(2);
  });
  afterAll(() => t.close());

  const onHand = async (code: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('products')
          .select('on_hand')
          .where('product_code', '=', code)
          .executeTakeFirstOrThrow()
      ).on_hand,
    );
  /** What a buyer is shown: on hand less open orders, in the stock unit. */
  const uncommitted = async (key: number) => {
    const customer = await signInAs(t.app, 'customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/uncommitted',
      headers: customer,
      payload: [key],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json()[String(key)].uncommitted_Stk as number;
  };

  it('serves a template whose example row a dry run accepts', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/stock/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]!.split(',')).toEqual(STOCK_COLUMNS.map((c) => c.name));
    const dry = await importNow(t, 'stock', res.body, 'dryRun=true');
    expect(dry).toMatchObject({ state: 'done', dryRun: true, counts: { read: 1, refused: 0 } });
  });

  it('sets on hand, which uncommitted stock follows at once; a second import changes nothing', async () => {
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const committedA = (await onHand(a.code)) - (await uncommitted(a.key));
    const file = csvOf(HEADER, [
      [a.code, '1234.5'],
      [b.code, '-3'],
    ]);
    const first = await importNow(t, 'stock', file);
    expect(first.counts).toMatchObject({ read: 2, inserted: 0, updated: 2, unchanged: 0, refused: 0 });
    expect(await onHand(a.code)).toBe(1234.5);
    expect(await onHand(b.code)).toBe(-3);
    expect(await uncommitted(a.key)).toBeCloseTo(1234.5 - committedA, 2);
    expect(await uncommitted(b.key)).toBeLessThanOrEqual(-3);

    const again = await importNow(t, 'stock', file);
    expect(again.counts).toMatchObject({ read: 2, updated: 0, unchanged: 2, refused: 0 });
  });

  it('a changed row changes only that product', async () => {
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const result = await importNow(
      t,
      'stock',
      csvOf(HEADER, [
        [a.code, '1234.50'],
        [b.code, '12'],
      ]),
    );
    expect(result.counts).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await onHand(b.code)).toBe(12);
    expect(await onHand(a.code)).toBe(1234.5);
  });

  it('refuses bad rows with their line, column and reason, and imports the rest', async () => {
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const file = csvOf(HEADER, [
      ['NOSUCH1', '5'], // line 2
      [a.code, '1.005'], // line 3
      [b.code, 'lots'], // line 4
      [b.code, ''], // line 5
      [a.code, '77'], // line 6
      [a.code, '78'], // line 7
    ]);
    const result = await importNow(t, 'stock', file);
    expect(result.counts).toMatchObject({ read: 6, updated: 1, refused: 5 });
    expect(result.refusedRows.map((r) => [r.line, r.column, r.reason, r.value])).toEqual(
      expect.arrayContaining([
        [2, 'product_code', 'no product NOSUCH1', 'NOSUCH1'],
        [3, 'on_hand', 'has more than 2 decimals', '1.005'],
        [4, 'on_hand', '"lots" is not a number', 'lots'],
        [5, 'on_hand', 'is required', ''],
        [7, '', `repeats line 6 (the same product ${a.code})`, ''],
      ]),
    );
    expect(await onHand(a.code)).toBe(77);
    expect(await onHand(b.code)).toBe(12);
  });

  it('a dry run counts and writes nothing; all or nothing writes nothing when a row is refused', async () => {
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const dry = await importNow(t, 'stock', csvOf(HEADER, [[a.code, '500']]), 'dryRun=true');
    expect(dry.counts).toMatchObject({ updated: 1, refused: 0 });
    expect(await onHand(a.code)).toBe(77);
    const bad = await importNow(
      t,
      'stock',
      csvOf(HEADER, [
        [a.code, '500'],
        [b.code, '1e3'],
      ]),
      'allOrNothing=true',
    );
    expect(bad.counts).toMatchObject({ updated: 0, refused: 1 });
    expect(await onHand(a.code)).toBe(77);
  });
});
