/** Spec 2 §3 Open A/R record types (numeric). */
export const AR_RECORD_TYPES = {
  invoice: 1,
  futureInvoice: 2,
  nsfCheck: 3,
  debitAdjustment: 4,
  lastCharge: 5,
  creditMemo: 6,
  payment: 7,
  creditAdjustment: 8,
} as const;
export type ArRecordTypeName = keyof typeof AR_RECORD_TYPES;
export type ArRecordType = (typeof AR_RECORD_TYPES)[ArRecordTypeName];

const LABELS: Record<ArRecordType, string> = {
  1: 'Invoice',
  2: 'Future Invoice',
  3: 'NSF Check',
  4: 'Debit Adjustment',
  5: 'Late Charge',
  6: 'Credit Memo',
  7: 'Payment',
  8: 'Credit Adjustment',
};

export function isArRecordType(value: number): value is ArRecordType {
  return Number.isInteger(value) && value >= 1 && value <= 8;
}

/** What the item is called on screens and documents. */
export function arRecordLabel(type: ArRecordType): string {
  return LABELS[type];
}

/** Credit memos, payments and credit adjustments lower what the customer owes. */
export function isCreditRecord(type: ArRecordType): boolean {
  return (
    type === AR_RECORD_TYPES.creditMemo || type === AR_RECORD_TYPES.payment || type === AR_RECORD_TYPES.creditAdjustment
  );
}

const squeezed = (text: string) => text.toLowerCase().replace(/[\s_.-]+/g, '');

/** Every way a file may name a record type, squeezed: its number, its spec name (creditMemo) and its label (Credit Memo). */
const TYPE_WORDS: ReadonlyMap<string, ArRecordType> = new Map(
  Object.entries(AR_RECORD_TYPES).flatMap(([name, type]) => [
    [String(type), type],
    [squeezed(name), type],
    [squeezed(LABELS[type]), type],
  ]),
);

/**
 * A record type as an ERP file writes it: 1 to 8, the spec's name or the screen's label, in any case and with or
 * without spaces ('creditMemo', 'Credit Memo', 'CREDIT_MEMO', '6'); null when it names none.
 */
export function arRecordTypeOf(text: string): ArRecordType | null {
  return TYPE_WORDS.get(squeezed(text.trim())) ?? null;
}
