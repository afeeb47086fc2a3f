import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import type { ProductPages } from '../hooks/use-product-pages';
import { useDocumentOffset, useElementWidth } from '../../../lib/virtual/virtual-list';
import { useWindowRows } from '../hooks/use-window-rows';
import {
  cardWidth,
  columnCount,
  GRID_GAP,
  GRID_ROW_HEIGHT,
  LIST_GAP,
  LIST_ROW_HEIGHT,
  NARROW_CARD_WIDTH,
  rowCount,
  type RowRange,
} from '../utils/grid-geometry';
import { useDrawnContentWidth, useDrawnViewport } from '../../../lib/layout/drawn-layout';
import type { CardDisplay } from './card-props';
import { CardSkeleton } from './CardSkeleton';
import { ProductCard } from './ProductCard';
import { ProductListRow } from './ProductListRow';

interface ProductGridProps {
  pages: ProductPages;
  total: number;
  list: boolean;
  /** Below 600 px. */
  compact: boolean;
  display: CardDisplay;
  /** The product to start at (?i=). */
  initialIndex: number;
  /** Told the first product in view whenever scrolling stops. */
  onTopIndex: (index: number) => void;
}

/** Keeps the restored row clear of the fixed app bar. */
const APP_BAR_OFFSET = 64;

/**
 * The card grid, virtualised by rows: the window scrolls, only the rows near the viewport
 * are rendered (each exactly one row height, so jumping to row 16,000 is arithmetic),
 * and the pages under those rows are fetched. Columns follow the width so no card is wider
 * than 350 px; when they change the grid restarts at the same product.
 */
export function ProductGrid({ pages, total, list, compact, display, initialIndex, onTopIndex }: ProductGridProps) {
  const [measure, measured] = useElementWidth<HTMLDivElement>();
  // The server measures nothing: it draws the grid at the width the app shell gives the page in the visitor's window.
  const drawnViewport = useDrawnViewport();
  const drawnWidth = useDrawnContentWidth();
  const width = measured > 0 ? measured : (drawnWidth ?? 0);
  const box = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      setContainer(el);
      measure(el);
    },
    [measure],
  );
  const gap = list ? LIST_GAP : GRID_GAP;
  const columns = list ? 1 : columnCount(width);
  const rowHeight = list ? LIST_ROW_HEIGHT : GRID_ROW_HEIGHT;
  const narrow = cardWidth(width, columns) < NARROW_CARD_WIDTH;
  const rows = rowCount(total, columns);
  const topIndex = useRef(initialIndex);
  const startRow = Math.min(Math.floor(topIndex.current / columns), Math.max(rows - 1, 0));

  // A new list (filter, search or sort) starts at the top, even when the window was scrolled deep into the old one.
  useLayoutEffect(() => {
    if (initialIndex === 0 && box.current && box.current.getBoundingClientRect().top < 0) window.scrollTo(0, 0);
    // Only on mount: later scrolling is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialIndex is read once, on mount
  }, []);

  // The row whose larger part is at the top of the window: stable across a save and restore.
  const reportTop = () => {
    if (!box.current) return;
    const scrolled = -box.current.getBoundingClientRect().top + APP_BAR_OFFSET;
    const row = Math.max(0, Math.floor((scrolled + rowHeight / 2) / rowHeight));
    topIndex.current = Math.min(row * columns, Math.max(total - 1, 0));
    onTopIndex(topIndex.current);
  };

  const renderRow = (row: number) => (
    <Box
      key={row}
      data-index={row}
      sx={{
        height: rowHeight,
        pb: `${gap}px`,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        columnGap: `${gap}px`,
      }}
    >
      {Array.from({ length: Math.min(columns, total - row * columns) }, (_, col) => {
        const product = pages.productAt(row * columns + col);
        if (!product) return <CardSkeleton key={col} list={list} />;
        return list ? (
          <ProductListRow key={product.productKey} product={product} display={display} compact={compact} />
        ) : (
          <ProductCard key={product.productKey} product={product} display={display} narrow={narrow} />
        );
      })}
    </Box>
  );

  return (
    <Box ref={attach} aria-label="Products" role="region">
      {width > 0 && container ? (
        <GridRows
          key={columns}
          container={container}
          rows={rows}
          rowHeight={rowHeight}
          startRow={startRow}
          onRange={(first, last) => pages.showRange(first * columns, (last + 1) * columns - 1)}
          onScrollEnd={reportTop}
        >
          {renderRow}
        </GridRows>
      ) : (
        drawnViewport &&
        drawnWidth !== null && (
          // Drawn on the server: the rows a window of the visitor's height shows at the top, at the width the shell gives
          // the page (the app adds the rows around them).
          <RowsBetweenSpacers
            range={{ first: 0, last: Math.min(rows, Math.ceil(drawnViewport.height / rowHeight)) - 1 }}
            rows={rows}
            rowHeight={rowHeight}
          >
            {renderRow}
          </RowsBetweenSpacers>
        )
      )}
    </Box>
  );
}

interface GridRowsProps {
  /** The grid's region: where the rows start on the page. */
  container: HTMLElement;
  rows: number;
  rowHeight: number;
  /** The row to show at the top when mounted, 0 to stay where the window is. */
  startRow: number;
  /** The rows rendered, first..last (inclusive). */
  onRange: (first: number, last: number) => void;
  /** The window stopped scrolling. */
  onScrollEnd: () => void;
  children: (row: number) => ReactNode;
}

/**
 * The window-scrolled rows: each exactly one row height, so jumping to row 16,000 is arithmetic. Mounted again
 * (by key) when the columns change, starting at the given row. The rendered rows stay in the normal flow
 * between two spacers, in DOM order for the keyboard.
 */
function GridRows({ container, rows, rowHeight, startRow, onRange, onScrollEnd, children }: GridRowsProps) {
  const listTop = useDocumentOffset(container);
  // The restored row sits just below the fixed app bar; at row 0 the window stays where it is.
  const { first, last } = useWindowRows({
    listTop,
    rows,
    rowHeight,
    startOffset: startRow > 0 ? listTop + startRow * rowHeight - APP_BAR_OFFSET : null,
    onScrollEnd,
  });
  useEffect(() => {
    if (last >= first) onRange(first, last);
    // onRange is a new function each render; the range is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each range once
  }, [first, last]);

  return (
    <RowsBetweenSpacers range={{ first, last }} rows={rows} rowHeight={rowHeight}>
      {children}
    </RowsBetweenSpacers>
  );
}

/** Rows first..last of `rows`, with the room of the others above and below them. */
function RowsBetweenSpacers({
  range: { first, last },
  rows,
  rowHeight,
  children,
}: {
  range: RowRange;
  rows: number;
  rowHeight: number;
  children: (row: number) => ReactNode;
}) {
  const shown = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  const before = last >= first ? first * rowHeight : 0;
  const after = last >= first ? (rows - last - 1) * rowHeight : rows * rowHeight;
  return (
    <div style={{ paddingTop: before, paddingBottom: after, overflowAnchor: 'none' }}>
      {shown.map((row) => children(row))}
    </div>
  );
}
