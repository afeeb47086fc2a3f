import { describe, expect, it } from 'vitest';
import { RowReader } from './row-reader';
import { readCutoffTime, readDeliveryDays } from './shipto-schedule';

const days = (text: string) => {
  const r = new RowReader({ delivery_days: text });
  return [readDeliveryDays(r, 'delivery_days'), r.problems.map((p) => p.reason)];
};
const cutoff = (text: string) => {
  const r = new RowReader({ cutoff_time: text });
  return [readCutoffTime(r, 'cutoff_time'), r.problems.map((p) => p.reason)];
};

describe('a ship-to schedule read from an ERP file', () => {
  it('stores delivery days as Sunday 1 .. Saturday 7, sorted, whether given as numbers or names', () => {
    expect(days('2,4,6')).toEqual(['2,4,6', []]);
    expect(days('Mon, Wed, Fri')).toEqual(['2,4,6', []]);
    expect(days('fri mon wed mon')).toEqual(['2,4,6', []]);
    expect(days('Saturday|Sunday')).toEqual(['1,7', []]);
    expect(days('Tues;Thurs')).toEqual(['3,5', []]);
    expect(days('')).toEqual(['2,3,4,5,6', []]);
  });

  it('refuses what is not a weekday, naming it', () => {
    const reason = (t: string) => `"${t}" is not a weekday (1 Sunday .. 7 Saturday, or Sun, Mon ... Sat)`;
    expect(days('0,8')).toEqual(['', [reason('0'), reason('8')]]);
    // One letter is ambiguous (S: Saturday or Sunday; T: Tuesday or Thursday).
    expect(days('Mon,S')).toEqual(['2', [reason('S')]]);
    expect(days('Funday')).toEqual(['', [reason('Funday')]]);
  });

  it('stores a cut-off as HH:MM on a 24-hour clock, 15:00 when none is given', () => {
    expect(cutoff('9:30')).toEqual(['09:30', []]);
    expect(cutoff('17:05')).toEqual(['17:05', []]);
    expect(cutoff('')).toEqual(['15:00', []]);
    expect(cutoff('24:00')).toEqual(['15:00', ['"24:00" is not a time (HH:MM, 24-hour clock)']]);
    expect(cutoff('5pm')).toEqual(['15:00', ['"5pm" is not a time (HH:MM, 24-hour clock)']]);
  });
});
