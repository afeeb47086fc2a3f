import { type CustomerAttention, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { deliveryDateLabel, formatCurrency, formatUsDate, STOPPED_BUYING_EARLIER_WEEKS } from '@storefront/domain';
import { PATHS } from '../../../lib/routes/route-paths';

/** Issue 33: the kinds of things a salesperson's start page names for a customer, most urgent first. */
export type AttentionKind = 'usual-order' | 'stopped-buying' | 'overdue' | 'credit-request' | 'viewed';

/** One thing that needs attention at a customer, in plain words, and where the salesperson acts on it. */
export interface AttentionItem {
  key: string;
  kind: AttentionKind;
  text: string;
  /** The route to open once the customer is selected. */
  to: string;
}

/** The products page filtered by the Standard guide (the og hash filter; the reminder mail links there too). */
export const STANDARD_GUIDE_PATH = `${PATHS.products}#og=${encodeURIComponent(STANDARD_ORDER_GUIDE)}`;

export const productPath = (productKey: number) => PATHS.product.replace(':productKey', String(productKey));

/** Account Details searched for the invoice's reference: the page shows that one A/R item. */
export const invoicePath = (invoiceNumber: string) =>
  `${PATHS.accountDetail}?${new URLSearchParams({ search: invoiceNumber }).toString()}`;

/** A credit request's detail page, where the salesperson reviews it. */
export const creditRequestPath = (number: string) => PATHS.credit.replace(':number', encodeURIComponent(number));

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

function usualOrderItems(c: CustomerAttention): AttentionItem[] {
  const missing = c.usualOrderMissing;
  if (!missing) return [];
  const text = `Usual order for ${deliveryDateLabel(missing.deliveryDate)} missing — order by ${missing.cutoffLabel}`;
  return [{ key: 'usual-order', kind: 'usual-order', text, to: STANDARD_GUIDE_PATH }];
}

function stoppedBuyingItems(c: CustomerAttention): AttentionItem[] {
  return c.stoppedBuying.map((p) => ({
    key: `stopped-${p.productKey}`,
    kind: 'stopped-buying',
    text:
      `Stopped buying: ${p.description} (${p.productCode}) — last on ${formatUsDate(p.lastBoughtOn)}, ` +
      `bought ${p.weeksBought} of ${STOPPED_BUYING_EARLIER_WEEKS} weeks`,
    to: productPath(p.productKey),
  }));
}

function overdueItems(c: CustomerAttention): AttentionItem[] {
  const items: AttentionItem[] = c.overdueInvoices.map((i) => {
    // A part-paid invoice names what is still owed and of how much.
    const owed =
      i.balance === i.amount
        ? formatCurrency(i.balance)
        : `${formatCurrency(i.balance)} of ${formatCurrency(i.amount)}`;
    return {
      key: `overdue-${i.arCode}`,
      kind: 'overdue',
      text: `Overdue: invoice ${i.invoiceNumber}, ${owed}, ${i.daysPastDue} days past due`,
      to: invoicePath(i.invoiceNumber),
    };
  });
  const more = c.overdueCount - c.overdueInvoices.length;
  if (more > 0)
    items.push({
      key: 'overdue-more',
      kind: 'overdue',
      text: `Overdue: ${more} more ${more === 1 ? 'invoice' : 'invoices'} in Account Details`,
      to: PATHS.accountDetail,
    });
  return items;
}

function creditRequestItems(c: CustomerAttention): AttentionItem[] {
  const items: AttentionItem[] = c.openCreditRequests.map((r) => ({
    key: `credit-${r.number}`,
    kind: 'credit-request',
    text: `Open credit request ${r.number}: ${formatCurrency(r.amount)} for order ${r.orderNumber}`,
    to: creditRequestPath(r.number),
  }));
  const more = c.openCreditCount - c.openCreditRequests.length;
  if (more > 0)
    items.push({
      key: 'credit-more',
      kind: 'credit-request',
      text: `Open credit requests: ${more} more in Credits`,
      to: PATHS.credits,
    });
  return items;
}

function viewedItems(c: CustomerAttention): AttentionItem[] {
  return c.viewedNotBought.map((p) => ({
    key: `viewed-${p.productKey}`,
    kind: 'viewed',
    text: `Viewed ${times(p.views)} this week, not ordered: ${p.description} (${p.productCode})`,
    to: productPath(p.productKey),
  }));
}

/** Everything that needs attention at the customer, most urgent kind first; an empty list adds nothing. */
export function attentionItems(c: CustomerAttention): AttentionItem[] {
  return [
    ...usualOrderItems(c),
    ...stoppedBuyingItems(c),
    ...overdueItems(c),
    ...creditRequestItems(c),
    ...viewedItems(c),
  ];
}

/** The counts of a customer's card header: 'Usual order missing', '2 stopped buying', '1 overdue · $412.50' ... */
export function attentionCounts(c: CustomerAttention): string[] {
  const counts: string[] = [];
  if (c.usualOrderMissing) counts.push('Usual order missing');
  if (c.stoppedBuying.length > 0) counts.push(`${c.stoppedBuying.length} stopped buying`);
  if (c.overdueCount > 0) counts.push(`${c.overdueCount} overdue · ${formatCurrency(c.overdueTotal)}`);
  if (c.openCreditCount > 0)
    counts.push(`${c.openCreditCount} open credit ${c.openCreditCount === 1 ? 'request' : 'requests'}`);
  if (c.viewedNotBought.length > 0) counts.push(`${c.viewedNotBought.length} viewed, not ordered`);
  return counts;
}
