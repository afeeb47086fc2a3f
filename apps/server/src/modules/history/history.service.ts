import type {
  ArScanDocument,
  HistoryOrderPage,
  HistoryOrdersQuery,
  HistoryProductsQuery,
  ProductHistoryPage,
} from '@storefront/contract';
import { formatQuantity, isZero, MONEY_DECIMALS, roundPrice, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { scanDocumentsOf } from '../account/ar.mapper';
import { type Editable, editableOrders } from '../orders/order-cutoff.service';
import { readSiteValues } from '../settings/settings.repository';
import {
  type HistoryMatchQuery,
  type HistoryScope,
  historyVersion,
  linesByIds,
  matchingLineIds,
  matchingOrderIds,
  orderScanDocuments,
  ordersByIds,
} from './history.repository';

export type { HistoryScope };

/** Match lists kept: a search typed letter by letter makes one per pause... */
const CACHED_MATCHES = 400;
/** ...and at most this many bytes of ids (4 each): a customer's 100,000 lines are 400 KB. */
const CACHED_MATCH_BYTES = 64 * 1024 * 1024;

/** Up to eight lower-cased words of the search box; each must match. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

function matchQueryOf(q: HistoryOrdersQuery | HistoryProductsQuery): HistoryMatchQuery {
  return { words: searchWords(q.search), startDate: q.startDate, endDate: q.endDate, direction: q.direction };
}

const money = (v: number | string) => toDecimal(v).toFixed(MONEY_DECIMALS);
const moneyOrNull = (v: number | string | null) => (v === null ? null : money(v));
const quantityOrNull = (v: number | string | null) => (v === null ? null : formatQuantity(v));

/**
 * Fixed to the decimals the line was priced at, its price-by unit's (spec 1 §9: 3 per LB, 2 per CS
 * and EA): the column keeps no trailing zeros. A zero price is no price.
 */
function priceText(value: number | string, decimals: number): string | null {
  const d = toDecimal(value);
  return isZero(d) ? null : roundPrice(d, decimals).toFixed(decimals);
}

/**
 * Order and product history (spec 3 §2). A search is matched and sorted once: the ids
 * of every match are kept for the scope's history as it stands (orders are added, so its
 * count and last id say when it changed; an ERP import that rewrites orders bumps its edition), and each page is a slice of
 * them read by id. Paging through 100,000 lines or 5,000 orders reads 100 rows a page.
 */
export function createHistoryService(db: Db) {
  const matches = new VersionedCache<Int32Array>(CACHED_MATCHES, {
    weigh: (ids) => ids.byteLength,
    maxWeight: CACHED_MATCH_BYTES,
  });

  async function pageOf(
    kind: 'orders' | 'lines',
    scope: HistoryScope,
    q: HistoryOrdersQuery | HistoryProductsQuery,
    find: (f: HistoryMatchQuery) => Promise<Int32Array>,
  ): Promise<{ ids: number[]; total: number }> {
    const match = matchQueryOf(q);
    const { count, lastId, edition } = await historyVersion(db, scope);
    const key = JSON.stringify([
      kind,
      scope.customerId,
      scope.customerId === null ? scope.userId : 0,
      count,
      edition,
      q.sortBy,
      match,
    ]);
    const all = await matches.getOrCompute(key, lastId, () => find(match));
    return { ids: Array.from(all.subarray(q.offset, q.offset + q.limit)), total: all.length };
  }

  /** Spec 3 §2 Order History: a page of the scope's orders. */
  async function orderHistory(scope: HistoryScope, q: HistoryOrdersQuery, now?: number): Promise<HistoryOrderPage> {
    const [{ ids, total }, site] = await Promise.all([
      pageOf('orders', scope, q, (f) => matchingOrderIds(db, scope, f, q.sortBy)),
      readSiteValues(db),
    ]);
    const rows = await ordersByIds(db, ids);
    const scans =
      scope.customerId === null
        ? []
        : await orderScanDocuments(
            db,
            scope.customerId,
            rows.map((o) => o.order_number),
          );
    // Issue 32: until when the page's open orders may still be edited.
    const editable = now === undefined ? new Map<string, Editable>() : await editableOrders(db, rows, scope, now);
    const scansOf = new Map<string, ArScanDocument[]>();
    for (const s of scans)
      if (s.order_number)
        scansOf.set(s.order_number, [...(scansOf.get(s.order_number) ?? []), ...scanDocumentsOf(s.scan_documents)]);
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
        checkedIn: o.checkin_id !== null,
        scanDocuments: scansOf.get(o.order_number) ?? [],
        estimatedTotal: Number(o.catch_weight ?? 0) === 1 ? money(o.total) : null,
        invoicedTotal: moneyOrNull(o.invoiced_total),
        editableUntil: editable.has(o.order_number)
          ? new Date(editable.get(o.order_number)?.until ?? 0).toISOString()
          : null,
        editableUntilText: editable.get(o.order_number)?.text ?? null,
      })),
    };
  }

  /** Spec 3 §2 Product History: a page of the lines the scope ordered; the invoice date is the delivery date. */
  async function productHistory(scope: HistoryScope, q: HistoryProductsQuery): Promise<ProductHistoryPage> {
    const { ids, total } = await pageOf('lines', scope, q, (f) => matchingLineIds(db, scope, f, q.sortBy));
    const rows = await linesByIds(db, ids);
    return {
      total,
      lines: rows.map((l) => ({
        orderNumber: l.order_number,
        productCode: l.product_code,
        description: l.description,
        invoiceDate: l.delivery_date ?? l.order_date,
        quantity: formatQuantity(l.quantity),
        unitOfMeasure_SellBy: l.unit,
        price: priceText(l.unit_price, l.price_decimals),
        priceUnit: l.price_unit,
        type: l.status,
        productKey: l.product_key,
        estimatedWeight: l.is_catch_weight === 1 ? quantityOrNull(l.estimated_weight) : null,
        estimatedExtension: l.is_catch_weight === 1 ? money(l.extension) : null,
        shippedQuantity: quantityOrNull(l.shipped_quantity),
        actualWeight: quantityOrNull(l.actual_weight),
        invoicedExtension: moneyOrNull(l.invoiced_extension),
      })),
    };
  }

  return { orderHistory, productHistory };
}
