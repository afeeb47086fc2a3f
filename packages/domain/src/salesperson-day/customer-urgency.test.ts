import { describe, expect, it } from 'vitest';
import { compareUrgency, type CustomerUrgency, needsAttention } from './customer-urgency';

const quiet: CustomerUrgency = {
  name: 'A',
  missingOrderCutoff: null,
  openCreditRequests: 0,
  overdueCents: 0,
  stoppedBuying: 0,
  viewedNotBought: 0,
};
const sorted = (list: CustomerUrgency[]) => [...list].sort(compareUrgency).map((c) => c.name);

describe('customer urgency', () => {
  it('puts a missing usual order first, the soonest cut-off first', () => {
    const owes = { ...quiet, name: 'Owes', overdueCents: 1_000_000 };
    const later = { ...quiet, name: 'Later', missingOrderCutoff: 2_000 };
    const sooner = { ...quiet, name: 'Sooner', missingOrderCutoff: 1_000 };
    expect(sorted([owes, later, sooner])).toEqual(['Sooner', 'Later', 'Owes']);
  });

  it('then the more credit requests waiting for review, before any overdue amount', () => {
    const owes = { ...quiet, name: 'Owes', overdueCents: 1_000_000 };
    const waits = { ...quiet, name: 'Waits', openCreditRequests: 1 };
    const waitsMore = { ...quiet, name: 'Waits more', openCreditRequests: 2 };
    const missing = { ...quiet, name: 'Missing', missingOrderCutoff: 1_000 };
    expect(sorted([owes, waits, missing, waitsMore])).toEqual(['Missing', 'Waits more', 'Waits', 'Owes']);
    expect(needsAttention(waits)).toBe(true);
  });

  it('then the larger overdue amount, then more stopped products, then more viewed products, then the name', () => {
    const list = [
      { ...quiet, name: 'Viewed', viewedNotBought: 5 },
      { ...quiet, name: 'Stopped', stoppedBuying: 1 },
      { ...quiet, name: 'Small', overdueCents: 100 },
      { ...quiet, name: 'Big', overdueCents: 10_000 },
      { ...quiet, name: 'B viewed', viewedNotBought: 1 },
      { ...quiet, name: 'A viewed', viewedNotBought: 1 },
    ];
    expect(sorted(list)).toEqual(['Big', 'Small', 'Stopped', 'Viewed', 'A viewed', 'B viewed']);
  });

  it('needs no attention with nothing to act on', () => {
    expect(needsAttention(quiet)).toBe(false);
    expect(needsAttention({ ...quiet, viewedNotBought: 1 })).toBe(true);
    expect(needsAttention({ ...quiet, missingOrderCutoff: 0 })).toBe(true);
  });
});
