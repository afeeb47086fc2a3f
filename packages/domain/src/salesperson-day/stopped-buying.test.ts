import { describe, expect, it } from 'vitest';
import { weekStartOf, thisWeek } from './sales-weeks';
import { earlierWeeksBought, hasStoppedBuying, stoppedBuyingWindow } from './stopped-buying';
import { overdueDueBefore } from './overdue-invoice';

// Wednesday 2026-12-02 is in the week of Monday 2026-11-30. Mondays before: 11-23, 11-16, 11-09, 11-02, 10-26 ...
const TODAY = '2026-12-02';

describe('sales weeks (Monday to Sunday)', () => {
  it('names a week by its Monday', () => {
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30'); // Monday
    expect(weekStartOf('2026-12-02')).toBe('2026-11-30'); // Wednesday
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30'); // Sunday ends the week
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07'); // the next Monday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year
  });

  it('this week runs from its Monday to the next Monday, exclusive', () => {
    expect(thisWeek(TODAY)).toEqual({ from: '2026-11-30', to: '2026-12-07' });
  });
});

describe('the stopped-buying window', () => {
  it('has 3 whole recent weeks before this one and the 8 whole weeks before those', () => {
    const window = stoppedBuyingWindow(TODAY);
    expect(window.recentFrom).toBe('2026-11-09');
    expect(window.earlierWeeks).toHaveLength(8);
    expect(window.earlierWeeks[0]).toEqual({ from: '2026-09-14', to: '2026-09-21' });
    expect(window.earlierWeeks[7]).toEqual({ from: '2026-11-02', to: '2026-11-09' });
  });

  it('is the same all week long, and moves on a Monday', () => {
    expect(stoppedBuyingWindow('2026-11-30').recentFrom).toBe('2026-11-09');
    expect(stoppedBuyingWindow('2026-12-06').recentFrom).toBe('2026-11-09');
    expect(stoppedBuyingWindow('2026-12-07').recentFrom).toBe('2026-11-16');
  });

  it('counts weeks, not deliveries', () => {
    const window = stoppedBuyingWindow(TODAY);
    // Mon and Fri of one week, then one more week: 2 weeks.
    expect(earlierWeeksBought(window, ['2026-10-05', '2026-10-09', '2026-10-19'])).toBe(2);
    // Sunday 2026-11-08 is the last day of the last earlier week; 2026-09-13 is before the first.
    expect(earlierWeeksBought(window, ['2026-11-08', '2026-09-13'])).toBe(1);
  });
});

describe('a product the customer stopped buying', () => {
  it('is bought in 3 of the 8 earlier weeks and not since', () => {
    expect(hasStoppedBuying(TODAY, ['2026-10-05', '2026-10-12', '2026-11-06'])).toBe(true);
    expect(hasStoppedBuying(TODAY, ['2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-11-02'])).toBe(true);
  });

  it('is not with 2 of the 8 weeks, nor with weeks older than the 8', () => {
    expect(hasStoppedBuying(TODAY, ['2026-10-05', '2026-10-12'])).toBe(false);
    expect(hasStoppedBuying(TODAY, ['2026-10-05', '2026-10-07', '2026-10-12'])).toBe(false);
    expect(hasStoppedBuying(TODAY, ['2026-09-07', '2026-10-05', '2026-10-12'])).toBe(false);
  });

  it('is not when bought in the recent weeks: 3 weeks ago, last week, this week or for next week', () => {
    const usual = ['2026-10-05', '2026-10-12', '2026-10-19'];
    expect(hasStoppedBuying(TODAY, [...usual, '2026-11-09'])).toBe(false);
    expect(hasStoppedBuying(TODAY, [...usual, '2026-11-27'])).toBe(false);
    expect(hasStoppedBuying(TODAY, [...usual, '2026-11-30'])).toBe(false);
    expect(hasStoppedBuying(TODAY, [...usual, '2026-12-09'])).toBe(false);
    // The Sunday before the recent weeks is still an earlier week.
    expect(hasStoppedBuying(TODAY, [...usual, '2026-11-08'])).toBe(true);
  });
});

describe('an overdue invoice', () => {
  it('is more than 30 days past its due date: due 2026-11-01 is 31 days late on 2026-12-02, due 11-02 is 30', () => {
    expect(overdueDueBefore(TODAY)).toBe('2026-11-02');
    expect('2026-11-01' < overdueDueBefore(TODAY)).toBe(true);
    expect('2026-11-02' < overdueDueBefore(TODAY)).toBe(false);
  });
});
