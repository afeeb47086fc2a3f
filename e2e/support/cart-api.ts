import type { Page } from '@playwright/test';
import { openProducts, tokenFor } from './sign-in';

/**
 * Cart journeys need carts that do not share lines: the server keys a cart by user and acting customer, so each
 * journey acts for its own customer: the salesperson, on /products for `customerCode` (signed in as a reload finds
 * the session; choosing the customer on /select-customer is session.spec.ts's journey).
 */
export async function signInFor(page: Page, customerCode: string): Promise<void> {
  const token = await tokenFor(page, 'sales');
  const res = await page.request.get(`/api/customer/list?search=${encodeURIComponent(customerCode)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const customer = ((await res.json()) as { customerKey: number; customerCode: string }[]).find(
    (c) => c.customerCode === customerCode,
  );
  if (!customer) throw new Error(`no customer ${customerCode} for the salesperson`);
  await openProducts(page, 'sales', customer.customerKey);
}

/** Calls the API from the page with the session's own token and customer (as the app does). */
export async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      const customer = localStorage.getItem('customer');
      if (customer) headers['x-customer-key'] = customer;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

export interface WireProduct {
  productKey: number;
  productCode: string;
  formattedProductCode: string;
  description: string;
  pricingUM: string;
  sellBys: { unitOfMeasure: string; sellByMultiple: number; stockConversion: number }[];
  priceBys: { unitOfMeasure: string; stockConversion: number; priceDecimals: number }[];
  defaultQuantity: { orderQuantity: number; unitOfMeasure: string };
  /** A catch-weight product's average weight (issue 31); null for others. */
  catchWeight: { averageWeight: string; weightUnit: string; unitOfMeasure: string } | null;
}

export interface WireCartLine {
  id: number;
  productKey: number;
  description: string;
  quantity: { value: string; unit: string };
  unitPrice: { factor: string; from: string };
  extension: string | null;
}

export async function productList(page: Page, query: string): Promise<WireProduct[]> {
  const res = await api<{ products: WireProduct[] }>(page, 'GET', `/api/product/list?${query}`);
  return res.body.products;
}

export async function cartLines(page: Page): Promise<WireCartLine[]> {
  return (await api<{ lines: WireCartLine[] }>(page, 'GET', '/api/cart')).body.lines;
}

/** The acting customer's price of one product per unit, as a decimal string. */
export async function priceOf(page: Page, productKey: number, unit: string): Promise<string> {
  const res = await api<Record<string, Record<string, { price: string | null }>>>(page, 'POST', '/api/product/price', {
    [productKey]: [unit],
  });
  const price = res.body[String(productKey)]?.[unit]?.price;
  if (!price) throw new Error(`No price for ${productKey} ${unit}`);
  return price;
}

// Exact decimal arithmetic on strings via BigInt (the page must agree to the cent, floats would not).
const SCALE = 10_000n;
function scaled(value: string | number): bigint {
  const [whole, fraction = ''] = String(value).split('.');
  return BigInt(whole!) * SCALE + BigInt((fraction + '0000').slice(0, 4)) * (String(value).startsWith('-') ? -1n : 1n);
}

/** quantity (in sell-by) converted to the price-by unit, times the price, half-up to cents, in cents. */
export function extensionCents(
  quantity: number,
  sellByConversion: number,
  priceByConversion: number,
  price: string,
): bigint {
  const numerator = scaled(quantity) * scaled(sellByConversion) * scaled(price) * 100n;
  const denominator = scaled(priceByConversion) * SCALE * SCALE;
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** '$1,234.56' for a number of cents. */
export function dollars(cents: bigint): string {
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

export function conversionOf(product: WireProduct, unit: string): number {
  const found =
    product.sellBys.find((s) => s.unitOfMeasure === unit) ?? product.priceBys.find((p) => p.unitOfMeasure === unit);
  if (!found) throw new Error(`${product.productCode} has no unit ${unit}`);
  return found.stockConversion;
}
