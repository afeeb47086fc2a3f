import {
  addIsoDays,
  AR_RECORD_TYPES,
  daysBetween,
  type Decimal,
  type DecimalInput,
  formatCurrency,
  roundMoney,
  toDecimal,
} from '@storefront/domain';
import { createRng, type Rng } from './prng';
import type { ArRow } from '../modules/account/ar.mapper';

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
  /**
   * The most the ledger may leave open (the seed gives the credit limit less what is on order and
   * on hold, with room to spare): the oldest invoices not yet due are paid early until it fits.
   */
  maxBalance?: DecimalInput;
  /** With `extras`: one invoice left unpaid past 90 days (one demo customer has one, the others none). */
  overNinety?: boolean;
}

const DELIVERY_TICKET = JSON.stringify([{ key: 'POD', name: 'Signed Delivery Ticket' }]);
const RETURN_FORM = JSON.stringify([{ key: 'RMA', name: 'Return Authorization' }]);

const money = (value: Decimal) => roundMoney(value).toFixed(2);
const ZERO = toDecimal(0);

type Item = Omit<GeneratedArItem, 'ar_code'>;

/** How an invoice was settled: paid in full, in part (the rest past due), or not yet. */
type Plan = 'full' | 'part' | 'open';

interface Invoice {
  number: string;
  order: InvoicedOrder;
  invoiceDate: string;
  dueDate: string;
  total: Decimal;
  /** Days past due today (0 or less: not due yet). */
  late: number;
  plan: Plan;
  /** With 'part': what the check paid. */
  partPaid: Decimal;
  payDate: string;
  /** Credits applied to it (a return, a pricing correction): the check pays the rest. */
  credits: Item[];
}

/**
 * A customer's ledger, as a distributor's books read: an invoice per invoiced order (net `terms`
 * days), paid by check around its due date (each check a row of its own, applied to its invoice),
 * everything more than 60 days past due paid; a few invoices past due (one or two of 1-30 days, one
 * of 31-60, sometimes in part), the ones not yet due open. With `extras`, one item of each other
 * record type: a return (credit memo) and a pricing correction (credit adjustment) applied to
 * invoices the check then paid net of them, a debit adjustment, an NSF check fee, a late charge, a
 * payment on account (unapplied credit) and a future invoice; with `overNinety`, an invoice unpaid
 * for over 90 days. Every amount applied from one item goes to another, so the open balances add
 * up to the ledger balance. Dates count from `today`; deterministic for a seed.
 */
export function generateArItems(orders: readonly InvoicedOrder[], o: ArOptions): GeneratedArItem[] {
  return withCodes(buildLedger(orders, o).flat());
}

function withCodes(items: readonly Item[]): GeneratedArItem[] {
  return items.map((item, i) => ({ ar_code: `AR${String(i + 1).padStart(6, '0')}`, ...item }));
}

/** The ledger as groups that belong together: an invoice with the credits and checks applied to it, or an item of its own. */
function buildLedger(orders: readonly InvoicedOrder[], o: ArOptions): Item[][] {
  const rng = createRng(o.seed ?? 13);
  const terms = o.terms ?? 30;
  const today = o.today;
  const firstCheck = rng.int(1000, 9000);
  const n = () => rng.int(100_000, 499_999);

  const invoices = invoicesOf(orders, today, terms, rng);
  planPayments(invoices, today, rng);

  const extras: Item[][] = [];
  const item = (
    type: number,
    reference: string,
    date: string,
    dueDate: string,
    amount: Decimal,
    open: boolean,
    remarks: string,
    docs = '[]',
  ): Item => ({
    record_type: type,
    reference,
    invoice_number: type === AR_RECORD_TYPES.invoice || type === AR_RECORD_TYPES.futureInvoice ? reference : '',
    order_number: null,
    po_number: '',
    invoice_date: date,
    due_date: dueDate,
    initial: money(amount),
    balance: open ? money(amount) : '0.00',
    remarks,
    scan_documents: docs,
  });
  const daysAgo = (days: number) => addIsoDays(today, -days);

  if (o.extras) {
    // A return on a recent paid invoice, and a pricing correction on an older one: the checks paid them net.
    applyCredit(invoices, daysAgo(35), rng, (inv) => {
      const date = addIsoDays(inv.invoiceDate, rng.int(2, 6));
      const amount = toDecimal(-rng.int(25, 90) - 0.4);
      return item(
        AR_RECORD_TYPES.creditMemo,
        `CM${n()}`,
        date,
        date,
        amount,
        false,
        `Returned: damaged case (${inv.number})`,
        RETURN_FORM,
      );
    });
    applyCredit(invoices, daysAgo(90), rng, (inv) => {
      const date = addIsoDays(inv.invoiceDate, rng.int(3, 10));
      return item(
        AR_RECORD_TYPES.creditAdjustment,
        `CA${n()}`,
        date,
        date,
        toDecimal(-15),
        false,
        `Pricing correction (${inv.number})`,
      );
    });
    const standing = item(
      AR_RECORD_TYPES.futureInvoice,
      `FI${n()}`,
      daysAgo(-5),
      addIsoDays(daysAgo(-5), terms),
      toDecimal(rng.int(150, 300) + 0.2),
      true,
      'Standing order, next week',
    );
    extras.push(
      [
        item(
          AR_RECORD_TYPES.debitAdjustment,
          `DA${n()}`,
          daysAgo(20),
          addIsoDays(daysAgo(20), terms),
          toDecimal(42.5),
          true,
          'Pallet deposit',
        ),
      ],
      [
        item(
          AR_RECORD_TYPES.nsfCheck,
          `NSF${n()}`,
          daysAgo(24),
          daysAgo(24),
          toDecimal(35),
          true,
          'Returned check fee',
        ),
      ],
      [standing],
    );
    if (o.overNinety) {
      const date = daysAgo(terms + rng.int(93, 110));
      const amount = toDecimal(rng.int(180, 420) + 0.35);
      extras.push([
        item(
          AR_RECORD_TYPES.invoice,
          `IN${n()}`,
          date,
          addIsoDays(date, terms),
          amount,
          true,
          'Catering order: in dispute (short shipment)',
          DELIVERY_TICKET,
        ),
      ]);
    }
  }
  // 1.5% a month on what has been past due over 30 days, charged at the last statement.
  const lateCharge = () => {
    const overdue = invoices
      .filter((inv) => inv.late > 30 && inv.plan !== 'full')
      .reduce((sum, inv) => sum.plus(openOf(inv)), ZERO);
    const charge = roundMoney(overdue.times('0.015'));
    return charge.gte(1)
      ? { amount: charge, remarks: `Late charge 1.5% of ${formatCurrency(money(overdue))}` }
      : { amount: toDecimal('12.75'), remarks: 'Late charge 1.5%' };
  };

  // The late charge only gets smaller as more is paid: room is kept for it as it stands.
  if (o.maxBalance !== undefined) {
    const reserved = openBalanceOf(extras.flat()).plus(o.extras ? lateCharge().amount : ZERO);
    keepWithin(invoices, toDecimal(o.maxBalance).minus(reserved), today, rng);
  }
  if (o.extras) {
    const charge = lateCharge();
    extras.push([
      item(AR_RECORD_TYPES.lastCharge, `LC${n()}`, daysAgo(6), daysAgo(6), charge.amount, true, charge.remarks),
    ]);
  }

  const groups: Item[][] = invoices.map((inv) => {
    const group: Item[] = [
      {
        record_type: AR_RECORD_TYPES.invoice,
        reference: inv.number,
        invoice_number: inv.number,
        order_number: inv.order.orderNumber,
        po_number: inv.order.poNumber,
        invoice_date: inv.invoiceDate,
        due_date: inv.dueDate,
        initial: money(inv.total),
        balance: money(openOf(inv)),
        remarks: inv.order.orderNumber ? `Order ${inv.order.orderNumber}` : '',
        scan_documents: DELIVERY_TICKET,
      },
      ...inv.credits,
    ];
    const paid = inv.total.minus(openOf(inv)).minus(creditsOf(inv));
    if (paid.gt(0)) {
      group.push({
        record_type: AR_RECORD_TYPES.payment,
        reference: '',
        invoice_number: '',
        order_number: null,
        po_number: '',
        invoice_date: inv.payDate,
        due_date: inv.payDate,
        initial: money(paid.neg()),
        balance: '0.00',
        remarks: `Applied to ${inv.number}`,
        scan_documents: '[]',
      });
    }
    return group;
  });
  if (o.extras) {
    // A round-sum check sent ahead of the next statement, not applied yet: the unapplied credit.
    const onAccount = daysAgo(9);
    extras.push([
      {
        record_type: AR_RECORD_TYPES.payment,
        reference: '',
        invoice_number: '',
        order_number: null,
        po_number: '',
        invoice_date: onAccount,
        due_date: onAccount,
        initial: '-250.00',
        balance: '-250.00',
        remarks: 'Payment on account',
        scan_documents: '[]',
      },
    ]);
  }
  const ledger = [...groups, ...extras];
  // The customer's checks are numbered in the order they were written.
  const checks = ledger.flat().filter((i) => i.record_type === AR_RECORD_TYPES.payment);
  checks.sort((a, b) => (a.invoice_date < b.invoice_date ? -1 : a.invoice_date > b.invoice_date ? 1 : 0));
  for (const [i, c] of checks.entries()) c.reference = `CHK${firstCheck + i}`;
  return ledger;
}

function invoicesOf(orders: readonly InvoicedOrder[], today: string, terms: number, rng: Rng): Invoice[] {
  const sorted = [...orders].sort((a, b) => (a.orderDate < b.orderDate ? -1 : a.orderDate > b.orderDate ? 1 : 0));
  const invoices: Invoice[] = [];
  for (const order of sorted) {
    const invoiceDate = addIsoDays(order.orderDate, 1);
    if (invoiceDate > today) continue;
    const total = toDecimal(order.total);
    if (total.lte(0)) continue;
    const dueDate = addIsoDays(invoiceDate, terms);
    const number = order.orderNumber ? `IN${order.orderNumber.replace(/\D/g, '')}` : `IN${rng.int(500_000, 999_999)}`;
    const late = daysBetween(dueDate, today);
    invoices.push({
      number,
      order,
      invoiceDate,
      dueDate,
      total,
      late,
      plan: 'full',
      partPaid: ZERO,
      payDate: invoiceDate,
      credits: [],
    });
  }
  return invoices;
}

/**
 * Checks around the due date for everything more than 60 days past due; of the invoices 31-60
 * days past due one is left open (half the time paid in part), of those 1-30 days past due one or
 * two; the invoices not yet due are open, a few paid early.
 */
function planPayments(invoices: Invoice[], today: string, rng: Rng): void {
  const window = (from: number, to: number) => invoices.filter((inv) => inv.late >= from && inv.late <= to);
  const slow = new Set<Invoice>();
  const thirtyOne = window(31, 60);
  if (thirtyOne.length > 0) slow.add(rng.pick(thirtyOne));
  const one = window(1, 30);
  if (one.length > 0) {
    slow.add(rng.pick(one));
    if (one.length > 2 && rng.chance(0.5)) slow.add(rng.pick(one));
  }
  for (const inv of invoices) {
    if (slow.has(inv)) {
      if (rng.chance(0.5)) {
        inv.plan = 'part';
        inv.partPaid = roundMoney(inv.total.times(rng.between(0.3, 0.6)));
        inv.payDate = minDate(addIsoDays(inv.dueDate, rng.int(-5, 0)), today);
      } else inv.plan = 'open';
    } else if (inv.late > 0) {
      inv.plan = 'full';
      inv.payDate = minDate(addIsoDays(inv.dueDate, rng.int(-12, 5)), today);
    } else if (!(rng.chance(0.1) && payEarly(inv, today, rng))) inv.plan = 'open';
  }
}

/**
 * Room under the credit limit: a customer this close to it pays the oldest invoices not yet due
 * early, then the late invoices but the oldest, then that one in part (it stays past due).
 */
function keepWithin(invoices: Invoice[], max: Decimal, today: string, rng: Rng): void {
  const open = () => invoices.reduce((sum, inv) => sum.plus(openOf(inv)), ZERO);
  for (const inv of invoices.filter((i) => i.late <= 0 && i.plan === 'open')) {
    if (open().lte(max)) return;
    payEarly(inv, today, rng);
  }
  const late = invoices.filter((i) => i.late > 0 && i.plan !== 'full');
  for (const inv of late.slice(1).reverse()) {
    if (open().lte(max)) return;
    inv.plan = 'full';
    inv.payDate = minDate(addIsoDays(inv.dueDate, rng.int(-3, 3)), today);
  }
  const oldest = late[0];
  const over = open().minus(max);
  if (!oldest || over.lte(0)) return;
  const owed = openOf(oldest);
  // Something stays owed: a past-due invoice paid in part.
  const paid = roundMoney(owed.minus(owed.times('0.2')).lt(over) ? owed.times('0.8') : over);
  oldest.partPaid = oldest.partPaid.plus(paid);
  oldest.plan = 'part';
  if (oldest.payDate <= oldest.invoiceDate) oldest.payDate = minDate(addIsoDays(oldest.dueDate, rng.int(-5, 0)), today);
}

/** A check for an invoice not yet due, 8 to 20 days after it (none for an invoice younger than that): answers whether it was paid. */
function payEarly(inv: Invoice, today: string, rng: Rng): boolean {
  const age = daysBetween(inv.invoiceDate, today);
  if (age < 8) return false;
  inv.plan = 'full';
  inv.payDate = addIsoDays(inv.invoiceDate, rng.int(8, Math.min(20, age)));
  return true;
}

/** Applies a credit to the newest invoice paid in full on or before `before` (its check paid the rest); none such: the credit stays open. */
function applyCredit(invoices: Invoice[], before: string, rng: Rng, make: (inv: Invoice) => Item): void {
  const target = [...invoices]
    .reverse()
    .find((inv) => inv.plan === 'full' && inv.invoiceDate <= before && inv.credits.length === 0);
  if (!target) return;
  const credit = make(target);
  // The credit comes before the check that pays the rest.
  if (target.payDate <= credit.invoice_date) target.payDate = addIsoDays(credit.invoice_date, rng.int(1, 5));
  target.credits.push(credit);
}

/** What is still owed on the invoice. */
function openOf(inv: Invoice): Decimal {
  if (inv.plan === 'full') return ZERO;
  return inv.plan === 'part' ? inv.total.minus(inv.partPaid) : inv.total;
}

/** The credits applied to the invoice, as a positive amount. */
function creditsOf(inv: Invoice): Decimal {
  return inv.credits.reduce((sum, c) => sum.plus(c.initial), ZERO).neg();
}

function openBalanceOf(items: readonly Item[]): Decimal {
  return items.reduce((sum, i) => sum.plus(i.balance), ZERO);
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/**
 * A long ledger for load tests: about `rows` A/R rows (at most that many) from invoices spread over
 * the last `years` years, with their payments. Whole invoices (with their checks and credits) are
 * left out from the oldest, so the ledger still adds up.
 */
export function generateLongLedger(rows: number, today: string, years = 3, seed = 5000): GeneratedArItem[] {
  const rng = createRng(seed);
  const days = years * 365;
  // Nearly every invoice is paid, a row for the invoice and one for its check: about 1.95 rows per invoice.
  const invoices = Math.ceil(rows / 1.95);
  const orders: InvoicedOrder[] = Array.from({ length: invoices }, (_, i) => ({
    orderNumber: `SO${900_000 + i}`,
    orderDate: addIsoDays(today, -Math.floor(((invoices - i) / invoices) * days) - 1),
    total: (rng.int(4_000, 250_000) / 100).toFixed(2),
    poNumber: rng.chance(0.3) ? `PO${rng.int(10_000, 99_999)}` : '',
  }));
  const groups = buildLedger(orders, { today, seed, extras: true });
  let count = groups.reduce((sum, g) => sum + g.length, 0);
  let first = 0;
  while (count > rows && first < groups.length) count -= groups[first++]?.length ?? 0;
  return withCodes(groups.slice(first).flat());
}
