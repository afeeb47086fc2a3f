import { expect, type Page } from '@playwright/test';
import { api, productList } from './cart-api';

/** Puts `count` priced products of a search into the cart through the API, as the product pages would. */
export async function fillCart(
  page: Page,
  search: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<void> {
  const products = (await productList(page, `s=${search}&pageSize=20`))
    .filter((p) => p.sellBys.length > 0)
    .slice(0, count);
  expect(products.length).toBe(count);
  const lines = products.map((p) => {
    const sellBy = p.sellBys[0]!;
    return {
      productKey: p.productKey,
      unitOfMeasure: sellBy.unitOfMeasure,
      orderQuantity: Math.max(1, sellBy.sellByMultiple) * 2,
      unitOfMeasure_Prc: p.pricingUM,
    };
  });
  const res = await page.evaluate(
    async ({ lines, headers }) => {
      const h: Record<string, string> = {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
        ...headers,
      };
      const customer = localStorage.getItem('customer');
      if (customer) h['x-customer-key'] = customer;
      return (await fetch('/api/cart/lines', { method: 'POST', headers: h, body: JSON.stringify({ lines }) })).status;
    },
    { lines, headers },
  );
  expect(res).toBe(200);
}

export interface WireOrder {
  orderNumber: string;
  total: string;
  poNumber: string;
  deliveryDate: string | null;
  lines: unknown[];
  payment: string | null;
}

export async function readOrder(page: Page, orderNumber: string): Promise<{ status: number; body: WireOrder }> {
  return api<WireOrder>(page, 'GET', `/api/orders/${orderNumber}`);
}

/** The receipt's order number, read from the order details list. */
export async function receiptOrderNumber(page: Page): Promise<string> {
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible({ timeout: 30_000 });
  const value = await page.getByRole('definition').first().textContent();
  expect(value).toMatch(/^W\d{7}$/);
  return value ?? '';
}

/** A checkout step's heading. */
export const step = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

/** Delivery Details: the second offered date (so a journey does not depend on today's cut-off) and a P.O.; the date. */
export async function deliveryDetails(page: Page, po: string) {
  await expect(step(page, /^(Delivery|Pickup) Details$/)).toBeVisible();
  const date = page.getByLabel(/^(Delivery|Pickup) Date/);
  await expect(date.locator('option').nth(1)).toBeAttached();
  const offered = await date
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
  await date.selectOption(offered[1] ?? offered[0] ?? '');
  await page.getByLabel(/^Customer P\.O\./).fill(po);
  await page.getByRole('button', { name: 'Next' }).click();
  return offered[1] ?? offered[0] ?? '';
}
