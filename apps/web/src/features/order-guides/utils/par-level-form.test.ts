import { describe, expect, it } from 'vitest';
import { parDraftOf, parLevelOfDraft } from './par-level-form';

describe('the Set Par dialog (issue 32)', () => {
  it('starts from the saved par, its weekday pars as text by weekday', () => {
    const draft = parDraftOf({ unitOfMeasure: 'LB', quantity: 4, byWeekday: [{ weekday: 4, quantity: 10.5 }] }, 'CS');
    expect(draft.quantity).toBe('4');
    expect(draft.unitOfMeasure).toBe('LB');
    expect([...draft.byWeekday]).toEqual([[4, '10.5']]);
    expect(parDraftOf(null, 'CS')).toEqual({ quantity: '', unitOfMeasure: 'CS', byWeekday: new Map() });
  });

  it("sends 'Mon 6 CS, Thu 10 CS, other days 4 CS' with the weekdays in order and blank days left out", () => {
    const byWeekday = new Map([
      [4, '10'],
      [1, ' 6 '],
      [3, ''],
    ]);
    expect(parLevelOfDraft({ quantity: '4', unitOfMeasure: 'CS', byWeekday })).toEqual({
      quantity: 4,
      unitOfMeasure: 'CS',
      byWeekday: [
        { weekday: 1, quantity: 6 },
        { weekday: 4, quantity: 10 },
      ],
    });
  });

  it('needs the par on other days, and every quantity 0 or more with at most 2 decimals', () => {
    expect(parLevelOfDraft({ quantity: '', unitOfMeasure: 'CS', byWeekday: new Map([[1, '6']]) })).toBe('blank');
    expect(parLevelOfDraft({ quantity: '4', unitOfMeasure: 'CS', byWeekday: new Map([[2, '1.234']]) })).toBe('invalid');
    expect(parLevelOfDraft({ quantity: '-1', unitOfMeasure: 'CS', byWeekday: new Map() })).toBe('invalid');
    expect(parLevelOfDraft({ quantity: '0', unitOfMeasure: 'CS', byWeekday: new Map([[7, '0']]) })).toEqual({
      quantity: 0,
      unitOfMeasure: 'CS',
      byWeekday: [{ weekday: 7, quantity: 0 }],
    });
  });
});
