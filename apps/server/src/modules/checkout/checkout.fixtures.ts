import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Injector } from '../../test/remote-app';

/** Monday 23 November 2026, 09:00 in New York (the distributor's time zone). */
export const MONDAY_9AM = Date.parse('2026-11-23T14:00:00Z');
/** Tuesday 24 November 2026 at 10:00 and 16:00 in New York (cut-off 15:00). */
export const TUESDAY_10AM = Date.parse('2026-11-24T15:00:00Z');
export const TUESDAY_4PM = Date.parse('2026-11-24T21:00:00Z');

/** The checkout calls as one user (and acting customer) makes them. */
export function checkoutApi(app: Injector, headers: Record<string, string>) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    dates: (query = '') => call('GET', `/api/cart/deliverydates${query}`),
    estimate: () => call('GET', '/api/cart/estimate'),
    header: (payload: unknown) => call('POST', '/api/cart/header', payload),
    submit: (payload: unknown = {}, key: string = randomUUID()) =>
      call('POST', '/api/cart/submit', payload, { 'idempotency-key': key }),
    submitCard: (payload: unknown, key: string = randomUUID()) =>
      call('POST', '/api/cart/submit/card', payload, { 'idempotency-key': key }),
    order: (orderNumber: string) => call('GET', `/api/orders/${orderNumber}`),
    document: (orderNumber: string) => call('GET', `/api/documents/order/${orderNumber}/confirmation`),
    addresses: () => call('GET', '/api/address'),
  };
}

export async function orderCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A card payment body as the page sends it; the billing address passes every rule. */
export function cardPayment(orderTotal: string, cardNumber = '4111111111111111', extra: Record<string, unknown> = {}) {
  return {
    orderTotal,
    creditCard: { cardNumber, expirationDate: '1230', cvv2: '123' },
    address: {
      name: 'Connie Consumer',
      address1: '42 Ocean Ave',
      address2: '',
      city: 'Portland',
      state: 'ME',
      zip: '04103',
      phone: '2075550199',
      country: 'US',
      email: 'consumer@example.com',
    },
    deliveryAddressId: null,
    ...extra,
  };
}
