import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { DB } from '../../db/schema';
import type { Injector } from '../../test/remote-app';
import { signInAs, type TestApp } from '../../test/test-app';
import { FX, line } from '../cart/cart.fixtures';
import { MONDAY_9AM } from '../checkout/checkout.fixtures';
import { invoicingApi, placeOrder } from '../invoicing/invoicing.fixtures';

/** The check-in tests' main categories: chicken is fresh (72 hours), napkins dry (14 days), yogurt uses the default. */
export const FRESH = { code: 'Z9FRESH', name: 'Fresh test' };
export const DRY = { code: 'Z9DRY', name: 'Dry test' };
const HOUR = 3_600_000;
export { HOUR };

/**
 * After insertCartFixtures: chicken and napkins move to main categories of their own, and the policy gives fresh 72
 * hours, dry 14 days and the default a week. Also two users of no concern to Bayside Bistro: `maple`, a buyer of Maple
 * Street Cafe, and `sales2`, a salesperson without customers (both with the demo password).
 */
export async function insertCreditFixtures(t: TestApp): Promise<void> {
  const db = t.database.db;
  await db
    .insertInto('main_categories')
    .values([
      { code: FRESH.code, description: FRESH.name },
      { code: DRY.code, description: DRY.name },
    ])
    .execute();
  await db
    .updateTable('products')
    .set({ main_category_code: FRESH.code })
    .where('product_key', '=', FX.chicken)
    .execute();
  await db
    .updateTable('products')
    .set({ main_category_code: DRY.code })
    .where('product_key', '=', FX.napkins)
    .execute();
  const like = await db.selectFrom('users').selectAll().where('username', '=', 'customer').executeTakeFirstOrThrow();
  const maple = await db
    .selectFrom('customers')
    .select('id')
    .where('customer_code', '=', 'MAPLEC')
    .executeTakeFirstOrThrow();
  const user = (username: string, kind: 'customer' | 'salesperson', customerId: number | null) => ({
    username,
    email: `${username}@example.test`,
    name: username,
    password_hash: like.password_hash,
    kind,
    customer_id: customerId,
    email_verified: 1,
    created_at: like.created_at,
    password_changed_at: like.password_changed_at,
  });
  await db
    .insertInto('users')
    .values([user('maple', 'customer', maple.id), user('sales2', 'salesperson', null)])
    .execute();
  const admin = await signInAs(t.app, 'admin');
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/credit-policy',
    headers: admin,
    payload: {
      defaultWindowHours: 168,
      categories: [
        { mainCategoryCode: FRESH.code, windowHours: 72 },
        { mainCategoryCode: DRY.code, windowHours: 336 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An order delivered and invoiced, as the tests check it in. */
export interface DeliveredOrder {
  orderNumber: string;
  invoiceNumber: string;
  deliveryDate: string;
}

/**
 * Bayside Bistro orders at MONDAY_9AM 4 CS chicken (line 1, 4 x 99.60 = 398.40) and 2 CS napkins (line 2, 30.00),
 * for the default delivery date; the administrator invoices it as ordered. The clock is left at MONDAY_9AM.
 */
export async function deliveredOrder(t: TestApp): Promise<DeliveredOrder> {
  t.clock.now = MONDAY_9AM;
  const orderNumber = await placeOrder(t, [line(FX.chicken, 4, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')]);
  const invoiced = await invoicingApi(t.app, await signInAs(t.app, 'admin')).invoice(orderNumber, { lines: [] });
  expect(invoiced.statusCode, invoiced.body).toBe(200);
  const row = await t.database.db
    .selectFrom('orders')
    .select(['delivery_date', 'invoice_number'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return { orderNumber, invoiceNumber: row.invoice_number ?? '', deliveryDate: row.delivery_date ?? '' };
}

/** Midnight after the delivery date in New York (the demo's time zone; November: UTC-5), plus `hours`. */
export const afterDelivery = (deliveryDate: string, hours: number) =>
  Date.parse(`${deliveryDate}T05:00:00Z`) + 24 * HOUR + hours * HOUR;

/** A small real picture of `width` x `height`. */
export const pngPhoto = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#b07a43' } })
    .png()
    .toBuffer();

/** The check-in and credit calls. */
export function creditsApi(app: Injector, headers: Record<string, string>) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    checkIn: (orderNumber: string, body: unknown) => call('POST', `/api/orders/${orderNumber}/checkin`, body),
    checkin: (orderNumber: string) => call('GET', `/api/orders/${orderNumber}/checkin`),
    upload: (bytes: Buffer | string, type = 'image/png') =>
      call('POST', '/api/checkin/photos', bytes, { 'content-type': type }),
    photo: (url: string) => call('GET', url),
    list: (query = '') => call('GET', `/api/credits${query}`),
    detail: (number: string) => call('GET', `/api/credits/${number}`),
    review: (number: string, body: unknown) => call('POST', `/api/credits/${number}`, body),
    policy: () => call('GET', '/api/admin/credit-policy'),
    savePolicy: (body: unknown) => call('PUT', '/api/admin/credit-policy', body),
  };
}

/** Signs in as `username`, acting for Bayside Bistro when a salesperson. */
export async function headersOf(t: TestApp, username: string, customerKey?: number): Promise<Record<string, string>> {
  const headers = await signInAs(t.app, username);
  return customerKey === undefined ? headers : { ...headers, 'x-customer-key': String(customerKey) };
}

/** The outbox rows of a kind whose payload names this request id. */
export async function outboxOf(db: Kysely<DB>, kind: string, creditRequestId: number) {
  const rows = await db.selectFrom('outbox').select(['kind', 'payload']).where('kind', '=', kind).execute();
  return rows.filter(
    (r) => (JSON.parse(r.payload) as { creditRequestId?: number }).creditRequestId === creditRequestId,
  );
}
