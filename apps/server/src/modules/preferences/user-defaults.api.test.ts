import type { UserDefaults } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;
const SITE: UserDefaults = { defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' };

// Spec 3 §6: every user may save their own default layout and sort (GET/POST /api/userPreferences/defaults, spec 3 §7).
describe('GET/POST /api/userPreferences/defaults for every kind of user', () => {
  let t: TestApp;
  let customer: Headers;
  let salesForBayside: Headers;
  let admin: Headers;
  let consumer: Headers;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const ownDefaults = async (headers: Headers) => {
    const res = await call('GET', '/api/userPreferences/defaults', headers);
    expect(res.statusCode).toBe(200);
    return res.json<UserDefaults>();
  };
  const save = async (headers: Headers, body: UserDefaults) => {
    const res = await call('POST', '/api/userPreferences/defaults', headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Page layout successfully changed.' });
  };
  /** What the product page opens with: GET /api/settings carries the user's defaults. */
  const sessionDefaults = async (headers: Headers) => {
    const settings = (await call('GET', '/api/settings', headers)).json<UserDefaults>();
    return { defaultPageLayout: settings.defaultPageLayout, defaultPageSortBy: settings.defaultPageSortBy };
  };
  const userId = async (username: string) =>
    (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    t = await createTestApp();
    const ids = await customerIds(t.database.db);
    customer = await signInAs(t.app, 'customer');
    // The salesperson acts for the customer's own customer, Bayside Bistro.
    salesForBayside = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.BAYBIS) };
    admin = await signInAs(t.app, 'admin');
    consumer = await signInAs(t.app, 'consumer@example.com');
  });
  afterAll(() => t.close());

  it('lets a customer user, a salesperson acting for a customer, an administrator and a consumer each save and read back their own', async () => {
    for (const headers of [customer, salesForBayside, admin, consumer])
      expect(await ownDefaults(headers)).toEqual(SITE);

    const chosen: [Headers, UserDefaults][] = [
      [customer, { defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' }],
      [salesForBayside, { defaultPageLayout: 'QuickEntry', defaultPageSortBy: 'Brand' }],
      [admin, { defaultPageLayout: 'List', defaultPageSortBy: 'Sequence' }],
      [consumer, { defaultPageLayout: 'QuickEntry', defaultPageSortBy: 'Description' }],
    ];
    for (const [headers, defaults] of chosen) await save(headers, defaults);
    for (const [headers, defaults] of chosen) {
      expect(await ownDefaults(headers)).toEqual(defaults);
      // The product page opens with them.
      expect(await sessionDefaults(headers)).toEqual(defaults);
    }
    // Saved per user, not per session or per customer acted for: a new sign-in finds them, acting for anyone.
    expect(await ownDefaults(await signInAs(t.app, 'customer'))).toEqual({
      defaultPageLayout: 'List',
      defaultPageSortBy: 'ProductCode',
    });
    expect(await ownDefaults(await signInAs(t.app, 'sales'))).toEqual({
      defaultPageLayout: 'QuickEntry',
      defaultPageSortBy: 'Brand',
    });
    expect(await ownDefaults(await signInAs(t.app, 'admin'))).toEqual({
      defaultPageLayout: 'List',
      defaultPageSortBy: 'Sequence',
    });
  });

  it('saves a salesperson acting for a customer their own defaults, never the customer user’s', async () => {
    await save(customer, { defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' });
    await save(salesForBayside, { defaultPageLayout: 'Grid', defaultPageSortBy: 'Sequence' });
    expect(await ownDefaults(customer)).toEqual({ defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' });
    expect(await sessionDefaults(customer)).toEqual({ defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' });
    expect(await ownDefaults(salesForBayside)).toEqual({ defaultPageLayout: 'Grid', defaultPageSortBy: 'Sequence' });
  });

  it('cannot change another user’s defaults: a body or query naming someone else changes only the caller’s own', async () => {
    await save(customer, { defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' });
    await save(admin, { defaultPageLayout: 'List', defaultPageSortBy: 'Sequence' });
    const customerId = await userId('customer');
    const adminId = await userId('admin');
    await save(salesForBayside, { defaultPageLayout: 'Grid', defaultPageSortBy: 'Sequence' });
    await save(consumer, { defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' });
    // The salesperson acts for the customer's own customer; the consumer is no one's colleague.
    const attempts: [Headers, UserDefaults, number, string][] = [
      [salesForBayside, { defaultPageLayout: 'Grid', defaultPageSortBy: 'Sequence' }, customerId, 'customer'],
      [salesForBayside, { defaultPageLayout: 'Grid', defaultPageSortBy: 'Sequence' }, adminId, 'admin'],
      [consumer, { defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' }, customerId, 'customer'],
      [consumer, { defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' }, adminId, 'admin'],
    ];
    for (const [headers, before, otherId, otherName] of attempts) {
      const res = await call('POST', `/api/userPreferences/defaults?userId=${otherId}&username=${otherName}`, headers, {
        defaultPageLayout: 'QuickEntry',
        defaultPageSortBy: 'Brand',
        userId: otherId,
        username: otherName,
      });
      // A body naming a user is refused (unknown fields, platform/http/strict-body.ts) and nothing is saved; the query is ignored.
      expect(res.statusCode).toBe(400);
      expect(await ownDefaults(headers)).toEqual(before);
      await save(headers, before);
    }
    expect(await ownDefaults(customer)).toEqual({ defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' });
    expect(await ownDefaults(admin)).toEqual({ defaultPageLayout: 'List', defaultPageSortBy: 'Sequence' });
    const rows = await t.database.db
      .selectFrom('user_preferences')
      .select(['user_id', 'default_page_layout', 'default_page_sort_by'])
      .where('user_id', 'in', [customerId, adminId])
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => [r.user_id, r.default_page_layout, r.default_page_sort_by])).toEqual(
      [
        [customerId, 'List', 'ProductCode'],
        [adminId, 'List', 'Sequence'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('asks who is calling: without a sign-in both calls answer 401; values outside the lists answer 400', async () => {
    expect((await call('GET', '/api/userPreferences/defaults', {})).statusCode).toBe(401);
    expect((await call('POST', '/api/userPreferences/defaults', {}, { ...SITE })).statusCode).toBe(401);
    for (const payload of [
      { defaultPageLayout: 'Table', defaultPageSortBy: 'Brand' },
      { defaultPageLayout: 1, defaultPageSortBy: 0 },
      {},
    ]) {
      expect(
        (await call('POST', '/api/userPreferences/defaults', admin, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
  });
});
