import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('customers a user may act for', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db.selectFrom('customers').select(['id', 'customer_code']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.customer_code, r.id]));
  });
  afterAll(() => t.close());

  it("lists the salesperson's customers, searchable by name or code", async () => {
    const headers = await signInAs(t.app, 'sales');
    const all = (await t.app.inject({ method: 'GET', url: '/api/customer/list', headers })).json();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.map((c: { customerCode: string }) => c.customerCode)).not.toContain('STMARY');
    const byName = (await t.app.inject({ method: 'GET', url: '/api/customer/list?search=maple', headers })).json();
    expect(byName).toEqual([{ customerKey: ids.MAPLEC, customerCode: 'MAPLEC', name: 'Maple Street Cafe' }]);
    const byCode = (await t.app.inject({ method: 'GET', url: '/api/customer/list?search=nortav', headers })).json();
    expect(byCode.map((c: { customerCode: string }) => c.customerCode)).toEqual(['NORTAV']);
    const literal = (await t.app.inject({ method: 'GET', url: '/api/customer/list?search=%25', headers })).json();
    expect(literal).toEqual([]);
  });

  it('gives the customer with ship-tos for an allowed key and 403 for any other', async () => {
    const headers = await signInAs(t.app, 'sales');
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/customer',
      headers: { ...headers, 'x-customer-key': String(ids.BAYBIS) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ customerCode: 'BAYBIS', defaultShipto: 'MAIN' });
    expect(ok.json().shiptos.length).toBeGreaterThanOrEqual(2);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/customer',
      headers: { ...headers, 'x-customer-key': String(ids.STMARY) },
    });
    expect(other.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: '/api/customer', headers });
    expect(none.statusCode).toBe(403);
    const junk = await t.app.inject({
      method: 'GET',
      url: '/api/customer',
      headers: { ...headers, 'x-customer-key': '1; drop table' },
    });
    expect(junk.statusCode).toBe(400);
  });

  it('keeps a customer user to its own customer', async () => {
    const headers = await signInAs(t.app, 'customer');
    const own = await t.app.inject({ method: 'GET', url: '/api/customer', headers });
    expect(own.json()).toMatchObject({ customerKey: ids.BAYBIS, name: 'Bayside Bistro' });
    expect(own.json().shiptos.length).toBeGreaterThanOrEqual(2);
    const list = (await t.app.inject({ method: 'GET', url: '/api/customer/list', headers })).json();
    expect(list.map((c: { customerCode: string }) => c.customerCode)).toEqual(['BAYBIS']);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/customer',
      headers: { ...headers, 'x-customer-key': String(ids.HARGRL) },
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a consumer any customer key', async () => {
    const headers = await signInAs(t.app, 'consumer@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer',
      headers: { ...headers, 'x-customer-key': String(ids.BAYBIS) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('finds any customer for an administrator, and answers nobody else', async () => {
    const admin = await signInAs(t.app, 'admin');
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/admin/customers?search=bayside', headers: admin })
    ).json();
    expect(found).toEqual([{ customerKey: ids.BAYBIS, customerCode: 'BAYBIS', name: 'Bayside Bistro' }]);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: admin })
    ).json() as unknown[];
    expect(all.length).toBe(Math.min(50, Object.keys(ids).length));
    for (const who of ['customer', 'sales']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/customers',
        headers: await signInAs(t.app, who),
      });
      expect(res.statusCode, who).toBe(403);
    }
  });
});
