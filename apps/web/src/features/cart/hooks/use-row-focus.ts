import { useRef, useState } from 'react';
import { createRowFocus, type RowFocus, type RowList, type WriteRow } from '../utils/row-focus';

export type { RowFocus } from '../utils/row-focus';

/** One keyboard focus per virtualised list, stable across renders (the rows are memoised on it). */
export function useRowFocus(list: RowList, rowCount: number, write: WriteRow): RowFocus {
  const count = useRef(rowCount);
  count.current = rowCount;
  const writeRow = useRef(write);
  writeRow.current = write;
  const [focus] = useState(() =>
    createRowFocus(
      list,
      () => count.current,
      (index, text) => writeRow.current(index, text),
    ),
  );
  return focus;
}
