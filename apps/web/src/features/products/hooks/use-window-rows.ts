import { useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import { rowsInView, type RowRange } from '../utils/grid-geometry';

/** How long the window must be still before the scroll counts as ended. */
const SCROLL_END_MS = 150;

interface WindowRowsOptions {
  /** Where the list starts, px below the top of the document. */
  listTop: number;
  rows: number;
  rowHeight: number;
  /** The document offset to scroll to when mounted (restoring a row), or null to stay where the window is. */
  startOffset: number | null;
  /** The window stopped scrolling. */
  onScrollEnd: () => void;
}

/**
 * The rows of a window-scrolled list of fixed-height rows to render: arithmetic on the window's scroll position,
 * so the product grid needs no virtualiser (rows of one height are placed by multiplying). The range is state only
 * when it changes, so scrolling within a row renders nothing.
 */
export function useWindowRows({ listTop, rows, rowHeight, startOffset, onScrollEnd }: WindowRowsOptions): RowRange {
  const read = () => rowsInView(window.scrollY - listTop, window.innerHeight, rowHeight, rows);
  const [range, setRange] = useState<RowRange>(() =>
    startOffset === null ? read() : rowsInView(startOffset - listTop, window.innerHeight, rowHeight, rows),
  );
  const update = useEffectEvent(() => {
    const next = read();
    setRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next));
  });
  const scrollEnded = useEffectEvent(() => onScrollEnd());

  // Restores the row once, before the first paint: the rows and the room above them are already laid out.
  useLayoutEffect(() => {
    if (startOffset !== null) window.scrollTo(0, startOffset);
    // Only on mount: later scrolling is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the start is read once
  }, []);

  // The list moved, grew or changed its row height: place the rows again.
  useLayoutEffect(() => {
    update();
  }, [listTop, rows, rowHeight]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      update();
      clearTimeout(timer);
      timer = setTimeout(scrollEnded, SCROLL_END_MS);
    };
    const onResize = () => update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return range;
}
