import type { Product, ProductListResponse } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { insertTestGuide } from '../order-guides/order-guide.fixtures';
import { customerIds } from '../../test/demo-ids';

const SORTS = ['Description', 'Sequence', 'ProductCode', 'Brand'] as const;
const keysOf = (r: ProductListResponse) => r.products.map((p) => p.productKey);

describe('GET /api/product/list?og= (order guide filter)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let customer: Record<string, string>;
  let weekly: number[];
  let all: Product[];
  const list = async (query: string, headers = customer) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/list${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductListResponse;
  };
  const refusal = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/list${query}`, headers });
    return { status: res.statusCode, reason: res.json().errorReason as string };
  };
  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    customer = await signInAs(t.app, 'customer');
    const guides = (await t.app.inject({ method: 'GET', url: '/api/orderguide', headers: customer })).json();
    weekly = guides
      .find((g: { name: string }) => g.name === 'Weekly')
      .products.map((p: { productKey: number }) => p.productKey);
    all = (await list('')).products;
  });
  afterAll(() => t.close());

  it("lists exactly the guide's visible products, in the chosen sort", async () => {
    const byGuide = await list('?og=Weekly');
    expect(byGuide.total).toBe(weekly.length);
    expect(keysOf(byGuide)).toEqual(all.filter((p) => weekly.includes(p.productKey)).map((p) => p.productKey));
    for (const sort of SORTS) {
      const whole = await list(`?sort=${sort}`);
      const sorted = await list(`?og=Weekly&sort=${sort}`);
      expect(keysOf(sorted)).toEqual(keysOf(whole).filter((k) => weekly.includes(k)));
    }
  });

  it('keeps main category, category and search applying within the guide', async () => {
    const inGuide = all.filter((p) => weekly.includes(p.productKey));
    const produce = await list('?og=Weekly&mc=PRODUCE');
    expect(produce.total).toBe(inGuide.filter((p) => p.productMainCategoryCode === 'PRODUCE').length);
    expect(produce.total).toBeGreaterThan(0);
    expect(produce.total).toBeLessThan(weekly.length);
    const milk = await list('?og=Weekly&mc=DAIRY&c=MILK');
    expect(keysOf(milk)).toEqual(inGuide.filter((p) => p.productCategoryCode === 'MILK').map((p) => p.productKey));
    const target = inGuide[0]!;
    const word = target.description.toLowerCase().split(/[\s,]+/)[0]!;
    const searched = await list(`?og=Weekly&s=${encodeURIComponent(word)}`);
    expect(keysOf(searched)).toContain(target.productKey);
    expect(keysOf(searched)).toEqual(
      keysOf(await list(`?s=${encodeURIComponent(word)}`)).filter((k) => weekly.includes(k)),
    );
  });

  it('pages by number and walks to the end by cursor in every sort', async () => {
    for (const sort of SORTS) {
      const whole = keysOf(await list(`?og=Weekly&sort=${sort}`));
      const byNumber: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 4); page++) {
        const answer = await list(`?og=Weekly&sort=${sort}&page=${page}&pageSize=4`);
        expect(answer).toMatchObject({ total: whole.length, page, pageSize: 4 });
        byNumber.push(...keysOf(answer));
      }
      expect(byNumber).toEqual(whole);
      const walked: number[] = [];
      let answer = await list(`?og=Weekly&sort=${sort}&pageSize=3`);
      walked.push(...keysOf(answer));
      while (answer.nextCursor) {
        answer = await list(`?og=Weekly&sort=${sort}&pageSize=3&cursor=${answer.nextCursor}`);
        expect(answer.total).toBe(whole.length);
        walked.push(...keysOf(answer));
      }
      expect(walked).toEqual(whole);
    }
  });

  it("lists nothing for a guide name the customer does not have, another customer's included", async () => {
    await insertTestGuide(t.database.db, ids.HARGRL!, 'Raw Bar', [all[0]!.productKey, all[1]!.productKey]);
    const admin = await signInAs(t.app, 'admin');
    expect((await list('?og=Raw%20Bar', admin)).total).toBe(2);
    for (const query of ['?og=Raw%20Bar', '?og=Raw%20Bar&page=1&pageSize=5', '?og=Nope', '?og=weekly']) {
      const answer = await list(query);
      expect(answer.total).toBe(0);
      expect(answer.products).toEqual([]);
    }
    const first = await list('?pageSize=2');
    const byCursor = await list(`?og=Raw%20Bar&pageSize=2&cursor=${first.nextCursor}`);
    expect(byCursor).toMatchObject({ total: 0, products: [], nextCursor: null });
  });

  it('refuses og without an account to act for; a consumer filters by their own guides', async () => {
    const reason = 'Filtering by order guide needs an account: sign in, and as a salesperson select a customer first.';
    expect(await refusal('?og=Weekly')).toEqual({ status: 400, reason });
    expect(await refusal('?og=Weekly&page=1&pageSize=10', await signInAs(t.app, 'sales'))).toEqual({
      status: 400,
      reason,
    });
    // The demo consumer has no guide named Weekly: nothing listed, nothing of Bayside's.
    expect((await list('?og=Weekly', await signInAs(t.app, 'consumer@example.com'))).total).toBe(0);
    const forBayside = await list('?og=Weekly', {
      ...(await signInAs(t.app, 'sales')),
      'x-customer-key': String(ids.BAYBIS),
    });
    expect(forBayside.total).toBe(weekly.length);
  });

  it('shows a change of the guide at once, with no copy for the browser to keep', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/product/list?og=Weekly&page=1&pageSize=50',
      headers: customer,
    });
    expect(before.headers.etag).toBeUndefined();
    expect(before.headers['cache-control']).toBe('private, no-store');
    const extra = all.find((p) => !weekly.includes(p.productKey))!;
    const guide = await t.database.db
      .selectFrom('order_guides')
      .select('id')
      .where('customer_id', '=', ids.BAYBIS!)
      .where('name', '=', 'Weekly')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('order_guide_products')
      .values({
        guide_id: guide.id,
        product_key: extra.productKey,
        order_quantity: 1,
        unit_of_measure: 'CS',
        sequence: 99,
      })
      .execute();
    const after = await list('?og=Weekly&page=1&pageSize=50');
    expect(after.total).toBe(weekly.length + 1);
    expect(keysOf(after)).toContain(extra.productKey);
  });
});
