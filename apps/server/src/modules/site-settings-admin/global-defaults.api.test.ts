import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('GET/POST /api/admin/defaultPageLayout and /api/admin/defaultPageSortBy', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('answers the global defaults in the admin numbers (Grid, Description: 0)', async () => {
    expect((await call('GET', '/api/admin/defaultPageLayout', admin)).json()).toEqual({ defaultPageLayout: 0 });
    expect((await call('GET', '/api/admin/defaultPageSortBy', admin)).json()).toEqual({ defaultPageSortBy: 0 });
  });

  it('sets the layout and sort every user without an own default gets; an own default still wins; the change is logged', async () => {
    const sales = await signInAs(t.app, 'sales');
    await call('POST', '/api/userPreferences/defaults', sales, {
      defaultPageLayout: 'Grid',
      defaultPageSortBy: 'Description',
    });

    const layout = await call('POST', '/api/admin/defaultPageLayout', admin, { defaultPageLayout: 1 });
    expect(layout.statusCode).toBe(200);
    expect(layout.json()).toEqual({ message: 'Page layout successfully changed.' });
    const sort = await call('POST', '/api/admin/defaultPageSortBy', admin, { defaultPageSortBy: 3 });
    expect(sort.json()).toEqual({ message: 'Page layout successfully changed.' });
    expect((await call('GET', '/api/admin/defaultPageLayout', admin)).json()).toEqual({ defaultPageLayout: 1 });
    expect((await call('GET', '/api/admin/defaultPageSortBy', admin)).json()).toEqual({ defaultPageSortBy: 3 });

    const customer = await signInAs(t.app, 'customer');
    expect((await call('GET', '/api/userPreferences/defaults', customer)).json()).toEqual({
      defaultPageLayout: 'List',
      defaultPageSortBy: 'Brand',
    });
    expect((await call('GET', '/api/settings', customer)).json()).toMatchObject({
      defaultPageLayout: 'List',
      defaultPageSortBy: 'Brand',
    });
    expect((await call('GET', '/api/userPreferences/defaults', sales)).json()).toEqual({
      defaultPageLayout: 'Grid',
      defaultPageSortBy: 'Description',
    });

    const log = (await call('GET', '/api/admin/siteSettings', admin)).json<{
      changes: { key: string; newValue: string; changedBy: string }[];
    }>();
    expect(log.changes.slice(0, 2).map((c) => [c.key, c.newValue])).toEqual([
      ['defaultPageSortBy', '"Brand"'],
      ['defaultPageLayout', '"List"'],
    ]);
    await call('POST', '/api/admin/defaultPageLayout', admin, { defaultPageLayout: 0 });
    await call('POST', '/api/admin/defaultPageSortBy', admin, { defaultPageSortBy: 0 });
  });

  it('refuses values out of range, text and extra fields with 400, and everyone but administrators with 403', async () => {
    for (const payload of [
      { defaultPageLayout: 3 },
      { defaultPageLayout: -1 },
      { defaultPageLayout: 'List' },
      { defaultPageLayout: 1.5 },
      { defaultPageLayout: 1, x: 1 },
      {},
    ]) {
      expect(
        (await call('POST', '/api/admin/defaultPageLayout', admin, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect((await call('POST', '/api/admin/defaultPageSortBy', admin, { defaultPageSortBy: 4 })).statusCode).toBe(400);
    const customer = await signInAs(t.app, 'customer');
    expect((await call('POST', '/api/admin/defaultPageLayout', customer, { defaultPageLayout: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/defaultPageSortBy', customer)).statusCode).toBe(403);
  });
});
