import type { CheckinLineIn } from '@storefront/contract';
import {
  type CheckinOutcome,
  claimQuantityProblem,
  creditLineAmount,
  type Decimal,
  isProblem,
  OUTCOME_NEEDS_QUANTITY,
  QUANTITY_DECIMALS,
  toDecimal,
} from '@storefront/domain';

/** An invoiced order line as check-in reads it. */
export interface InvoicedLine {
  lineNumber: number;
  /** What shipped: the substitute's code and description when one did. */
  productCode: string;
  description: string;
  /** The product whose main category's claim window applies: the one that shipped. */
  mainCategoryCode: string;
  unit: string;
  shippedQuantity: string;
  invoicedAmount: string;
}

/** One line as it will be recorded; a problem line with the credit it claims. */
export interface PlannedCheckinLine {
  line: InvoicedLine;
  outcome: CheckinOutcome;
  /** Null for a received line. */
  quantity: Decimal | null;
  note: string;
  photos: string[];
  amount: Decimal | null;
}

const nameOf = (l: InvoicedLine) => `Line ${l.lineNumber} (${l.description})`;

/** What is wrong with one asked line, or its plan. */
function planLine(line: InvoicedLine, asked: CheckinLineIn): PlannedCheckinLine | string {
  const name = nameOf(line);
  const note = asked.note?.trim() ?? '';
  const photos = asked.photos ?? [];
  const hasQuantity = asked.quantity !== undefined && asked.quantity !== null;
  if (photos.length > 0 && asked.outcome !== 'damaged') return `${name}: photos are for damaged lines.`;
  if (new Set(photos).size !== photos.length) return `${name}: a photo is named more than once.`;
  if (asked.outcome === 'received') {
    if (hasQuantity) return `${name} is received: it takes no quantity.`;
    return { line, outcome: 'received', quantity: null, note, photos: [], amount: null };
  }
  if (asked.outcome === 'quality' && note === '') return `${name}: say what is wrong with the quality in the note.`;
  if (OUTCOME_NEEDS_QUANTITY[asked.outcome] && !hasQuantity) return `${name}: say how many (in ${line.unit}).`;
  if (!toDecimal(line.shippedQuantity).gt(0)) return `${name} did not ship: there is nothing to claim.`;
  const quantity = hasQuantity ? toDecimal(asked.quantity as string | number) : toDecimal(line.shippedQuantity);
  const problem = claimQuantityProblem(quantity, line.shippedQuantity, { name, unit: line.unit });
  if (problem) return problem;
  return {
    line,
    outcome: asked.outcome,
    quantity: quantity.round(QUANTITY_DECIMALS),
    note,
    photos,
    amount: creditLineAmount(line.invoicedAmount, line.shippedQuantity, quantity),
  };
}

/**
 * Every line of the order as checked in (lines left out were received), or every reason the check-in is refused: a
 * line not on the order or named twice, a quantity missing (short, damaged) or above what shipped, a quality problem
 * without a note, photos on a line that is not damaged, a photo named twice.
 */
export function planCheckin(
  lines: readonly InvoicedLine[],
  asked: readonly CheckinLineIn[],
  orderNumber: string,
): { ok: true; lines: PlannedCheckinLine[] } | { ok: false; reason: string } {
  const byNumber = new Map<number, CheckinLineIn>();
  const problems: string[] = [];
  const known = new Set(lines.map((l) => l.lineNumber));
  for (const a of asked) {
    if (!known.has(a.lineNumber)) problems.push(`Order ${orderNumber} has no line ${a.lineNumber}.`);
    else if (byNumber.has(a.lineNumber)) problems.push(`Line ${a.lineNumber} is given more than once.`);
    else byNumber.set(a.lineNumber, a);
  }
  const allPhotos = asked.flatMap((a) => a.photos ?? []);
  if (new Set(allPhotos).size !== allPhotos.length) problems.push('A photo is named on more than one line.');
  const planned: PlannedCheckinLine[] = [];
  for (const line of lines) {
    const plan = planLine(line, byNumber.get(line.lineNumber) ?? { lineNumber: line.lineNumber, outcome: 'received' });
    if (typeof plan === 'string') problems.push(plan);
    else planned.push(plan);
  }
  return problems.length > 0 ? { ok: false, reason: [...new Set(problems)].join(' ') } : { ok: true, lines: planned };
}

export const problemLines = (lines: readonly PlannedCheckinLine[]) => lines.filter((l) => isProblem(l.outcome));
