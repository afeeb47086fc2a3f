import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('categories', () => {
  let t: TestApp;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the main categories in catalogue order', async () => {
    const mains = await get('/api/product/maincategories');
    expect(mains.length).toBeGreaterThanOrEqual(6);
    expect(mains[0]).toEqual({ code: 'MEAT', description: 'Meat & Poultry' });
    expect(mains.map((m: { code: string }) => m.code)).toContain('CLEAN');
  });

  it('lists categories under a parent, in order, at least 25 in all', async () => {
    const all = await get('/api/product/categories');
    expect(all.length).toBeGreaterThanOrEqual(25);
    const mains = (await get('/api/product/maincategories')).map((m: { code: string }) => m.code);
    const parents = all.map((c: { parent: string }) => mains.indexOf(c.parent));
    expect([...parents].sort((a, b) => a - b)).toEqual(parents);
    const meat = await get('/api/product/categories?parent=MEAT');
    expect(meat.every((c: { parent: string }) => c.parent === 'MEAT')).toBe(true);
    expect(meat[0]).toEqual({ code: 'BEEF', description: 'Beef', parent: 'MEAT', isExcluded: false });
  });

  it("flags the acting customer's excluded categories, and no one else's", async () => {
    const admin = await signInAs(t.app, 'admin');
    expect(await get('/api/product/excludedCategories', admin)).toEqual(['CHEM', 'DISH', 'JANIT']);
    const clean = await get('/api/product/categories?parent=CLEAN', admin);
    expect(clean.every((c: { isExcluded: boolean }) => c.isExcluded)).toBe(true);
    expect(
      (await get('/api/product/categories?parent=MEAT', admin)).some((c: { isExcluded: boolean }) => c.isExcluded),
    ).toBe(false);

    const customer = await signInAs(t.app, 'customer');
    expect(await get('/api/product/excludedCategories', customer)).toEqual([]);
    expect(
      (await get('/api/product/categories?parent=CLEAN', customer)).some((c: { isExcluded: boolean }) => c.isExcluded),
    ).toBe(false);
    expect(await get('/api/product/excludedCategories')).toEqual([]);
  });

  it('answers 304 to a browser holding the current version, per customer', async () => {
    const admin = await signInAs(t.app, 'admin');
    const first = await t.app.inject({ method: 'GET', url: '/api/product/categories', headers: admin });
    const etag = first.headers.etag as string;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/product/categories',
          headers: { ...admin, 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
    const customer = await signInAs(t.app, 'customer');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/product/categories',
          headers: { ...customer, 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(200);
  });
});
