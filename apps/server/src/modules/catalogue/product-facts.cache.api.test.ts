import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCacheVersion, CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';
import { statementCounter } from '../../test/statement-counter';
import { createTestApp, createTwinApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';

// Issue 29, the cut-off rush: every add, estimate and submit asks for the facts of the cart's products (their list
// picture, whether the customer's exclusions cover them). They are read once per process and catalogue version.
describe("the cart's product facts", () => {
  let t: TestApp;
  let twin: Awaited<ReturnType<typeof createTwinApp>>;
  const exclusions = statementCounter('customer_excluded_categories');
  let customer: ReturnType<typeof cartApi>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    twin = await createTwinApp(t, [exclusions.plugin]);
    headers = await signInAs(twin.app, 'customer');
    customer = cartApi(twin.app, headers);
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });

  it('are read once per catalogue version, and the exclusions still refuse', async () => {
    expect((await customer.clear()).statusCode).toBe(204);
    expect((await customer.add(line(FX.napkins, 1, 'CS', 'CS'))).statusCode).toBe(200);
    exclusions.reset();
    expect((await customer.add(line(FX.napkins, 1, 'CS', 'CS'))).statusCode).toBe(200);
    expect((await twin.app.inject({ method: 'GET', url: '/api/cart/estimate', headers })).statusCode).toBe(200);
    expect(exclusions.count()).toBe(0);

    // Bayside Bistro's excluded category: refused from the cache as from the database.
    const refused = await customer.add(line(FX.excluded, 1, 'EA', 'EA'));
    expect(refused.statusCode).toBe(409);
    const again = await customer.add(line(FX.excluded, 1, 'EA', 'EA'));
    expect(again.json()).toEqual(refused.json());

    // A new catalogue version (an image sync, an import) reads them again.
    await bumpCacheVersion(t.database.db, CATALOGUE_CACHE);
    exclusions.reset();
    expect((await customer.add(line(FX.napkins, 1, 'CS', 'CS'))).statusCode).toBe(200);
    expect(exclusions.count()).toBe(1);
  });
});
