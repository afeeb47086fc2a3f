import {
  catchWeightOf,
  type ChargeRules,
  type Decimal,
  type EstimateLine,
  estimatedWeight,
  estimateOrder,
  lineExtension,
  priceDecimalsOf,
  type ProductUnits,
  roundHalfUp,
  roundPrice,
  toDecimal,
  weightExtension,
} from '@storefront/domain';
import type { Insertable } from 'kysely';
import { recordedTotals } from '../modules/orders/order-totals';
import type { OrderLinesTable, OrdersTable, OrderStatus } from '../db/schema';
import { addDays } from './catalogue-prices';
import { createRng, type Rng } from './prng';

export interface OrderCustomer {
  id: number;
  userId: number | null;
  shipTo: string;
  /** Its ship-to's tax and add-on charges, as checkout reads them. */
  charges: ChargeRules;
}

/** What a line needs: the units to convert with and the base price per pricing unit. */
export interface OrderProduct {
  productKey: number;
  /** Recorded on the line as ordered (history and reorder read them). */
  productCode: string;
  description: string;
  stockUnit: string;
  units: ProductUnits;
  unitPrice: string;
}

export interface OrderOptions {
  today: string;
  now: number;
  seed?: number;
  /** Open orders commit stock until they ship. */
  openPerCustomer: number;
  historyPerCustomer: number;
  /** Lines per order, at most (default 10; at least 3). */
  maxLines?: number;
  /** Past orders spread over this many days back (default 180). */
  historyDays?: number;
  /** Order numbers run SO{firstNumber}, SO{firstNumber + 1} ... */
  firstNumber?: number;
  /** The products checkout taxes (is_taxable); none when left out. */
  taxable?: ReadonlySet<number>;
  /**
   * Issue 32 reminders: customers who order for one delivery weekday (1 = Sunday .. 7 = Saturday) every week: after
   * every other order, one delivered on each of that weekday's last `weeks` dates before today; their open orders are
   * for other days, so the usual order for the next such day is missing until they place it.
   */
  usualWeekdays?: readonly UsualWeekday[];
}

export interface UsualWeekday {
  customerId: number;
  weekday: number;
  weeks: number;
}

interface OrderPlan {
  open: boolean;
  daysAgo: number;
  /** A usual order: this delivery date, never cancelled. */
  deliveryDate?: string;
}

/** 1 = Sunday .. 7 = Saturday of an ISO date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** An open order of a customer with a usual weekday is for another day: the day after, when the draw falls on it. */
const openDeliveryDate = (date: string, usual: number | undefined) =>
  usual !== undefined && weekdayOf(date) === usual ? addDays(date, 1) : date;

/** Past orders delivered on each of the weekday's last `weeks` dates before today, ordered the day before. */
function usualPlans(today: string, usual: UsualWeekday): OrderPlan[] {
  const back = (weekdayOf(today) - usual.weekday + 7) % 7 || 7;
  return Array.from({ length: usual.weeks }, (_, k) => {
    const deliveryDate = addDays(today, -back - 7 * k);
    return { open: false, daysAgo: daysBetween(addDays(deliveryDate, -1), today), deliveryDate };
  });
}

export interface GeneratedOrder {
  order: Insertable<OrdersTable>;
  lines: Omit<Insertable<OrderLinesTable>, 'order_id'>[];
}

/** A catch-weight line's estimated weight, and once invoiced the weight shipped: within 6 % of the estimate either way. */
interface Weighed {
  estimated: Decimal;
  actual: Decimal;
}

function weighed(q: { value: number; unit: string }, product: OrderProduct, weights: Rng): Weighed | null {
  if (!catchWeightOf(product.units)) return null;
  const estimated = estimatedWeight(q, product.units);
  return { estimated, actual: roundHalfUp(estimated.times(weights.between(0.94, 1.06)), 2) };
}

/**
 * The invoice of an invoiced order (issue 31): every line shipped as ordered, a catch-weight line at its actual weight;
 * numbered and dated as the seeded ledger bills it (IN + the order's digits, the day after the order).
 */
function invoiceOf(
  orderNumber: string,
  orderDate: string,
  lines: readonly {
    extension: Decimal;
    weight: Weighed | null;
    unitPrice: string;
    decimals: number;
    taxable: boolean;
  }[],
  charges: ChargeRules,
  now: number,
) {
  const invoiced = lines.map((l) => ({
    extension: l.weight ? weightExtension(l.weight.actual, l.unitPrice, l.decimals) : l.extension,
    taxable: l.taxable,
  }));
  const totals = estimateOrder(invoiced, charges);
  return {
    order: {
      invoice_number: `IN${orderNumber.replace(/\D/g, '')}`,
      invoice_date: addDays(orderDate, 1),
      invoiced_at: now,
      invoiced_line_total: totals.lineTotal.toFixed(2),
      invoiced_tax: totals.tax.toFixed(2),
      invoiced_total: totals.total.toFixed(2),
    },
    lines: invoiced.map((l) => l.extension.toFixed(2)),
  };
}

function historyStatus(daysAgo: number, roll: number): OrderStatus {
  if (roll < 0.05) return 'Cancelled';
  return daysAgo <= 3 ? 'Shipped' : 'Invoiced';
}

/**
 * Open and past orders of each customer, lines priced at the base price and converted to stock units; each order
 * records the totals checkout records for such a cart (tax on taxable lines, the ship-to's charges).
 */
export function* generateOrders(
  customers: readonly OrderCustomer[],
  products: readonly OrderProduct[],
  o: OrderOptions,
): Generator<GeneratedOrder> {
  if (products.length === 0) return;
  const rng = createRng(o.seed ?? 7);
  // Weights draw from their own sequence, so the orders, lines and amounts stay as they were before catch weight.
  const weights = createRng((o.seed ?? 7) + 31);
  let number = o.firstNumber ?? 100_001;
  const usualDay = new Map((o.usualWeekdays ?? []).map((u) => [u.customerId, u.weekday]));
  for (const customer of customers) {
    const plans = [
      ...Array.from({ length: o.openPerCustomer }, () => ({ open: true, daysAgo: rng.int(0, 2) })),
      ...Array.from({ length: o.historyPerCustomer }, () => ({
        open: false,
        daysAgo: rng.int(1, o.historyDays ?? 180),
      })),
    ];
    yield* ordersOf(customer, plans);
  }
  // The usual orders come after every other order, so the others (their lines and numbers) stay as they were.
  for (const usual of o.usualWeekdays ?? []) {
    const customer = customers.find((c) => c.id === usual.customerId);
    if (customer) yield* ordersOf(customer, usualPlans(o.today, usual));
  }

  function* ordersOf(customer: OrderCustomer, plans: readonly OrderPlan[]): Generator<GeneratedOrder> {
    for (const plan of plans) {
      const lines: GeneratedOrder['lines'] = [];
      const priced: EstimateLine[] = [];
      const billed: Parameters<typeof invoiceOf>[2][number][] = [];
      const used = new Set<number>();
      const lineCount = rng.int(3, o.maxLines ?? 10);
      for (let i = 0; i < lineCount; i++) {
        const product = rng.pick(products);
        if (used.has(product.productKey)) continue;
        used.add(product.productKey);
        const sellBys = product.units.sellBys;
        const sellBy = sellBys.find((s) => s.unitOfMeasure === 'CS' && rng.chance(0.75)) ?? rng.pick(sellBys);
        const multiple = Number(sellBy.sellByMultiple) || 1;
        const quantity = multiple * rng.int(1, 4);
        const q = { value: quantity, unit: sellBy.unitOfMeasure };
        // stockConversion is stock units per one of the unit: no need for the stock unit to be sold.
        const inStock = roundHalfUp(toDecimal(quantity).times(sellBy.stockConversion), 4);
        const priceDecimals = priceDecimalsOf(product.units, product.units.pricingUM);
        const extension = lineExtension(q, product.units.pricingUM, product.unitPrice, product.units);
        const taxable = o.taxable?.has(product.productKey) ?? false;
        const weight = weighed(q, product, weights);
        priced.push({ extension, taxable });
        billed.push({ extension, weight, unitPrice: product.unitPrice, decimals: priceDecimals, taxable });
        lines.push({
          // Numbered as checkout numbers them: invoicing names lines by their number (issue 31).
          sequence: lines.length + 1,
          product_key: product.productKey,
          product_code: product.productCode,
          description: product.description,
          unit: sellBy.unitOfMeasure,
          quantity,
          stock_quantity: inStock.toFixed(),
          price_unit: product.units.pricingUM,
          unit_price: roundPrice(product.unitPrice, priceDecimals).toFixed(priceDecimals),
          price_decimals: priceDecimals,
          extension: extension.toFixed(2),
          is_taxable: taxable ? 1 : 0,
          is_catch_weight: weight ? 1 : 0,
          estimated_weight: weight ? weight.estimated.toFixed(2) : null,
          shipped_quantity: null,
          actual_weight: null,
          invoiced_extension: null,
        });
      }
      const orderDate = addDays(o.today, -plan.daysAgo);
      const orderNumber = `SO${number++}`;
      // A usual order is never cancelled (a cancelled one would not make the weekday usual).
      const status = plan.open
        ? 'Open'
        : plan.deliveryDate
          ? historyStatus(plan.daysAgo, 1)
          : historyStatus(plan.daysAgo, rng.next());
      const invoice = status === 'Invoiced' ? invoiceOf(orderNumber, orderDate, billed, customer.charges, o.now) : null;
      if (invoice)
        lines.forEach((line, i) => {
          line.shipped_quantity = line.quantity;
          line.actual_weight = billed[i]?.weight?.actual.toFixed(2) ?? null;
          line.invoiced_extension = invoice.lines[i] ?? null;
        });
      yield {
        order: {
          order_number: orderNumber,
          customer_id: customer.id,
          user_id: customer.userId,
          status,
          order_date: orderDate,
          delivery_date:
            plan.deliveryDate ??
            (plan.open
              ? openDeliveryDate(addDays(o.today, rng.int(1, 4)), usualDay.get(customer.id))
              : addDays(orderDate, 1)),
          po_number: rng.chance(0.4) ? `PO${rng.int(10_000, 99_999)}` : '',
          ship_to_code: customer.shipTo,
          ship_method: 'Delivery',
          ...recordedTotals(estimateOrder(priced, customer.charges)),
          invoice_number: invoice?.order.invoice_number ?? null,
          invoice_date: invoice?.order.invoice_date ?? null,
          invoiced_at: invoice?.order.invoiced_at ?? null,
          invoiced_line_total: invoice?.order.invoiced_line_total ?? null,
          invoiced_tax: invoice?.order.invoiced_tax ?? null,
          invoiced_total: invoice?.order.invoiced_total ?? null,
          created_at: o.now - plan.daysAgo * 86_400_000,
        },
        lines,
      };
    }
  }
}
