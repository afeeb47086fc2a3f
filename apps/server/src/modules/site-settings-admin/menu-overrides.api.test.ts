import type { MenuEntryState } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('GET/POST /api/admin/menuOverrides', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const post = (payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/menuOverrides', headers, payload });
  const menuOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/menu', headers })).json<MenuEntryState[]>();
  const entry = (menu: MenuEntryState[], key: string) => menu.find((e) => e.key === key);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('hides an entry for one user type at once (menu and route), logs it, and puts it back', async () => {
    const customer = await signInAs(t.app, 'customer');
    const sales = await signInAs(t.app, 'sales');
    expect(entry(await menuOf(customer), 'ProductHistory')).toMatchObject({ visible: true, locked: false });

    const saved = await post({ entry: 'ProductHistory', audience: 'Customer', hidden: true, locked: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      overrides: [{ entry: 'ProductHistory', audience: 'Customer', hidden: true, locked: false }],
    });
    expect(entry(await menuOf(customer), 'ProductHistory')).toMatchObject({ visible: false });
    expect(entry(await menuOf(sales), 'ProductHistory')).toMatchObject({ visible: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/history/products', headers: customer })).statusCode).toBe(
      403,
    );

    const log = (await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin })).json<{
      changes: { key: string; newValue: string }[];
    }>();
    expect(log.changes[0]).toMatchObject({
      key: 'menu.Customer.ProductHistory',
      newValue: '{"hidden":true,"locked":false}',
    });

    await post({ entry: 'ProductHistory', audience: 'Customer', hidden: false, locked: true });
    expect(entry(await menuOf(customer), 'ProductHistory')).toMatchObject({ visible: true, locked: true });
    const back = await post({ entry: 'ProductHistory', audience: 'Customer', hidden: false, locked: false });
    expect(back.json()).toEqual({ overrides: [] });
    expect(entry(await menuOf(customer), 'ProductHistory')).toMatchObject({ visible: true, locked: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/history/products', headers: customer })).statusCode).toBe(
      200,
    );
  });

  it('never lets the admin page be hidden or locked, and refuses unknown entries and user types', async () => {
    const locked = await post({ entry: 'AdminPanel', audience: 'Customer', hidden: false, locked: true });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().errorReason).toMatch(/admin page cannot be hidden or locked/);
    for (const payload of [
      { entry: 'Nope', audience: 'Customer', hidden: true, locked: false },
      { entry: 'Categories', audience: '*', hidden: true, locked: false },
      { entry: 'Categories', audience: 'Robot', hidden: true, locked: false },
      { entry: 'Categories', audience: 'Customer', hidden: 'yes', locked: false },
      { entry: 'Categories', audience: 'Customer', hidden: true },
    ]) {
      expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('is for administrators only', async () => {
    const customer = await signInAs(t.app, 'customer');
    expect(
      (await post({ entry: 'Categories', audience: 'Customer', hidden: true, locked: false }, customer)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/menuOverrides', headers: customer })).statusCode).toBe(
      403,
    );
  });
});
