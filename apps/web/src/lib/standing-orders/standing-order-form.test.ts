import { describe, expect, it } from 'vitest';
import { draftErrors, newDraft, nextText, requestOf, weekdaysText } from './standing-order-form';

describe('standing order form', () => {
  const draft = { ...newDraft('DOWNTN', '2026-11-23'), name: ' Weekly ', weekdays: [5, 2] };

  it('names the delivery days in week order', () => {
    expect(weekdaysText([5, 2])).toBe('Mon and Thu');
    expect(weekdaysText([2, 4, 6])).toBe('Mon, Wed and Fri');
    expect(weekdaysText([1])).toBe('Sun');
  });

  it('asks for a name, a ship-to, a day and dates in order; lines only when edited', () => {
    expect(draftErrors(draft, false)).toEqual({});
    expect(draftErrors({ ...draft, name: '', weekdays: [], shipToCode: '' }, false)).toEqual({
      name: 'Name cannot be blank.',
      shipToCode: 'Choose a ship-to.',
      weekdays: 'Choose at least one delivery day.',
    });
    expect(draftErrors({ ...draft, endDate: '2026-11-01' }, false).endDate).toBe(
      'The end date cannot be before the start date.',
    );
    expect(draftErrors(draft, true).lines).toBe('Keep at least one line.');
    const line = { productKey: 1, description: 'Napkins', unit: 'CS', quantity: '0' };
    expect(draftErrors({ ...draft, lines: [line] }, true).lines).toContain('above 0');
    expect(draftErrors({ ...draft, lines: [{ ...line, quantity: '2.5' }] }, true)).toEqual({});
  });

  it('sends the name trimmed, the days sorted and an empty end date as none', () => {
    expect(requestOf(draft)).toEqual({
      name: 'Weekly',
      shipToCode: 'DOWNTN',
      weekdays: [2, 5],
      startDate: '2026-11-23',
      endDate: null,
      paused: false,
      lines: [],
    });
  });

  it('says when the next order is delivered and placed', () => {
    const order = {
      id: 1,
      name: 'Weekly',
      shipToCode: 'DOWNTN',
      shipToName: 'Downtown',
      weekdays: [2, 5],
      startDate: '2026-11-23',
      endDate: null,
      paused: false,
      lines: [],
      nextDeliveryDate: '2026-12-03',
      nextPlacement: 'Tue 3:00 pm',
      lastRun: null,
    };
    expect(nextText(order)).toBe('Next delivery Thursday, December 3, 2026, ordered Tue 3:00 pm.');
    expect(nextText({ ...order, paused: true })).toBe('Paused: no orders are placed.');
  });
});
