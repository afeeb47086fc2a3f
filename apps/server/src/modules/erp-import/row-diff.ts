const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** Two stored values are the same: numbers by value ('1.5000' is 1.5; both dialects read numerics back as text). */
const scalarText = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;

export function sameValue(stored: unknown, intended: unknown): boolean {
  if (stored === intended) return true;
  const a = scalarText(stored);
  const b = scalarText(intended);
  if (a === null || b === null) return false;
  if (a === b) return true;
  // Stored numerics have at most 14 significant digits (numeric(14, 4)): Number compares them exactly.
  return NUMBER_TEXT.test(a) && NUMBER_TEXT.test(b) && Number(a) === Number(b);
}

/** The columns of `intended` whose value differs from the stored row's. */
export function changedColumns(
  stored: Readonly<Record<string, unknown>>,
  intended: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(intended).filter((k) => !sameValue(stored[k], intended[k]));
}
