import { type ChargeRules, roundMoney, toDecimal } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { generateOrders, type OrderProduct } from './order-generator';

/** A 10 LB case of cheese priced per LB at 3 decimals (not taxed), and napkins sold and priced per case (taxed). */
const CHEESE: OrderProduct = {
  productKey: 1,
  productCode: 'CHS100',
  description: 'Cheddar Block',
  stockUnit: 'LB',
  units: {
    pricingUM: 'LB',
    sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: '1', stockConversion: '10', isPricing: false }],
    priceBys: [{ unitOfMeasure: 'LB', stockConversion: '1', priceDecimals: 3 }],
  },
  unitPrice: '2.950',
};
const NAPKINS: OrderProduct = {
  productKey: 2,
  productCode: 'NAP200',
  description: 'Dinner Napkins',
  stockUnit: 'CS',
  units: {
    pricingUM: 'CS',
    sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: '1', stockConversion: '1', isPricing: true }],
    priceBys: [{ unitOfMeasure: 'CS', stockConversion: '1', priceDecimals: 2 }],
  },
  unitPrice: '18.4',
};
/** The demo ship-to's terms: 5.5 % tax, a $25 small-order charge under $150. */
const CHARGES: ChargeRules = {
  taxRate: '0.055',
  deliveryFee: 0,
  smallOrderThreshold: 150,
  smallOrderCharge: 25,
  isDelivery: true,
};

const orders = [
  ...generateOrders([{ id: 1, userId: null, shipTo: 'MAIN', charges: CHARGES }], [CHEESE, NAPKINS], {
    today: '2026-11-23',
    now: 0,
    openPerCustomer: 2,
    historyPerCustomer: 30,
    taxable: new Set([NAPKINS.productKey]),
  }),
];
const sum = (values: readonly (string | number)[]) =>
  values.reduce((s: ReturnType<typeof toDecimal>, v) => s.plus(v), toDecimal(0));

describe('generateOrders', () => {
  it('records the totals checkout records: line total + tax + charges = total', () => {
    for (const { order, lines } of orders) {
      const charges = JSON.parse(String(order.charges)) as { name: string; amount: string }[];
      const lineTotal = sum(lines.map((l) => String(l.extension)));
      const taxable = sum(lines.filter((l) => l.is_taxable === 1).map((l) => String(l.extension)));
      expect(order.line_total).toBe(lineTotal.toFixed(2));
      expect(order.taxable_amount).toBe(taxable.toFixed(2));
      expect(order.tax).toBe(roundMoney(taxable.times('0.055')).toFixed(2));
      expect(charges).toEqual(lineTotal.lt(150) ? [{ name: 'Small Order Charge', amount: '25.00' }] : []);
      expect(order.add_on_charges).toBe(sum(charges.map((c) => c.amount)).toFixed(2));
      expect(order.total).toBe(lineTotal.plus(String(order.tax)).plus(String(order.add_on_charges)).toFixed(2));
    }
    // Both kinds of order are there: taxed ones, and small ones with the charge.
    expect(orders.some((o) => toDecimal(String(o.order.tax)).gt(0))).toBe(true);
    expect(orders.some((o) => toDecimal(String(o.order.add_on_charges)).gt(0))).toBe(true);
  });

  it("records each unit price at its price unit's decimals, and which lines are taxed", () => {
    const lines = orders.flatMap((o) => o.lines);
    expect(
      lines
        .filter((l) => l.product_key === CHEESE.productKey)
        .every((l) => l.unit_price === '2.950' && l.price_decimals === 3),
    ).toBe(true);
    expect(
      lines
        .filter((l) => l.product_key === NAPKINS.productKey)
        .every((l) => l.unit_price === '18.40' && l.price_decimals === 2),
    ).toBe(true);
    expect(lines.every((l) => l.is_taxable === (l.product_key === NAPKINS.productKey ? 1 : 0))).toBe(true);
  });
});

describe('generateOrders with catch weight (issue 31)', () => {
  const SALMON: OrderProduct = { ...CHEESE, productKey: 3, units: { ...CHEESE.units, isCatchWeight: true } };
  const weighed = [
    ...generateOrders([{ id: 1, userId: null, shipTo: 'MAIN', charges: CHARGES }], [SALMON, NAPKINS], {
      today: '2026-11-23',
      now: 0,
      openPerCustomer: 2,
      historyPerCustomer: 30,
    }),
  ];

  it('records the estimate of a catch-weight line and invoices it at a weight within 6 % of it', () => {
    const invoiced = weighed.filter(({ order }) => order.status === 'Invoiced');
    expect(invoiced.length).toBeGreaterThan(5);
    for (const { order, lines } of invoiced) {
      for (const line of lines.filter((l) => l.product_key === SALMON.productKey)) {
        const estimated = toDecimal(String(line.estimated_weight));
        expect(estimated.toFixed(2)).toBe(
          toDecimal(line.quantity as number)
            .times(10)
            .toFixed(2),
        );
        const actual = toDecimal(String(line.actual_weight));
        expect(actual.minus(estimated).abs().lte(estimated.times('0.06'))).toBe(true);
        expect(line.invoiced_extension).toBe(roundMoney(actual.times('2.950')).toFixed(2));
      }
      const lineTotal = sum(lines.map((l) => String(l.invoiced_extension)));
      expect(order.invoiced_line_total).toBe(lineTotal.toFixed(2));
      expect(order.invoice_number).toBe(`IN${order.order_number.slice(2)}`);
    }
  });

  it("numbers each order's lines from 1, as checkout does (invoicing names a line by its number)", () => {
    for (const { lines } of weighed) expect(lines.map((l) => l.sequence)).toEqual(lines.map((_, i) => i + 1));
  });

  it('leaves open, shipped and cancelled orders uninvoiced', () => {
    for (const { order, lines } of weighed.filter(({ order }) => order.status !== 'Invoiced')) {
      expect(order.invoiced_total).toBeNull();
      expect(lines.every((l) => l.actual_weight === null && l.invoiced_extension === null)).toBe(true);
    }
  });
});

describe('generateOrders with a usual weekday (issue 32)', () => {
  const options = { today: '2026-11-23', now: 0, openPerCustomer: 2, historyPerCustomer: 30 };
  const customer = { id: 1, userId: null, shipTo: 'MAIN', charges: CHARGES };
  const plain = [...generateOrders([customer], [CHEESE, NAPKINS], options)];
  const usual = [
    ...generateOrders([customer], [CHEESE, NAPKINS], {
      ...options,
      usualWeekdays: [{ customerId: 1, weekday: 6, weeks: 4 }],
    }),
  ];

  it('adds an order delivered on each of the last 4 Fridays before today, none cancelled, after the others', () => {
    const added = usual.slice(plain.length).map((o) => o.order);
    expect(added.map((o) => o.delivery_date)).toEqual(['2026-11-20', '2026-11-13', '2026-11-06', '2026-10-30']);
    expect(added.map((o) => o.order_date)).toEqual(['2026-11-19', '2026-11-12', '2026-11-05', '2026-10-29']);
    expect(added.every((o) => o.status !== 'Cancelled' && o.status !== 'Open')).toBe(true);
  });

  it('leaves the other orders as they were, but no open order for a Friday', () => {
    const open = usual.filter((o) => o.order.status === 'Open').map((o) => String(o.order.delivery_date));
    expect(open).toHaveLength(2);
    for (const date of open) expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(5);
    const others = usual.slice(0, plain.length).filter((o) => o.order.status !== 'Open');
    expect(others).toEqual(plain.filter((o) => o.order.status !== 'Open'));
  });
});
