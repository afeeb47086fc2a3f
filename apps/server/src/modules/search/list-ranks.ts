/** Keys up to this are ranked in a typed array (4 bytes a key); larger keys fall back to a Map. */
const DENSE_LIMIT = 10_000_000;

export interface ListRanks {
  /** The position of a key in the list, or -1 when the list does not hold it. */
  rankOf(productKey: number): number;
}

const ranks = new WeakMap<readonly number[], ListRanks>();

function rank(list: readonly number[]): ListRanks {
  const max = list.reduce((m, k) => (k > m ? k : m), 0);
  if (max <= DENSE_LIMIT) {
    const positions = new Int32Array(max + 1).fill(-1);
    list.forEach((key, i) => {
      positions[key] = i;
    });
    return { rankOf: (key) => (key >= 0 && key <= max ? (positions[key] ?? -1) : -1) };
  }
  const positions = new Map(list.map((key, i) => [key, i]));
  return { rankOf: (key) => positions.get(key) ?? -1 };
}

/** The keys every list holds (in the order of the shortest). */
export function intersectKeys(lists: readonly (readonly number[])[]): number[] {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!shortest) return [];
  const sets = others.map((list) => new Set(list));
  return shortest.filter((key) => sets.every((set) => set.has(key)));
}

/**
 * The keys of `subset` that `list` holds, in the list's order: sorting the few by
 * their rank in the (cached) list instead of filtering the whole list. Ranks are
 * computed once per list object.
 */
export function inListOrder(list: readonly number[], subset: readonly number[]): number[] {
  let listRanks = ranks.get(list);
  if (!listRanks) {
    listRanks = rank(list);
    ranks.set(list, listRanks);
  }
  const found: [rank: number, key: number][] = [];
  for (const key of subset) {
    const r = listRanks.rankOf(key);
    if (r >= 0) found.push([r, key]);
  }
  found.sort((a, b) => a[0] - b[0]);
  return found.map(([, key]) => key);
}
