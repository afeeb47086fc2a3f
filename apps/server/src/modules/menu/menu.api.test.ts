import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CACHE, bumpCacheVersion } from '../../platform/cache/cache-versions.repository';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

type Entry = { key: string; visible: boolean; locked: boolean; logVisit: boolean };
const find = (menu: Entry[], key: string) => menu.find((e) => e.key === key)!;

describe('menu', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every entry with flags fitting the user', async () => {
    const admin = (
      await t.app.inject({ method: 'GET', url: '/api/menu', headers: await signInAs(t.app, 'admin') })
    ).json() as Entry[];
    expect(admin.length).toBe(24);
    expect(find(admin, 'AdminPanel').visible).toBe(true);
    const consumer = (
      await t.app.inject({ method: 'GET', url: '/api/menu', headers: await signInAs(t.app, 'consumer@example.com') })
    ).json() as Entry[];
    expect(find(consumer, 'AccountSummary').visible).toBe(false);
    expect(find(consumer, 'ViewCart').visible).toBe(true);
    // Issue 32: standing orders are for trade customers.
    expect(find(consumer, 'StandingOrders').visible).toBe(false);
    expect(find(admin, 'StandingOrders').visible).toBe(true);
    // Issue 33: credit requests are for trade customers, their salespeople and administrators.
    expect(find(consumer, 'Credits').visible).toBe(false);
    expect(find(admin, 'Credits').visible).toBe(true);
    const guest = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json() as Entry[];
    expect(find(guest, 'ViewCart').visible).toBe(false);
    expect(find(guest, 'ViewProducts').visible).toBe(true);
  });

  it('applies administrator overrides and records flagged visits', async () => {
    await t.database.db
      .insertInto('menu_overrides')
      .values([
        { entry: 'OrderHistory', audience: 'Customer', visible: null, locked: 1, log_visit: null },
        { entry: 'Categories', audience: '*', visible: null, locked: null, log_visit: 1 },
      ])
      .execute();
    // As every writer of menu_overrides must: every process drops its copy of the overrides.
    await bumpCacheVersion(t.database.db, MENU_CACHE);
    const headers = await signInAs(t.app, 'customer');
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu', headers })).json() as Entry[];
    expect(find(menu, 'OrderHistory')).toMatchObject({ visible: true, locked: true });
    expect(find(menu, 'Categories').logVisit).toBe(true);
    const salesMenu = (
      await t.app.inject({ method: 'GET', url: '/api/menu', headers: await signInAs(t.app, 'sales') })
    ).json() as Entry[];
    expect(find(salesMenu, 'OrderHistory').locked).toBe(false);

    expect((await t.app.inject({ method: 'GET', url: '/api/menu/log/Categories', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/menu/log/ViewCart', headers })).statusCode).toBe(204);
    const visits = await t.database.db.selectFrom('menu_visits').select('entry').execute();
    expect(visits.map((v) => v.entry)).toEqual(['Categories']);
    expect((await t.app.inject({ method: 'GET', url: '/api/menu/log/Nonsense', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/menu/log/Categories' })).statusCode).toBe(401);
  });
});
