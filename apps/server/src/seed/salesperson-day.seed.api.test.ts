import type { SalespersonAlerts } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, TEST_DIALECT, type TestApp } from '../test/test-app';

/** Issue 33: the demo salesperson's start page names something in each list on the seed's day. */
describe(`the demo salesperson's day (${TEST_DIALECT})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names products stopped, overdue invoices and products viewed but not bought, for customers of their own', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/salesperson/alerts',
      headers: await signInAs(t.app, 'sales'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { customers } = res.json() as SalespersonAlerts;
    const named = (list: 'stoppedBuying' | 'overdueInvoices' | 'viewedNotBought') =>
      customers.filter((c) => c[list].length > 0).map((c) => c.customerCode);
    expect(named('stoppedBuying')).toEqual(expect.arrayContaining(['PINEDL', 'CASCOB']));
    expect(customers.find((c) => c.customerCode === 'PINEDL')?.stoppedBuying).toHaveLength(2);
    expect(named('viewedNotBought')).toEqual(expect.arrayContaining(['HARGRL', 'MAPLEC']));
    expect(customers.find((c) => c.customerCode === 'HARGRL')?.viewedNotBought).toHaveLength(3);
    expect(named('overdueInvoices')).toContain('NORTAV');
    expect(customers.map((c) => c.customerCode)).not.toContain('STMARY');
    expect(customers.map((c) => c.urgency)).toEqual(customers.map((_, i) => i + 1));
  });
});
