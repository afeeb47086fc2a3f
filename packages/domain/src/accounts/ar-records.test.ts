import { describe, expect, it } from 'vitest';
import { AR_RECORD_TYPES, arRecordTypeOf, isCreditRecord } from './ar-records';

describe('arRecordTypeOf', () => {
  it('reads the number, the spec name and the label, in any case and spacing', () => {
    expect(arRecordTypeOf('1')).toBe(AR_RECORD_TYPES.invoice);
    expect(arRecordTypeOf(' 8 ')).toBe(AR_RECORD_TYPES.creditAdjustment);
    expect(arRecordTypeOf('creditMemo')).toBe(6);
    expect(arRecordTypeOf('Credit Memo')).toBe(6);
    expect(arRecordTypeOf('CREDIT_MEMO')).toBe(6);
    expect(arRecordTypeOf('future-invoice')).toBe(2);
    expect(arRecordTypeOf('NSF Check')).toBe(3);
    expect(arRecordTypeOf('lastCharge')).toBe(5);
    expect(arRecordTypeOf('Late Charge')).toBe(5);
  });

  it('names nothing else', () => {
    for (const text of ['', '0', '9', '1.5', 'refund', 'invoices']) expect(arRecordTypeOf(text)).toBeNull();
  });

  it('payments, credit memos and credit adjustments are credits', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((t) => isCreditRecord(t as 1))).toEqual([6, 7, 8]);
  });
});
