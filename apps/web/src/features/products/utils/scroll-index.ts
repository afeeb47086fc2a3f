/** Spec 1 §2: the index of the first product in view is kept in query parameter i. */
export function parseScrollIndex(search: string): number {
  const raw = new URLSearchParams(search).get('i');
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The query string with i set (0 removes it), every other parameter (s) kept. */
export function withScrollIndex(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index > 0) params.set('i', String(Math.floor(index)));
  else params.delete('i');
  const text = params.toString();
  return text ? `?${text}` : '';
}
