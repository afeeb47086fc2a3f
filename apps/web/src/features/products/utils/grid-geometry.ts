/** Spec 1 §2: cards are at most 350 px wide; rows are 300 px (List rows 228). */
export const MAX_CARD_WIDTH = 350;
export const GRID_ROW_HEIGHT = 300;
export const LIST_ROW_HEIGHT = 228;
/** Below this a card shows its details in one column. */
export const NARROW_CARD_WIDTH = 300;
/** Space between cards, included in the row height. */
export const GRID_GAP = 16;
export const LIST_GAP = 8;

/** The fewest columns that keep every card at or under the maximum width. */
export function columnCount(containerWidth: number, maxCardWidth = MAX_CARD_WIDTH, gap = GRID_GAP): number {
  if (containerWidth <= 0) return 1;
  return Math.max(1, Math.ceil((containerWidth + gap) / (maxCardWidth + gap)));
}

export function cardWidth(containerWidth: number, columns: number, gap = GRID_GAP): number {
  return (containerWidth - gap * (columns - 1)) / columns;
}

export function rowCount(total: number, columns: number): number {
  return Math.ceil(total / Math.max(1, columns));
}

/** The 1-based page holding a 0-based product index. */
export function pageOf(index: number, pageSize: number): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

/** Every page that holds one of the products first..last (inclusive, 0-based). */
export function pagesForRange(first: number, last: number, pageSize: number): number[] {
  const from = pageOf(first, pageSize);
  const to = pageOf(Math.max(first, last), pageSize);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The rows a window-scrolled list renders, first..last inclusive (last < first when there are none). */
export interface RowRange {
  first: number;
  last: number;
}

/**
 * The rows of fixed height in a view `viewHeight` tall whose top is `viewTop` px below the list's top (negative
 * while the list starts lower on the screen), with one row more above and two below, so a short scroll shows
 * rows already there.
 */
export function rowsInView(viewTop: number, viewHeight: number, rowHeight: number, rows: number): RowRange {
  if (rows <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const clamp = (row: number) => Math.min(rows - 1, Math.max(0, row));
  const top = clamp(Math.floor(viewTop / rowHeight));
  const bottom = clamp(Math.ceil((viewTop + Math.max(0, viewHeight)) / rowHeight) - 1);
  return { first: clamp(top - 1), last: clamp(Math.max(top, bottom) + 2) };
}
