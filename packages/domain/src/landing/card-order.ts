/** Spec 3 §4: moving a card left or right shifts its index by 1.5, then all indexes are renumbered 0, 1, 2 ... */
export interface Indexed {
  index: number;
}

export function renumber<T extends Indexed>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => a.index - b.index).map((c, i) => ({ ...c, index: i }));
}

export function moveCard<T extends Indexed & { id: string }>(
  cards: readonly T[],
  id: string,
  direction: 'left' | 'right',
): T[] {
  const shift = direction === 'left' ? -1.5 : 1.5;
  return renumber(cards.map((c) => (c.id === id ? { ...c, index: c.index + shift } : c)));
}
