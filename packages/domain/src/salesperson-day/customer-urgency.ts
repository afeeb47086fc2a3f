/**
 * Issue 33: how urgent a customer is on the salesperson's start page. Most urgent first:
 * 1. a usual order missing before its cut-off, the soonest cut-off first (it is lost once the cut-off passes);
 * 2. then the more credit requests waiting for review (the customer waits on the distributor);
 * 3. then the larger overdue amount (money owed for more than 30 days past due);
 * 4. then the more products stopped buying, then the more products viewed and not bought;
 * 5. then by name.
 * A customer with nothing to act on is not listed.
 */
export interface CustomerUrgency {
  name: string;
  /** Epoch ms of the missing usual order's cut-off; null when no usual order is missing. */
  missingOrderCutoff: number | null;
  /** Credit requests still Open. */
  openCreditRequests: number;
  /** The overdue balance, in cents. */
  overdueCents: number;
  stoppedBuying: number;
  viewedNotBought: number;
}

export function needsAttention(c: CustomerUrgency): boolean {
  return (
    c.missingOrderCutoff !== null ||
    c.openCreditRequests > 0 ||
    c.overdueCents > 0 ||
    c.stoppedBuying > 0 ||
    c.viewedNotBought > 0
  );
}

/** Negative when `a` is more urgent than `b`. */
export function compareUrgency(a: CustomerUrgency, b: CustomerUrgency): number {
  const cutoffA = a.missingOrderCutoff ?? Number.POSITIVE_INFINITY;
  const cutoffB = b.missingOrderCutoff ?? Number.POSITIVE_INFINITY;
  if (cutoffA !== cutoffB) return cutoffA < cutoffB ? -1 : 1;
  return (
    b.openCreditRequests - a.openCreditRequests ||
    b.overdueCents - a.overdueCents ||
    b.stoppedBuying - a.stoppedBuying ||
    b.viewedNotBought - a.viewedNotBought ||
    a.name.localeCompare(b.name, 'en')
  );
}
