import type { HistoryOrderPage, HistoryOrdersQuery, HistoryProductsQuery, ProductHistoryPage } from '@storefront/contract';
import { formatQuantity, MONEY_DECIMALS, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import { readSiteValues } from '../settings/settings.repository';
import { type HistoryFilter, type HistoryScope, listHistoryOrders, listProductHistory } from './history.repository';

export type { HistoryScope };

/** Up to eight lower-cased words of the search box; each must match. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

function filterOf(q: HistoryOrdersQuery | HistoryProductsQuery): HistoryFilter {
  return { words: searchWords(q.search), startDate: q.startDate, endDate: q.endDate, offset: q.offset, limit: q.limit, direction: q.direction };
}

const money = (v: number | string) => toDecimal(v).toFixed(MONEY_DECIMALS);

/** Keeps the decimals the price was recorded with (at least 2); a zero price is no price. */
function priceText(value: number | string): string | null {
  const d = toDecimal(value);
  return d.isZero() ? null : d.toFixed(Math.max(2, d.decimalPlaces()));
}

/** Spec 3 §2 Order History: a page of the scope's orders. */
export async function orderHistory(db: Db, scope: HistoryScope, q: HistoryOrdersQuery): Promise<HistoryOrderPage> {
  const [{ rows, total }, site] = await Promise.all([listHistoryOrders(db, scope, filterOf(q), q.sortBy), readSiteValues(db)]);
  return {
    total,
    orders: rows.map((o) => ({
      orderNumber: o.order_number,
      pO_Number: o.po_number,
      orderDate: o.order_date,
      deliveryDate: o.delivery_date,
      status: o.status,
      total: money(o.total),
      orderConfirmation: site.canViewConfirmation,
      invoice: o.status === 'Invoiced',
    })),
  };
}

/** Spec 3 §2 Product History: a page of the lines the scope ordered; the invoice date is the delivery date. */
export async function productHistory(db: Db, scope: HistoryScope, q: HistoryProductsQuery): Promise<ProductHistoryPage> {
  const { rows, total } = await listProductHistory(db, scope, filterOf(q), q.sortBy);
  return {
    total,
    lines: rows.map((l) => ({
      orderNumber: l.order_number,
      productCode: l.product_code,
      description: l.description,
      invoiceDate: l.delivery_date ?? l.order_date,
      quantity: formatQuantity(l.quantity),
      unitOfMeasure_SellBy: l.unit,
      price: priceText(l.unit_price),
      type: l.status,
      productKey: l.product_key,
    })),
  };
}
