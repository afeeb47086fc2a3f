/**
 * Freezes a value kept in a per-process cache, and everything it holds, so that a request cannot change what the
 * next one reads (in strict mode such a write throws). Maps and sets are left as they are: their entries can still be
 * replaced, so a cache that keeps them hands out its own.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (value instanceof Map || value instanceof Set) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
