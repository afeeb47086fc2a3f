/** What the history screens ask the server for: the search box, the date filter and the sorted column. */
export interface HistoryParams<S extends string = string> {
  search: string;
  /** YYYY-MM-DD or ''. */
  startDate: string;
  endDate: string;
  sortBy: S;
  direction: 'asc' | 'desc';
}

/** Clicking the sorted column turns it around; another column starts descending (spec 3 §2: default descending). */
export function nextSort<S extends string>(
  current: Pick<HistoryParams<S>, 'sortBy' | 'direction'>,
  column: S,
): Pick<HistoryParams<S>, 'sortBy' | 'direction'> {
  if (current.sortBy === column) return { sortBy: column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { sortBy: column, direction: 'desc' };
}

/** The date filter's problem, or null: the end may not come before the start. */
export function dateRangeError(startDate: string, endDate: string): string | null {
  return startDate && endDate && endDate < startDate ? 'End date must be on or after the start date' : null;
}

/** Spec 3 §2 Product History: the Price column is blank when no row has a price. */
export function anyPrice(lines: readonly { price: string | null }[]): boolean {
  return lines.some((l) => l.price !== null);
}
