/**
 * The value, which the caller knows to be there (an id just inserted, the product of a
 * stored line). Where that knowledge is wrong it fails loudly, naming `what`, instead of
 * carrying undefined on: the checked form of a non-null assertion.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}
