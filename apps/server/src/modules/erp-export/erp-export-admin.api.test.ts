import type { ErpWebhook } from '@storefront/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { FX, insertCartFixtures } from '../cart/cart.fixtures';
import { orderIdOf, placeTradeOrder } from './erp-export.fixtures';

const HOOK = '/api/admin/export/webhook';
const FORMULA = '=HYPERLINK("http://evil.example/x","Napkins")';

describe('the administrators ERP export API', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    // A week from now: after every order the demo seed wrote, so a pull from here finds only this test's orders.
    t.clock.now = Date.now() + 7 * 86_400_000;
    await insertCartFixtures(t.database.db);
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('is for administrators only', async () => {
    const customer = await signInAs(t.app, 'customer');
    const routes: [InjectOptions['method'], string, unknown?][] = [
      ['GET', HOOK],
      ['PUT', HOOK, { url: 'https://erp.example/hook' }],
      ['POST', `${HOOK}/rotate`],
      ['DELETE', HOOK],
      ['GET', '/api/admin/exports'],
      ['GET', '/api/admin/export/orders?since=2026-11-01'],
      ['GET', '/api/admin/export/orders/W0000001'],
      ['GET', '/api/admin/export/payments/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, customer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', HOOK)).json()).toEqual({ url: null, secret: null, updatedAt: null });
  });

  it('sets the webhook with a secret made on the server, keeps it on a new address, rotates it and removes it', async () => {
    expect((await call('POST', `${HOOK}/rotate`)).statusCode).toBe(404);
    const first = await call('PUT', HOOK, { url: 'https://erp.example.com/storefront/orders?source=web' });
    expect(first.statusCode).toBe(200);
    const set = first.json<ErpWebhook>();
    expect(set).toMatchObject({ url: 'https://erp.example.com/storefront/orders?source=web' });
    expect(set.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(set.updatedAt ?? '')).toBe(t.clock.now);
    expect((await call('GET', HOOK)).json()).toEqual(set);

    const moved = (await call('PUT', HOOK, { url: 'http://localhost:9000/hook' })).json<ErpWebhook>();
    expect(moved).toMatchObject({ url: 'http://localhost:9000/hook', secret: set.secret });
    const rotated = (await call('POST', `${HOOK}/rotate`)).json<ErpWebhook>();
    expect(rotated.url).toBe(moved.url);
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(set.secret);

    expect((await call('DELETE', HOOK)).json()).toEqual({ url: null, secret: null, updatedAt: null });
    expect((await call('GET', HOOK)).json()).toEqual({ url: null, secret: null, updatedAt: null });
  });

  it('refuses an address that is not an absolute http(s) URL with 400', async () => {
    const bad: unknown[] = [
      {},
      { url: '' },
      { url: 'erp.example.com/hook' },
      { url: 'ftp://erp.example.com/hook' },
      { url: 'javascript:alert(1)' },
      { url: 'file:///etc/passwd' },
      { url: 'https://user:secret@erp.example.com/hook' },
      { url: 'https://erp.example.com/ hook' },
      { url: `https://erp.example.com/${'a'.repeat(500)}` },
      { url: 42 },
      { url: ['https://erp.example.com'] },
      { url: 'https://erp.example.com/hook', secret: 'mine' },
    ];
    for (const payload of bad) {
      const res = await call('PUT', HOOK, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorReason).toEqual(expect.any(String));
    }
    expect((await call('GET', HOOK)).json().url).toBeNull();
  });

  it('lists the exports by state and refuses a state that does not exist', async () => {
    expect((await call('GET', '/api/admin/exports?state=exploded')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/exports?state=pending&limit=5')).statusCode).toBe(400);
    const orderNumber = await placeTradeOrder(t, 'PO-LIST');
    const pending = (await call('GET', '/api/admin/exports?state=pending')).json().exports;
    expect(pending[0]).toMatchObject({
      subject: 'order',
      reference: orderNumber,
      state: 'pending',
      attempts: 0,
      lastStatus: null,
      lastError: '',
      filesWrittenAt: null,
      deliveredAt: null,
    });
    expect((await call('GET', '/api/admin/exports?state=delivered')).json().exports).toEqual([]);
  });

  it('answers the orders since a time as CSV, oldest first, with formula cells made text, in pages', async () => {
    // After the orders of the tests before.
    t.clock.now += 60_000;
    const since = new Date(t.clock.now).toISOString();
    t.clock.now += 60_000;
    const first = await placeTradeOrder(t, 'PO-PULL-1');
    t.clock.now += 60_000;
    const second = await placeTradeOrder(t, '+PO-PULL-2');
    // A description imported from the ERP that a spreadsheet would run as a formula.
    await t.database.db
      .updateTable('order_lines')
      .set({ description: FORMULA })
      .where('product_key', '=', FX.napkins)
      .where('order_id', '=', await orderIdOf(t, second))
      .execute();
    const firstAt = new Date(t.clock.now - 60_000).toISOString();
    const secondAt = new Date(t.clock.now).toISOString();

    const all = await call('GET', `/api/admin/export/orders?since=${encodeURIComponent(since)}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['cache-control']).toContain('no-store');
    expect(all.headers['x-export-count']).toBe('2');
    expect(all.headers['x-export-next-since']).toBe(secondAt);
    expect(all.headers['x-export-truncated']).toBe('false');
    const rows = all.body.split('\r\n').filter((l) => l !== '');
    expect(rows[0]).toMatch(/^orderNumber,orderDate,deliveryDate,status,customerCode,customerName,/);
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual([first, first, second, second]);
    expect(all.body).toContain(`"'${FORMULA.replaceAll('"', '""')}"`);
    expect(all.body).not.toMatch(/(^|,)=HYPERLINK/m);
    // The P.O. that starts with + is text too.
    expect(all.body).toContain(",'+PO-PULL-2,");

    // Paging: at most `limit` orders; the next call starts at the last one's createdAt (which it repeats).
    const page = await call('GET', `/api/admin/export/orders?since=${encodeURIComponent(since)}&limit=1`);
    expect(page.headers).toMatchObject({ 'x-export-count': '1', 'x-export-truncated': 'true' });
    expect(page.headers['x-export-next-since']).toBe(firstAt);
    const next = await call('GET', `/api/admin/export/orders?since=${encodeURIComponent(firstAt)}&limit=2`);
    expect(next.headers['x-export-count']).toBe('2');
    const after = await call('GET', `/api/admin/export/orders?since=${encodeURIComponent(secondAt)}`);
    expect(after.body.split('\r\n').filter((l) => l.startsWith(`${second},`))).toHaveLength(2);
    expect(after.headers['x-export-count']).toBe('1');

    // A date alone is midnight UTC; nothing after the newest order answers the header row only.
    const later = new Date(t.clock.now + 2 * 86_400_000).toISOString().slice(0, 10);
    const none = await call('GET', `/api/admin/export/orders?since=${later}`);
    expect(none.statusCode).toBe(200);
    expect(none.body.split('\r\n').filter((l) => l !== '')).toHaveLength(1);
    expect(none.headers['x-export-next-since']).toBe(later);
  });

  it('refuses a since that is no date, or a limit out of bounds, with 400', async () => {
    for (const query of [
      '',
      '?since=yesterday',
      '?since=2026-02-30',
      '?since=2026-11-27T10:00',
      '?since=2026-11-27T25:00Z',
      '?since=2026-11-27%2010:00:00Z',
      `?since=${'2'.repeat(5000)}`,
      '?since=2026-11-27&limit=0',
      '?since=2026-11-27&limit=10001',
      '?since=2026-11-27&limit=ten',
      '?since=2026-11-27&extra=1',
      '?since=2026-11-27&since=2026-11-28',
    ]) {
      const res = await call('GET', `/api/admin/export/orders${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await call('GET', '/api/admin/export/orders?since=2026-11-27T10:00:00.5-05:00')).statusCode).toBe(200);
  });

  it('documents the export documents in the OpenAPI', async () => {
    const doc = (await call('GET', '/api/openapi.json', undefined, {})).json();
    const answer = (path: string) =>
      doc.paths[path].get.responses['200'].content['application/json'].schema as {
        properties: Record<string, unknown>;
      };
    expect(Object.keys(answer('/api/admin/export/orders/{orderNumber}').properties)).toEqual(
      expect.arrayContaining(['orderNumber', 'customer', 'lines', 'tax', 'total', 'payment', 'createdAt']),
    );
    expect(Object.keys(answer('/api/admin/export/payments/{key}').properties)).toEqual(
      expect.arrayContaining(['paymentKey', 'customer', 'amount', 'method', 'lines']),
    );
    expect(doc.paths['/api/admin/export/orders'].get.description).toContain('X-Export-Next-Since');
  });

  it('answers 404 for an order or payment that does not exist, and 400 for a malformed number', async () => {
    expect((await call('GET', '/api/admin/export/orders/W9999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/export/payments/0f8fad5b-d9cb-469f-a165-70867728950e')).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/export/orders/${'W'.repeat(50)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/export/payments/bad%20key!')).statusCode).toBe(400);
  });
});
