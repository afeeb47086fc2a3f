import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB, SubstitutionPreference } from '../../db/schema';
import type { Injector } from '../../test/remote-app';
import { signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, line } from '../cart/cart.fixtures';
import { checkoutApi } from '../checkout/checkout.fixtures';

/** Products the invoicing tests own (insertCartFixtures' category); keys clear of the cart's and the demo's. */
export const IX = {
  /** Catch weight: a '2/14 LB AVG' case (CS = 28 LB, EA = 14 LB) at $8.49 / LB: 1 CS is estimated at 28 LB = $237.72. */
  salmon: 900101,
  /** Salmon's active substitute, the same units. */
  salmonSub: 900102,
  /** Salmon's first-named substitute, no longer sold. */
  salmonGone: 900103,
  /** Napkins' substitute: EA or the CS of 12, priced per EA 1.10 or per CS 13.00. */
  napkinSub: 900104,
  /** Named by napkins too, but sold by the EA only: it cannot ship as cases. */
  napkinLoose: 900105,
} as const;

const product = (key: number, description: string, extra: { is_catch_weight?: number; is_active?: number } = {}) => ({
  product_key: key,
  product_code: `T${key}`,
  description,
  main_category_code: 'Z9MAIN',
  category_code: 'Z9CART',
  stock_unit: key === IX.napkinSub || key === IX.napkinLoose ? 'EA' : 'LB',
  pricing_um: key === IX.napkinSub || key === IX.napkinLoose ? 'EA' : 'LB',
  default_unit: key === IX.napkinSub || key === IX.napkinLoose ? 'EA' : 'CS',
  image_name: null,
  is_active: extra.is_active ?? 1,
  is_catch_weight: extra.is_catch_weight ?? 0,
  updated_at: 0,
});

const unit = (key: number, u: string, conv: number, sell: boolean, price: boolean, decimals = 2, sequence = 0) => ({
  product_key: key,
  unit: u,
  stock_conversion: conv,
  is_sell_by: sell ? 1 : 0,
  is_price_by: price ? 1 : 0,
  sell_by_multiple: 0,
  price_decimals: decimals,
  sequence,
});

const fish = (key: number) => [
  unit(key, 'CS', 28, true, false, 2, 0),
  unit(key, 'EA', 14, true, false, 2, 1),
  unit(key, 'LB', 1, false, true, 3, 2),
];

/** The invoicing products, their prices and units, and the substitutes salmon and napkins name (after insertCartFixtures). */
export async function insertInvoicingFixtures(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('products')
    .values([
      product(IX.salmon, 'Atlantic Salmon 2/14 LB AVG', { is_catch_weight: 1 }),
      product(IX.salmonSub, 'Steelhead Trout 2/14 LB AVG', { is_catch_weight: 1 }),
      product(IX.salmonGone, 'Coho Salmon 2/14 LB AVG', { is_catch_weight: 1, is_active: 0 }),
      product(IX.napkinSub, 'Recycled Napkins'),
      product(IX.napkinLoose, 'Loose Napkins'),
    ])
    .execute();
  await db
    .insertInto('product_units')
    .values([
      ...fish(IX.salmon),
      ...fish(IX.salmonSub),
      ...fish(IX.salmonGone),
      unit(IX.napkinSub, 'EA', 1, true, true, 2, 0),
      unit(IX.napkinSub, 'CS', 12, true, true, 2, 1),
      unit(IX.napkinLoose, 'EA', 1, true, true, 2, 0),
    ])
    .execute();
  const price = (key: number, u: string, p: number) => ({
    product_key: key,
    unit: u,
    price: p,
    effective_from: '2020-01-01',
  });
  await db
    .insertInto('prices')
    .values([
      price(IX.salmon, 'LB', 8.49),
      price(IX.salmonSub, 'LB', 9.99),
      price(IX.salmonGone, 'LB', 7.99),
      price(IX.napkinSub, 'EA', 1.1),
      price(IX.napkinSub, 'CS', 13),
      price(IX.napkinLoose, 'EA', 1),
    ])
    .execute();
  await db
    .insertInto('product_substitutes')
    .values([
      { product_key: IX.salmon, sequence: 1, substitute_key: IX.salmonGone },
      { product_key: IX.salmon, sequence: 2, substitute_key: IX.salmonSub },
      { product_key: FX.napkins, sequence: 1, substitute_key: IX.napkinSub },
      { product_key: FX.napkins, sequence: 2, substitute_key: IX.napkinLoose },
    ])
    .execute();
}

/** Bayside Bistro's preference (user 'customer'). */
export async function setPreference(db: Kysely<DB>, preference: SubstitutionPreference): Promise<void> {
  await db
    .updateTable('customers')
    .set({ substitution_preference: preference })
    .where('customer_code', '=', 'BAYBIS')
    .execute();
}

/**
 * Bayside Bistro (user 'customer') orders through the real cart and checkout, for the ship-to's default delivery
 * date: by default 1 CS salmon (line 1, estimated 28 LB = 237.72) and 2 CS napkins (line 2, 30.00). Answers the
 * order number.
 */
export async function placeOrder(
  t: TestApp,
  lines = [line(IX.salmon, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')],
): Promise<string> {
  const headers = await signInAs(t.app, 'customer');
  const cart = cartApi(t.app, headers);
  const checkout = checkoutApi(t.app, headers);
  await cart.clear();
  expect((await cart.addMany({ lines })).statusCode).toBe(200);
  const { defaultDate } = (await checkout.dates()).json() as { defaultDate: string };
  expect((await checkout.header({ deliveryDate: defaultDate, customerPo: 'PO-CW' })).json().isValid).toBe(true);
  const submitted = await checkout.submit({});
  expect(submitted.json()).toMatchObject({ accepted: true });
  return submitted.json().orderNumber as string;
}

/** The administrator's invoicing calls. */
export function invoicingApi(app: Injector, headers: Record<string, string>) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    order: (orderNumber: string) => call('GET', `/api/admin/orders/${orderNumber}`),
    invoice: (orderNumber: string, body: unknown) => call('POST', `/api/admin/orders/${orderNumber}/invoice`, body),
  };
}
