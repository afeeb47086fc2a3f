/**
 * A group with one tab stop (the layout toggles): the index of the item the arrow keys, Home or End move the focus
 * to, wrapping at the ends, or null for any other key.
 */
export function rovedIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
