import type { DocumentResult, OrderView } from '@storefront/contract';
import { defined, formatCurrency, toDecimal } from '@storefront/domain';
import { pdfText } from '../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOrder } from '../modules/orders/order-view.service';
import { createTestApp, signInAs, type TestApp } from '../test/test-app';

const sum = (values: readonly string[]) => values.reduce((s, v) => s.plus(v), toDecimal(0));

/** What the confirmation and the invoice print under the lines: every figure and the total they must add up to. */
function expectAddsUp(order: OrderView): void {
  const where = `order ${order.orderNumber}`;
  expect(order.lineTotal, where).toBe(sum(order.lines.map((l) => l.extension)).toFixed(2));
  expect(toDecimal(order.taxableAmount).lte(order.lineTotal), where).toBe(true);
  expect(order.addOnCharges, where).toBe(sum(order.charges.map((c) => c.amount)).toFixed(2));
  expect(order.total, where).toBe(toDecimal(order.lineTotal).plus(order.tax).plus(order.addOnCharges).toFixed(2));
}

/** The amount printed after a label on a line of its own: 'Line Total $1,234.56'. */
function printed(text: string, label: string): string {
  const match = new RegExp(`^${label} (-?\\$[\\d,]+\\.\\d{2})$`, 'm').exec(text);
  return defined(match?.[1], `'${label}' in the PDF`).replace(/[$,]/g, '');
}

describe('seeded orders: what their documents print adds up', () => {
  let t: TestApp;
  let orders: { order_number: string; customer_id: number | null; user_id: number | null; status: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    orders = await t.database.db
      .selectFrom('orders')
      .select(['order_number', 'customer_id', 'user_id', 'status'])
      .orderBy('id')
      .execute();
  });
  afterAll(() => t.close());

  it('records every seeded order as checkout records one: line total + tax + charges = total, prices at their unit decimals', async () => {
    const views: OrderView[] = [];
    for (const o of orders) {
      views.push(
        defined(
          await readOrder(t.database.db, o.order_number, { customerId: o.customer_id, userId: o.user_id ?? 0 }),
          o.order_number,
        ),
      );
    }
    expect(views.length).toBeGreaterThan(300);
    for (const view of views) expectAddsUp(view);
    // The demo's terms show: supplies are taxed, small orders carry the small-order charge.
    expect(views.some((v) => toDecimal(v.tax).gt(0))).toBe(true);
    expect(views.some((v) => v.charges.some((c) => c.name === 'Small Order Charge'))).toBe(true);
    const perLb = views.flatMap((v) => v.lines).filter((l) => l.priceUnit === 'LB');
    expect(perLb.length).toBeGreaterThan(0);
    for (const line of perLb) expect(line.unitPrice).toMatch(/^\d+\.\d{3}$/);
  });

  it("prints the totals of Bayside Bistro's orders on their confirmation and invoice, adding up to the total", async () => {
    const customer = await signInAs(t.app, 'customer');
    const bayside = defined(orders.find((o) => o.order_number === 'SO100042')?.customer_id, 'SO100042');
    const invoiced = defined(
      orders.findLast((o) => o.customer_id === bayside && o.status === 'Invoiced'),
      'an invoiced order of Bayside',
    );
    const checked = new Set(['SO100042', 'SO100017', invoiced.order_number]);
    let invoices = 0;
    for (const orderNumber of checked) {
      const order = defined(
        await readOrder(t.database.db, orderNumber, { customerId: bayside, userId: 0 }),
        orderNumber,
      );
      const kinds =
        orders.find((o) => o.order_number === orderNumber)?.status === 'Invoiced'
          ? ['confirmation', 'invoice']
          : ['confirmation'];
      for (const kind of kinds) {
        const link = await t.app.inject({
          method: 'GET',
          url: `/api/documents/order/${orderNumber}/${kind}`,
          headers: customer,
        });
        expect(link.statusCode, `${kind} of ${orderNumber}`).toBe(200);
        const doc = await t.app.inject({ method: 'GET', url: `/doc/${link.json<DocumentResult>().id}` });
        const text = await pdfText(doc.rawPayload);
        const figures = ['Line Total', 'Tax', ...order.charges.map((c) => c.name)].map((label) => printed(text, label));
        // An invoice of an order invoiced at what shipped (issue 31) prints the invoice's figures and the order's total
        // as ordered below; a confirmation prints the order's, its total an estimate when a catch-weight line is in it.
        const billed = kind === 'invoice' ? order.invoice : null;
        const totalLabel = !billed && order.isEstimate ? 'Estimated total' : 'Total';
        expect(printed(text, 'Line Total'), `${kind} of ${orderNumber}`).toBe(billed?.lineTotal ?? order.lineTotal);
        expect(toDecimal(order.lineTotal).gt(0)).toBe(true);
        if (!billed) expect(printed(text, 'Taxable Amount')).toBe(order.taxableAmount);
        expect(printed(text, totalLabel)).toBe(sum(figures).toFixed(2));
        expect(text).toContain(`${totalLabel} ${formatCurrency(billed?.total ?? order.total)}`);
        if (billed)
          expect(text).toContain(
            `${order.isEstimate ? 'Estimated total' : 'Total'} as ordered ${formatCurrency(order.total)}`,
          );
        if (kind === 'invoice') invoices++;
      }
    }
    expect(invoices).toBeGreaterThan(0);
  });
});
