import {
  type ChargeRules,
  type EstimateLine,
  estimateOrder,
  lineExtension,
  priceDecimalsOf,
  type ProductUnits,
  roundHalfUp,
  roundPrice,
  toDecimal,
} from '@storefront/domain';
import type { Insertable } from 'kysely';
import { recordedTotals } from '../modules/orders/order-totals';
import type { OrderLinesTable, OrdersTable, OrderStatus } from '../db/schema';
import { addDays } from './catalogue-prices';
import { createRng } from './prng';

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
}

export interface GeneratedOrder {
  order: Insertable<OrdersTable>;
  lines: Omit<Insertable<OrderLinesTable>, 'order_id'>[];
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
  let number = o.firstNumber ?? 100_001;
  for (const customer of customers) {
    const plans = [
      ...Array.from({ length: o.openPerCustomer }, () => ({ open: true, daysAgo: rng.int(0, 2) })),
      ...Array.from({ length: o.historyPerCustomer }, () => ({
        open: false,
        daysAgo: rng.int(1, o.historyDays ?? 180),
      })),
    ];
    for (const plan of plans) {
      const lines: GeneratedOrder['lines'] = [];
      const priced: EstimateLine[] = [];
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
        priced.push({ extension, taxable });
        lines.push({
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
        });
      }
      const orderDate = addDays(o.today, -plan.daysAgo);
      yield {
        order: {
          order_number: `SO${number++}`,
          customer_id: customer.id,
          user_id: customer.userId,
          status: plan.open ? 'Open' : historyStatus(plan.daysAgo, rng.next()),
          order_date: orderDate,
          delivery_date: plan.open ? addDays(o.today, rng.int(1, 4)) : addDays(orderDate, 1),
          po_number: rng.chance(0.4) ? `PO${rng.int(10_000, 99_999)}` : '',
          ship_to_code: customer.shipTo,
          ship_method: 'Delivery',
          ...recordedTotals(estimateOrder(priced, customer.charges)),
          created_at: o.now - plan.daysAgo * 86_400_000,
        },
        lines,
      };
    }
  }
}
