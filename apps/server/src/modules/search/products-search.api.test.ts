import type { Product, ProductListResponse } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCacheVersion, CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTestProduct } from '../catalogue/product.fixtures';

/** Everything search matches: code (plain and formatted), description, brand and additional values. */
const haystack = (p: Product) =>
  [p.productCode, p.formattedProductCode, p.description, p.brand, ...Object.values(p.additional)]
    .join(' ')
    .toLowerCase();

describe('product search', () => {
  let t: TestApp;
  let all: Product[];
  const search = async (text: string, extra = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/list?s=${encodeURIComponent(text)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductListResponse;
  };
  const expectAllMatch = (result: ProductListResponse, words: string[]) => {
    for (const p of result.products) for (const w of words) expect(haystack(p)).toContain(w);
    const expected = all.filter((p) => words.every((w) => haystack(p).includes(w))).map((p) => p.productKey);
    expect(result.products.map((p) => p.productKey).sort()).toEqual(expected.sort());
  };
  beforeAll(async () => {
    t = await createTestApp();
    all = (await t.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(() => t.close());

  it('matches partial words anywhere', async () => {
    const result = await search('ribe');
    expect(result.total).toBeGreaterThan(0);
    expectAllMatch(result, ['ribe']);
  });

  it('needs every word, in any order', async () => {
    const target = all.find((p) => p.productCategoryCode === 'POULTRY')!;
    const [first, second] = target.description.toLowerCase().split(/[\s,]+/) as [string, string];
    const forward = await search(`${first} ${second}`);
    const backward = await search(`${second.toUpperCase()} ${first}`);
    expect(forward.products.map((p) => p.productKey)).toContain(target.productKey);
    expect(backward.products.map((p) => p.productKey)).toEqual(forward.products.map((p) => p.productKey));
    expectAllMatch(forward, [first, second]);
    expect((await search(`${first} zzzqqq`)).total).toBe(0);
  });

  it('finds a product by its code, plain or formatted', async () => {
    const target = all[17]!;
    expect((await search(target.productCode)).products.map((p) => p.productKey)).toEqual([target.productKey]);
    expect((await search(target.formattedProductCode)).products.map((p) => p.productKey)).toEqual([target.productKey]);
  });

  it('finds by brand and by additional values', async () => {
    const brand = await search('bluewater');
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.products.every((p) => p.brand === 'Bluewater Bay')).toBe(true);
    expectAllMatch(await search('norway'), ['norway']);
  });

  it('checks words shorter than three characters too', async () => {
    expectAllMatch(await search('oz'), ['oz']);
    expectAllMatch(await search('cola oz'), ['cola', 'oz']);
    expectAllMatch(await search('5 lb bacon'), ['5', 'lb', 'bacon']);
  });

  it('reads a backtick as an apostrophe and treats LIKE wildcards literally', async () => {
    await insertTestProduct(t.database.db, 900_101, { description: "Chef's Pride Marinara", category: 'SAUCE' });
    const found = await search('chef`s marinara');
    expect(found.products.map((p) => p.productKey)).toEqual([900_101]);
    expectAllMatch(await search('%'), ['%']);
    expect((await search('_')).total).toBe(0);
  });

  it('combines search with filters, sort and pages', async () => {
    const beef = await search('beef', '&mc=MEAT&sort=ProductCode&pageSize=3');
    expect(beef.products.length).toBeLessThanOrEqual(3);
    expect(beef.products.every((p) => p.productMainCategoryCode === 'MEAT' && haystack(p).includes('beef'))).toBe(true);
    const codes = beef.products.map((p) => p.productCode);
    expect([...codes].sort()).toEqual(codes);
  });

  it('never finds product 9', async () => {
    expect((await search('miscellaneous')).total).toBe(0);
    expect((await search('misc')).products.some((p) => p.productKey === 9)).toBe(false);
  });

  it('never finds an inactive product, and keeps the category filter, whatever the index matches', async () => {
    await insertTestProduct(t.database.db, 900_501, { description: 'Zebrawood Inactive Board', isActive: 0 });
    await insertTestProduct(t.database.db, 900_502, { description: 'Zebrawood Active Board', category: 'BEEF' });
    await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    expect((await search('zebrawood')).products.map((p) => p.productKey)).toEqual([900_502]);
    const beef = all.find((p) => p.productCategoryCode === 'BEEF')!;
    expect((await search('zebrawood', `&c=${beef.productCategoryCode}&mc=${beef.productMainCategoryCode}`)).total).toBe(
      1,
    );
    expect((await search('zebrawood', '&c=NOPE')).total).toBe(0);
  });

  it('revalidates by ETag and shows changes once the catalogue version moves', async () => {
    const url = '/api/product/list?s=ribe';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const key = first.json().products[0].productKey as number;
    await t.database.db
      .updateTable('products')
      .set({ description: 'Ribeye Renamed', search_text: 'ribeye renamed' })
      .where('product_key', '=', key)
      .execute();
    await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().products.find((p: Product) => p.productKey === key).description).toBe('Ribeye Renamed');
  });
});
