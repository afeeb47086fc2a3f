import { MONEY_DECIMALS, type OrderEstimate } from '@storefront/domain';
import type { NewOrder } from './orders.repository';

export type RecordedTotals = Pick<
  NewOrder,
  'line_total' | 'taxable_amount' | 'tax' | 'add_on_charges' | 'charges' | 'total'
>;

const money = (d: OrderEstimate['total']) => d.toFixed(MONEY_DECIMALS);

/**
 * The totals an order records, from checkout's estimate (spec 2 §3): line total, taxable amount, tax, each add-on
 * charge and their sum, and the total they add up to; its confirmation and invoice print them. Checkout's submit and
 * the demo seed record through here, so a seeded order carries what a placed one does.
 */
export function recordedTotals(e: OrderEstimate): RecordedTotals {
  return {
    line_total: money(e.lineTotal),
    taxable_amount: money(e.taxableAmount),
    tax: money(e.tax),
    add_on_charges: money(e.addOnCharges),
    charges: JSON.stringify(e.charges.map((c) => ({ name: c.name, amount: money(c.amount) }))),
    total: money(e.total),
  };
}
