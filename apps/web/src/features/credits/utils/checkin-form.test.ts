import { describe, expect, it } from 'vitest';
import {
  type CheckinLine,
  type CheckinLineDraft,
  checkinRequest,
  claimedAmountText,
  lineProblem,
  problemCount,
  RECEIVED,
} from './checkin-form';

const napkins: CheckinLine = {
  lineNumber: 2,
  productCode: 'P200',
  description: 'Napkins',
  shipped: '4.00',
  unit: 'CS',
  invoicedAmount: '99.60',
};
const draft = (d: Partial<CheckinLineDraft>): CheckinLineDraft => ({ ...RECEIVED, ...d });
const photo = (key: string | null, status: 'uploading' | 'uploaded' | 'failed') => ({
  id: key ?? 'x',
  previewUrl: 'blob:x',
  status,
  photoKey: key,
  error: null,
});

describe('checking a line in', () => {
  it('asks how many for short and damaged, at most what shipped', () => {
    expect(lineProblem(napkins, draft({ outcome: 'short' }))).toBe('Line 2 (Napkins): say how many.');
    expect(lineProblem(napkins, draft({ outcome: 'damaged', quantity: 'two' }))).toBe(
      'Line 2 (Napkins): give a quantity above 0 with at most 2 decimals.',
    );
    expect(lineProblem(napkins, draft({ outcome: 'short', quantity: '5' }))).toBe(
      'Line 2 (Napkins): at most 4.00 CS shipped.',
    );
    expect(lineProblem(napkins, draft({ outcome: 'short', quantity: '1' }))).toBeNull();
    expect(lineProblem(napkins, draft({ outcome: 'received' }))).toBeNull();
  });

  it('needs a note for quality, and the photos uploaded before it is sent', () => {
    expect(lineProblem(napkins, draft({ outcome: 'quality', note: ' ' }))).toBe(
      'Line 2 (Napkins): describe the quality problem.',
    );
    expect(lineProblem(napkins, draft({ outcome: 'quality', note: 'Wilted' }))).toBeNull();
    expect(lineProblem(napkins, draft({ outcome: 'damaged', quantity: '1', photos: [photo(null, 'uploading')] }))).toBe(
      'Line 2 (Napkins): wait until the photos are uploaded.',
    );
  });

  it('shows the credit asked for at the invoiced price', () => {
    expect(claimedAmountText(napkins, draft({ outcome: 'damaged', quantity: '1' }))).toBe('$24.90');
    expect(claimedAmountText(napkins, draft({ outcome: 'wrong' }))).toBe('$99.60');
    expect(claimedAmountText(napkins, draft({ outcome: 'short', quantity: '9' }))).toBeNull();
    expect(claimedAmountText(napkins, draft({ outcome: 'received' }))).toBeNull();
  });

  it('sends only the problem lines, with the uploaded photos of damaged ones', () => {
    const lines = [{ ...napkins, lineNumber: 1 }, napkins];
    const request = checkinRequest(lines, {
      1: draft({ outcome: 'received', note: 'fine' }),
      2: draft({
        outcome: 'damaged',
        quantity: ' 1 ',
        note: 'Crushed',
        photos: [photo('a'.repeat(32), 'uploaded'), photo(null, 'failed')],
      }),
    });
    expect(request).toEqual({
      lines: [{ lineNumber: 2, outcome: 'damaged', quantity: '1', note: 'Crushed', photos: ['a'.repeat(32)] }],
    });
    expect(checkinRequest(lines, { 2: draft({ outcome: 'wrong', photos: [photo('b', 'uploaded')] }) })).toEqual({
      lines: [{ lineNumber: 2, outcome: 'wrong' }],
    });
    expect(problemCount({ 1: RECEIVED, 2: draft({ outcome: 'short' }) })).toBe(1);
  });
});
