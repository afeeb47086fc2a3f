import { addIsoDays, AR_RECORD_TYPES, daysBetween, roundMoney, toDecimal } from '@storefront/domain';
import { createRng, type Rng } from './prng';
import type { ArRow } from '../../modules/account/ar.mapper';

/** An invoiced order the ledger bills. */
export interface InvoicedOrder {
  orderNumber: string | null;
  orderDate: string;
  total: string;
  poNumber: string;
}

/** One A/R row as the writer inserts it (the customer and time are added there). */
export type GeneratedArItem = Omit<ArRow, 'id'>;

export interface ArOptions {
  today: string;
  seed?: number;
  /** Net days from invoice to due date. */
  terms?: number;
  /** Adds one item of every other record type: a credit memo, a payment on account, a future invoice ... */
  extras?: boolean;
}

const DELIVERY_TICKET = JSON.stringify([{ key: 'POD', name: 'Signed Delivery Ticket' }]);
const RETURN_FORM = JSON.stringify([{ key: 'RMA', name: 'Return Authorization' }]);

const money = (value: ReturnType<typeof toDecimal>) => roundMoney(value).toFixed(2);

/**
 * A customer's ledger: an invoice per invoiced order (net `terms` days), most of the older
 * ones paid by check (each payment a row of its own), some paid in part, the recent ones
 * open; with `extras`, one item of each other record type so every aging bucket, a credit
 * memo, a payment on account and a future invoice show. Deterministic for a seed.
 */
export function generateArItems(orders: readonly InvoicedOrder[], o: ArOptions): GeneratedArItem[] {
  const rng = createRng(o.seed ?? 13);
  const terms = o.terms ?? 30;
  const items: GeneratedArItem[] = [];
  let check = rng.int(1000, 9000);
  const code = () => `AR${String(items.length + 1).padStart(6, '0')}`;
  const push = (item: Omit<GeneratedArItem, 'ar_code'>) => items.push({ ar_code: code(), ...item });
  const payment = (date: string, amount: ReturnType<typeof toDecimal>, remarks: string, balance = '0.00') =>
    push({
      record_type: AR_RECORD_TYPES.payment,
      reference: `CHK${check++}`,
      invoice_number: '',
      order_number: null,
      po_number: '',
      invoice_date: date,
      due_date: date,
      initial: money(amount.neg()),
      balance,
      remarks,
      scan_documents: '[]',
    });

  const sorted = [...orders].sort((a, b) => (a.orderDate < b.orderDate ? -1 : a.orderDate > b.orderDate ? 1 : 0));
  for (const order of sorted) {
    const invoiceDate = addIsoDays(order.orderDate, 1);
    if (invoiceDate > o.today) continue;
    const dueDate = addIsoDays(invoiceDate, terms);
    const total = toDecimal(order.total);
    if (total.lte(0)) continue;
    const number = order.orderNumber ? `IN${order.orderNumber.replace(/\D/g, '')}` : `IN${rng.int(500_000, 999_999)}`;
    const late = daysBetween(dueDate, o.today);
    const paid = payPlan(rng, late);
    const open = paid === 'full' ? toDecimal(0) : paid === 'part' ? roundMoney(total.times(rng.between(0.3, 0.7))) : total;
    push({
      record_type: AR_RECORD_TYPES.invoice,
      reference: number,
      invoice_number: number,
      order_number: order.orderNumber,
      po_number: order.poNumber,
      invoice_date: invoiceDate,
      due_date: dueDate,
      initial: money(total),
      balance: money(open),
      remarks: order.orderNumber ? `Order ${order.orderNumber}` : '',
      scan_documents: DELIVERY_TICKET,
    });
    if (paid !== 'none') {
      const payDate = addIsoDays(dueDate, rng.int(-12, 5));
      payment(payDate <= o.today ? payDate : o.today, total.minus(open), `Applied to ${number}`);
    }
  }
  if (o.extras) addExtras(o.today, terms, rng, push, payment);
  return items;
}

type Plan = 'full' | 'part' | 'none';

function payPlan(rng: Rng, daysLate: number): Plan {
  const roll = rng.next();
  if (daysLate > 60) return roll < 0.85 ? 'full' : roll < 0.92 ? 'part' : 'none';
  if (daysLate > 0) return roll < 0.5 ? 'full' : roll < 0.7 ? 'part' : 'none';
  return roll < 0.15 ? 'full' : 'none';
}

function addExtras(
  today: string,
  terms: number,
  rng: Rng,
  push: (item: Omit<GeneratedArItem, 'ar_code'>) => void,
  payment: (date: string, amount: ReturnType<typeof toDecimal>, remarks: string, balance?: string) => void,
): void {
  const item = (type: number, reference: string, daysAgo: number, amount: number, open: boolean, remarks: string, dueIn = 0, docs = '[]') => {
    const date = addIsoDays(today, -daysAgo);
    const value = toDecimal(amount).toFixed(2);
    push({
      record_type: type,
      reference,
      invoice_number: type === AR_RECORD_TYPES.invoice || type === AR_RECORD_TYPES.futureInvoice ? reference : '',
      order_number: null,
      po_number: '',
      invoice_date: date,
      due_date: addIsoDays(date, dueIn),
      initial: value,
      balance: open ? value : '0.00',
      remarks,
      scan_documents: docs,
    });
  };
  const n = () => rng.int(100_000, 499_999);
  item(AR_RECORD_TYPES.invoice, `IN${n()}`, 150, rng.int(180, 420) + 0.35, true, 'Holiday party catering', terms, DELIVERY_TICKET);
  item(AR_RECORD_TYPES.debitAdjustment, `DA${n()}`, 75, 42.5, true, 'Pallet deposit');
  item(AR_RECORD_TYPES.nsfCheck, `NSF${n()}`, 50, 35, true, 'Returned check fee');
  item(AR_RECORD_TYPES.lastCharge, `LC${n()}`, 18, 12.75, true, 'Late charge 1.5%');
  item(AR_RECORD_TYPES.creditMemo, `CM${n()}`, 40, -rng.int(25, 90) - 0.4, true, 'Returned: damaged case', 0, RETURN_FORM);
  item(AR_RECORD_TYPES.creditAdjustment, `CA${n()}`, 100, -15, false, 'Pricing correction');
  item(AR_RECORD_TYPES.futureInvoice, `FI${n()}`, -5, rng.int(150, 300) + 0.2, true, 'Standing order, next week', terms);
  payment(addIsoDays(today, -9), toDecimal(250), 'Payment on account', '-250.00');
}

/** A long ledger for load tests: about `rows` A/R rows from invoices spread over the last `years` years, with their payments. */
export function generateLongLedger(rows: number, today: string, years = 3, seed = 5000): GeneratedArItem[] {
  const rng = createRng(seed);
  const days = years * 365;
  // An invoice paid gives two rows, one open or in part one or two: about 1.8 rows per invoice.
  const invoices = Math.ceil(rows / 1.8);
  const orders: InvoicedOrder[] = Array.from({ length: invoices }, (_, i) => ({
    orderNumber: `SO${900_000 + i}`,
    orderDate: addIsoDays(today, -Math.floor(((invoices - i) / invoices) * days) - 1),
    total: (rng.int(4_000, 250_000) / 100).toFixed(2),
    poNumber: rng.chance(0.3) ? `PO${rng.int(10_000, 99_999)}` : '',
  }));
  return generateArItems(orders, { today, seed, extras: true }).slice(0, rows);
}
