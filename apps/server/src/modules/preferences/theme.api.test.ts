import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCacheVersion, MENU_CACHE } from '../../platform/cache/cache-versions.repository';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

const DEFAULT = { theme: 0, primaryColor: '#008080', secondaryColor: '#f50057', hasUserTheme: false };

describe('GET/POST/DELETE /api/theme and GET /api/theme/reset', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let sales: Record<string, string>;
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await createTestApp();
    customer = await signInAs(t.app, 'customer');
    sales = await signInAs(t.app, 'sales');
  });
  afterAll(() => t.close());

  it('gives the default theme until the user saves one, then that theme, to that user only', async () => {
    expect((await call('GET', '/api/theme', customer)).json()).toEqual(DEFAULT);
    const saved = await call('POST', '/api/theme', customer, {
      theme: 1,
      primaryColor: '#3366AA',
      secondaryColor: '#aa3366',
    });
    expect(saved.statusCode).toBe(200);
    const mine = { theme: 1, primaryColor: '#3366aa', secondaryColor: '#aa3366', hasUserTheme: true };
    expect(saved.json()).toEqual(mine);
    expect((await call('GET', '/api/theme', customer)).json()).toEqual(mine);
    expect((await call('GET', '/api/theme', sales)).json()).toEqual(DEFAULT);
    // A new session of the same user finds it too.
    expect((await call('GET', '/api/theme', await signInAs(t.app, 'customer'))).json()).toEqual(mine);
  });

  it('reset answers the default without changing anything; DELETE removes the own theme and keeps the layout default', async () => {
    await call('POST', '/api/userPreferences/defaults', customer, {
      defaultPageLayout: 'List',
      defaultPageSortBy: 'Brand',
    });
    await call('POST', '/api/theme', customer, { theme: 0, primaryColor: '#224466', secondaryColor: '#884422' });
    expect((await call('GET', '/api/theme/reset', customer)).json()).toEqual(DEFAULT);
    expect((await call('GET', '/api/theme', customer)).json()).toMatchObject({ hasUserTheme: true });
    const removed = await call('DELETE', '/api/theme', customer);
    expect(removed.json()).toEqual(DEFAULT);
    expect((await call('GET', '/api/theme', customer)).json()).toEqual(DEFAULT);
    expect((await call('GET', '/api/userPreferences/defaults', customer)).json()).toEqual({
      defaultPageLayout: 'List',
      defaultPageSortBy: 'Brand',
    });
  });

  it('refuses colours that are not #rrggbb, unknown modes and extra fields with 400', async () => {
    for (const payload of [
      { theme: 2, primaryColor: '#336699', secondaryColor: '#aa3366' },
      { theme: 0, primaryColor: 'red', secondaryColor: '#aa3366' },
      { theme: 0, primaryColor: '#336699', secondaryColor: 'url(javascript:alert(1))' },
      { theme: 0, primaryColor: '#3366', secondaryColor: '#aa3366' },
      { theme: 0, primaryColor: '#336699', secondaryColor: '#aa3366', css: 'body{}' },
      { theme: '0', primaryColor: '#336699' },
    ]) {
      expect((await call('POST', '/api/theme', customer, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lets a consumer read the theme but never change it (no ColorMaintenance), and anonymous callers nothing', async () => {
    const consumer = await signInAs(t.app, 'consumer@example.com');
    expect((await call('GET', '/api/theme', consumer)).json()).toEqual(DEFAULT);
    expect(
      (await call('POST', '/api/theme', consumer, { theme: 1, primaryColor: '#336699', secondaryColor: '#aa3366' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/api/theme', consumer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/theme' })).statusCode).toBe(401);
  });

  it('follows an administrator hiding ColorMaintenance from customers', async () => {
    await t.database.db
      .insertInto('menu_overrides')
      .values({ entry: 'ColorMaintenance', audience: 'Customer', visible: 0, locked: null, log_visit: null })
      .execute();
    await bumpCacheVersion(t.database.db, MENU_CACHE);
    const res = await call('POST', '/api/theme', customer, {
      theme: 1,
      primaryColor: '#336699',
      secondaryColor: '#aa3366',
    });
    expect(res.statusCode).toBe(403);
  });
});
