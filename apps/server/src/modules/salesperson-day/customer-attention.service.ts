import {
  ATTENTION_MAX_CUSTOMERS,
  ATTENTION_MAX_ITEMS,
  type CustomerAttention,
  type MissingUsualOrder,
} from '@storefront/contract';
import {
  compareUrgency,
  creditRequestNumber,
  type CustomerUrgency,
  daysPastDue,
  needsAttention,
  overdueDueBefore,
  roundMoney,
  stoppedBuyingWindow,
  toDecimal,
  viewWeek,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import { openCreditRequests, type OpenCreditRequestRow } from './open-credit-requests.repository';
import { overdueInvoices, type OverdueInvoiceRow } from './overdue-invoices.repository';
import { stoppedBuyingProducts, type StoppedBuyingRow } from './stopped-buying.repository';
import { viewedNotBought, type ViewedNotBoughtRow } from './viewed-not-bought.repository';

/** A customer of the salesperson, as the caller read it. */
export interface AttentionCustomer {
  id: number;
  customer_code: string;
  name: string;
}

export interface AttentionInput {
  customers: readonly AttentionCustomer[];
  /** The customers whose usual order is missing (issue 32), by customer id. */
  missingOrders: ReadonlyMap<number, MissingUsualOrder>;
  /** The site's calendar date now, and its time zone. */
  today: string;
  now: number;
  timeZone: string;
}

function byCustomer<T extends { customer_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.customer_id) ?? [];
    list.push(row);
    map.set(row.customer_id, list);
  }
  return map;
}

const stoppedView = (r: StoppedBuyingRow) => ({
  productKey: r.product_key,
  productCode: r.product_code,
  description: r.description,
  lastBoughtOn: r.last_bought_on,
  weeksBought: r.weeks_bought,
});

const overdueView = (r: OverdueInvoiceRow, today: string) => ({
  arCode: r.ar_code,
  invoiceNumber: r.invoice_number,
  orderNumber: r.order_number,
  invoiceDate: r.invoice_date,
  dueDate: r.due_date,
  daysPastDue: daysPastDue(r.due_date, today),
  amount: roundMoney(toDecimal(r.initial)).toFixed(2),
  balance: roundMoney(toDecimal(r.balance)).toFixed(2),
});

const creditView = (r: OpenCreditRequestRow) => ({
  number: creditRequestNumber(r.id),
  orderNumber: r.order_number,
  requestedAt: new Date(r.created_at).toISOString(),
  amount: roundMoney(toDecimal(r.requested_amount)).toFixed(2),
});

const viewedView = (r: ViewedNotBoughtRow) => ({
  productKey: r.product_key,
  productCode: r.product_code,
  description: r.description,
  lastViewedAt: new Date(r.last_viewed_at).toISOString(),
  views: r.views,
});

/**
 * The salesperson's start page (issue 33): per customer, the usual order missing, the products it stopped buying,
 * its overdue invoices, the products viewed but not bought this week and its credit requests waiting for review, most
 * urgent first (compareUrgency), customers with nothing to act on left out; at most ATTENTION_MAX_CUSTOMERS customers
 * and ATTENTION_MAX_ITEMS items per list. Four queries, each over all the customers at once, run side by side.
 */
export async function customersNeedingAttention(db: Db, input: AttentionInput): Promise<CustomerAttention[]> {
  const ids = input.customers.map((c) => c.id);
  const [stopped, overdue, viewed, credits] = await Promise.all([
    stoppedBuyingProducts(db, ids, stoppedBuyingWindow(input.today), ATTENTION_MAX_ITEMS),
    overdueInvoices(db, ids, overdueDueBefore(input.today), ATTENTION_MAX_ITEMS),
    viewedNotBought(db, ids, viewWeek(input.now, input.timeZone), ATTENTION_MAX_ITEMS),
    openCreditRequests(db, ids, ATTENTION_MAX_ITEMS),
  ]);
  const [stoppedOf, overdueOf, viewedOf, creditsOf] = [
    byCustomer(stopped),
    byCustomer(overdue),
    byCustomer(viewed),
    byCustomer(credits),
  ];
  const ranked: { urgency: CustomerUrgency; view: Omit<CustomerAttention, 'urgency'> }[] = [];
  for (const customer of input.customers) {
    const missing = input.missingOrders.get(customer.id) ?? null;
    const invoices = overdueOf.get(customer.id) ?? [];
    const total = roundMoney(toDecimal(invoices[0]?.overdue_total ?? 0));
    const view = {
      customerKey: customer.id,
      customerCode: customer.customer_code,
      customerName: customer.name,
      usualOrderMissing: missing
        ? { deliveryDate: missing.deliveryDate, cutoffAt: missing.cutoffAt, cutoffLabel: missing.cutoffLabel }
        : null,
      stoppedBuying: (stoppedOf.get(customer.id) ?? []).map(stoppedView),
      overdueInvoices: invoices.map((r) => overdueView(r, input.today)),
      overdueTotal: total.toFixed(2),
      overdueCount: invoices[0]?.overdue_count ?? 0,
      viewedNotBought: (viewedOf.get(customer.id) ?? []).map(viewedView),
      openCreditRequests: (creditsOf.get(customer.id) ?? []).map(creditView),
      openCreditCount: Number(creditsOf.get(customer.id)?.[0]?.open_count ?? 0),
    };
    const urgency: CustomerUrgency = {
      name: customer.name,
      missingOrderCutoff: missing ? Date.parse(missing.cutoffAt) : null,
      openCreditRequests: view.openCreditCount,
      overdueCents: Number(total.times(100).toFixed(0)),
      stoppedBuying: view.stoppedBuying.length,
      viewedNotBought: view.viewedNotBought.length,
    };
    if (needsAttention(urgency)) ranked.push({ urgency, view });
  }
  return ranked
    .sort((a, b) => compareUrgency(a.urgency, b.urgency))
    .slice(0, ATTENTION_MAX_CUSTOMERS)
    .map((c, i) => ({ ...c.view, urgency: i + 1 }));
}
