import type { CheckinLineIn, CheckinRequest, OrderView } from '@storefront/contract';
import {
  CHECKIN_NOTE_MAX,
  type CheckinOutcome,
  claimQuantityProblem,
  creditLineAmount,
  formatCurrency,
  formatQuantity,
  isProblem,
  OUTCOME_NEEDS_QUANTITY,
  toDecimal,
} from '@storefront/domain';

/** One invoiced line as the buyer checks it in: what shipped, and at what amount. */
export interface CheckinLine {
  lineNumber: number;
  productCode: string;
  description: string;
  /** What shipped, in `unit` ('4.00'). */
  shipped: string;
  unit: string;
  /** What was invoiced for all of it (a catch-weight line at its actual weight). */
  invoicedAmount: string;
}

/** A photo of a damaged line: uploading, uploaded (its key) or failed (the reason). */
export interface CheckinPhotoDraft {
  id: string;
  /** The taken picture, shown as the thumbnail (an object URL of the local file). */
  previewUrl: string;
  status: 'uploading' | 'uploaded' | 'failed';
  photoKey: string | null;
  error: string | null;
}

export interface CheckinLineDraft {
  outcome: CheckinOutcome;
  quantity: string;
  note: string;
  photos: CheckinPhotoDraft[];
}

export type CheckinDraft = Record<number, CheckinLineDraft>;

export const RECEIVED: CheckinLineDraft = { outcome: 'received', quantity: '', note: '', photos: [] };

/** The invoiced lines of an order (OrderView lines, numbered from 1), with what shipped of each. */
export function checkinLinesOf(order: OrderView): CheckinLine[] {
  return order.lines.map((l, i) => ({
    lineNumber: i + 1,
    productCode: l.shippedProduct?.productCode ?? l.productCode,
    description: l.shippedProduct?.description ?? l.description,
    shipped: formatQuantity(l.shippedQuantity ?? l.quantity),
    unit: l.unit,
    invoicedAmount: l.invoicedExtension ?? l.extension,
  }));
}

const lineName = (line: CheckinLine) => `Line ${line.lineNumber} (${line.description})`;

/** A quantity as typed that is a plain number ('2', '0.5'); anything else is not read. */
const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** What is wrong with a line as filled in, or null: a quantity for short and damaged, a note for quality. */
export function lineProblem(line: CheckinLine, draft: CheckinLineDraft): string | null {
  return quantityProblem(line, draft) ?? noteProblem(line, draft) ?? photosProblem(line, draft);
}

function quantityProblem(line: CheckinLine, draft: CheckinLineDraft): string | null {
  if (!OUTCOME_NEEDS_QUANTITY[draft.outcome]) return null;
  const quantity = draft.quantity.trim();
  if (quantity === '') return `${lineName(line)}: say how many.`;
  if (!PLAIN_NUMBER.test(quantity)) return `${lineName(line)}: give a quantity above 0 with at most 2 decimals.`;
  return claimQuantityProblem(quantity, line.shipped, { name: lineName(line), unit: line.unit });
}

function noteProblem(line: CheckinLine, draft: CheckinLineDraft): string | null {
  if (draft.outcome === 'quality' && draft.note.trim() === '')
    return `${lineName(line)}: describe the quality problem.`;
  if (draft.note.length > CHECKIN_NOTE_MAX)
    return `${lineName(line)}: the note is over ${CHECKIN_NOTE_MAX} characters.`;
  return null;
}

function photosProblem(line: CheckinLine, draft: CheckinLineDraft): string | null {
  if (draft.outcome !== 'damaged' || !draft.photos.some((p) => p.status === 'uploading')) return null;
  return `${lineName(line)}: wait until the photos are uploaded.`;
}

/** The credit a problem line asks for at the invoiced price ('$24.90'), or null (received, or no valid quantity). */
export function claimedAmountText(line: CheckinLine, draft: CheckinLineDraft): string | null {
  if (!isProblem(draft.outcome)) return null;
  const quantity = OUTCOME_NEEDS_QUANTITY[draft.outcome] ? draft.quantity.trim() : line.shipped;
  if (!PLAIN_NUMBER.test(quantity) || claimQuantityProblem(quantity, line.shipped, { name: '', unit: line.unit }))
    return null;
  return formatCurrency(creditLineAmount(line.invoicedAmount, line.shipped, toDecimal(quantity)));
}

/** The request: only the problem lines (those left out were received); failed photos are left out. */
export function checkinRequest(lines: readonly CheckinLine[], draft: CheckinDraft): CheckinRequest {
  const out: CheckinLineIn[] = [];
  for (const line of lines) {
    const d = draft[line.lineNumber] ?? RECEIVED;
    if (!isProblem(d.outcome)) continue;
    const photos = d.outcome === 'damaged' ? d.photos.flatMap((p) => (p.photoKey ? [p.photoKey] : [])) : [];
    out.push({
      lineNumber: line.lineNumber,
      outcome: d.outcome,
      ...(OUTCOME_NEEDS_QUANTITY[d.outcome] ? { quantity: d.quantity.trim() } : {}),
      ...(d.note.trim() ? { note: d.note.trim() } : {}),
      ...(photos.length > 0 ? { photos } : {}),
    });
  }
  return { lines: out };
}

/** How many lines have a problem: the submit button says what it does ('Request Credit for 2 Lines'). */
export function problemCount(draft: CheckinDraft): number {
  return Object.values(draft).filter((d) => isProblem(d.outcome)).length;
}
