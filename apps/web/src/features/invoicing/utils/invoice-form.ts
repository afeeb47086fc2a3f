import type { AdminOrderView, InvoiceLineIn, InvoiceOrderRequest, OrderView } from '@storefront/contract';
import { type Decimal, decimalsOfText, isZero, toDecimal, weightExtension } from '@storefront/domain';

/** A recorded order line and what the administrator's view says about invoicing it. */
export interface InvoiceLine {
  /** The line's place on the order, from 0: what the page names its fields by. */
  index: number;
  line: OrderView['lines'][number];
  /** The line's number on the order, as the invoice request names it. */
  lineNumber: number;
  isCatchWeight: boolean;
  noSubstitutes: boolean;
  substitutes: AdminOrderView['lines'][number]['substitutes'];
}

/** One line of the form as typed: quantity shipped, actual weight, the substitute's product key ('' for none). */
export interface LineEntry {
  shipped: string;
  weight: string;
  substitute: string;
}

const BLANK_ENTRY: LineEntry = { shipped: '', weight: '', substitute: '' };

/** The form's entry of the line at `index` (blank if the form has none). */
export const entryAt = (form: InvoiceForm, index: number): LineEntry => form.lines[index] ?? BLANK_ENTRY;

export interface InvoiceForm {
  /** Blank: the server numbers the invoice (I and the order number's digits). */
  invoiceNumber: string;
  lines: LineEntry[];
}

export const INVOICE_MESSAGES = {
  shippedBlank: 'Enter the quantity shipped (0 when nothing shipped).',
  shippedBad: 'Enter a quantity of 0 or more, with at most 2 decimals.',
  weightBlank: 'Enter the actual weight of what shipped.',
  weightBad: 'Enter a weight of 0 or more, with at most 2 decimals.',
  weightZero: 'A line that shipped weighs more than 0.',
  shippedTooMany: (ordered: string, unit: string) => `At most the ${ordered} ${unit} ordered.`,
  invoiceNumberBad: 'An invoice number is up to 20 letters, digits and dashes.',
} as const;

/** Plain decimals as the server takes them: up to 10 digits before the point, at most 2 after, never negative. */
const DECIMAL_TEXT = /^(?:\d{1,10}(?:\.\d{0,2})?|\.\d{1,2})$/;
const INVOICE_NUMBER = /^[A-Za-z0-9-]{1,20}$/;

/** The decimal a field holds, or null when it is blank or not a quantity of 0 or more with at most 2 decimals. */
export function parseEntry(text: string): Decimal | null {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? toDecimal(trimmed.startsWith('.') ? `0${trimmed}` : trimmed) : null;
}

/**
 * The order's lines beside the administrator's view of them (the same order, line by line). A line the view left
 * out is invoiced as an ordinary line numbered by its place, without substitutes.
 */
export function invoiceLines(view: AdminOrderView): InvoiceLine[] {
  return view.order.lines.map((line, i) => {
    const admin = view.lines[i];
    return {
      index: i,
      line,
      lineNumber: admin?.lineNumber ?? i + 1,
      isCatchWeight: admin?.isCatchWeight ?? line.estimatedWeight !== null,
      noSubstitutes: admin?.noSubstitutes ?? false,
      substitutes: admin?.substitutes ?? [],
    };
  });
}

/** Every line shipped as ordered, no weight yet, no substitute. */
export function initialForm(lines: readonly InvoiceLine[]): InvoiceForm {
  return {
    invoiceNumber: '',
    lines: lines.map(({ line }) => ({ shipped: line.quantity, weight: '', substitute: '' })),
  };
}

export interface LineProblems {
  shipped: string | null;
  weight: string | null;
}

/** Why the quantity shipped cannot be sent: blank, not 0 or more with 2 decimals, or more than was ordered. */
function shippedProblem(text: string, ordered: OrderView['lines'][number]): string | null {
  if (text.trim() === '') return INVOICE_MESSAGES.shippedBlank;
  const shipped = parseEntry(text);
  if (!shipped) return INVOICE_MESSAGES.shippedBad;
  return shipped.gt(toDecimal(ordered.quantity))
    ? INVOICE_MESSAGES.shippedTooMany(ordered.quantity, ordered.unit)
    : null;
}

/**
 * Why a line cannot be sent as typed: the quantity always (0 up to the quantity ordered), the weight of a
 * catch-weight line that shipped (above 0); both with at most 2 decimals.
 */
export function lineProblems(entry: LineEntry, item: Pick<InvoiceLine, 'line' | 'isCatchWeight'>): LineProblems {
  const shipped = parseEntry(entry.shipped);
  const problem = shippedProblem(entry.shipped, item.line);
  if (!item.isCatchWeight) return { shipped: problem, weight: null };
  const weight = parseEntry(entry.weight);
  const blank = entry.weight.trim() === '';
  let weightProblem: string | null = null;
  if (!blank && !weight) weightProblem = INVOICE_MESSAGES.weightBad;
  else if (shipped && !isZero(shipped)) {
    if (blank) weightProblem = INVOICE_MESSAGES.weightBlank;
    else if (weight && isZero(weight)) weightProblem = INVOICE_MESSAGES.weightZero;
  }
  return { shipped: problem, weight: weightProblem };
}

export interface FormProblems {
  invoiceNumber: string | null;
  lines: LineProblems[];
  /** How many fields are wrong. */
  count: number;
}

export function formProblems(form: InvoiceForm, lines: readonly InvoiceLine[]): FormProblems {
  const invoiceNumber =
    form.invoiceNumber.trim() === '' || INVOICE_NUMBER.test(form.invoiceNumber.trim())
      ? null
      : INVOICE_MESSAGES.invoiceNumberBad;
  const lineList = lines.map((l, i) => lineProblems(entryAt(form, i), l));
  const count = (invoiceNumber ? 1 : 0) + lineList.reduce((n, p) => n + (p.shipped ? 1 : 0) + (p.weight ? 1 : 0), 0);
  return { invoiceNumber, lines: lineList, count };
}

export type InvoiceRequestResult = { ok: true; request: InvoiceOrderRequest } | { ok: false; problems: FormProblems };

/**
 * POST /api/admin/orders/{orderNumber}/invoice from the form: every line with its quantity shipped (2 decimals);
 * the actual weight of a catch-weight line that shipped, never of another line; the substitute when one is chosen;
 * the invoice number only when typed.
 */
export function invoiceRequestOf(form: InvoiceForm, lines: readonly InvoiceLine[]): InvoiceRequestResult {
  const problems = formProblems(form, lines);
  if (problems.count > 0) return { ok: false, problems };
  const requestLines = lines.map((l, i): InvoiceLineIn => {
    const entry = entryAt(form, i);
    const shipped = parseEntry(entry.shipped) ?? toDecimal(0);
    const out: InvoiceLineIn = { lineNumber: l.lineNumber, shippedQuantity: shipped.toFixed(2) };
    const weight = parseEntry(entry.weight);
    if (l.isCatchWeight && !isZero(shipped) && weight) out.actualWeight = weight.toFixed(2);
    const substitute = Number(entry.substitute);
    if (entry.substitute !== '' && l.substitutes.some((s) => s.productKey === substitute))
      out.substituteProductKey = substitute;
    return out;
  });
  const invoiceNumber = form.invoiceNumber.trim();
  return { ok: true, request: invoiceNumber ? { invoiceNumber, lines: requestLines } : { lines: requestLines } };
}

/**
 * What a line will be invoiced at, as the administrator types:
 * - amount: known now (a catch-weight line at its weight, a line shipped as ordered, nothing shipped);
 * - missing: a figure it needs is blank or wrong;
 * - on-invoicing: the server prices it (a short line converts through the product's units, a substitute has its
 *   own price).
 */
export type LiveAmount = { kind: 'amount'; amount: string } | { kind: 'missing' } | { kind: 'on-invoicing' };

export function liveAmount(entry: LineEntry, l: InvoiceLine): LiveAmount {
  const shipped = parseEntry(entry.shipped);
  if (!shipped) return { kind: 'missing' };
  if (isZero(shipped)) return { kind: 'amount', amount: '0.00' };
  if (entry.substitute !== '') return { kind: 'on-invoicing' };
  if (l.isCatchWeight) {
    const weight = parseEntry(entry.weight);
    if (!weight || isZero(weight)) return { kind: 'missing' };
    return {
      kind: 'amount',
      amount: weightExtension(weight, l.line.unitPrice, decimalsOfText(l.line.unitPrice)).toFixed(2),
    };
  }
  return shipped.eq(toDecimal(l.line.quantity))
    ? { kind: 'amount', amount: l.line.extension }
    : { kind: 'on-invoicing' };
}

/** The lines' amounts added up, or null while one is not known yet. */
export function liveLineTotal(amounts: readonly LiveAmount[]): string | null {
  let total = toDecimal(0);
  for (const a of amounts) {
    if (a.kind !== 'amount') return null;
    total = total.plus(toDecimal(a.amount));
  }
  return total.toFixed(2);
}
