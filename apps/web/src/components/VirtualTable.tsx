import { type ReactNode, useCallback, useRef } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useElementWidth, useEndReached, virtualPadding } from '../lib/virtual/virtual-list';
import { visuallyHidden } from './ui/visually-hidden';

/** A row's height in a small table: the estimate of rows not yet measured. */
const ROW_HEIGHT = 53;
/** Rows rendered beyond each edge of the view: about 400 px of small rows. */
const OVERSCAN_ROWS = Math.ceil(400 / ROW_HEIGHT);
const estimateRow = () => ROW_HEIGHT;
/** The table box's left and right borders (an outlined Paper), and room for a desktop's classic scrollbar (px). */
const BOX_BORDERS = 2;
const SCROLLBAR_ROOM = 17;

/**
 * 8 px between a cell's text and its column's edge (16 px at the table's own edges, 8 on a tablet): the history and
 * ledger tables keep every column readable beside the side menu from a 1,200 px window, where MUI's 16 px made them
 * scroll sideways, and Product History's eight columns fit a 768 px tablet.
 */
const DENSE_CELLS = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 1, md: 2 } },
  '& .MuiTableCell-root:last-of-type': { pr: { xs: 1, md: 2 } },
} as const;

/**
 * A rendered row: its cells and, when the last column does not fit, that column's content on a line of its own under
 * them. The two lines are one item (one row group, measured as one, highlighted together).
 */
const ROW_GROUP = {
  '&:hover > tr': { bgcolor: 'action.hover' },
  '& > tr:not(:last-of-type) > td': { borderBottom: 0 },
  '& > tr + tr > td': { pt: 0 },
} as const;

/** The space of the rows that are not rendered, as one empty row. */
function FillerRow({ height }: { height: number }) {
  return (
    <tbody>
      <tr>
        <td style={{ height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

/** The last column of a table: a row's documents and buttons, which take room that narrow windows don't have. */
export interface LastColumn<T> {
  label: string;
  /** px; none: as wide as its content. */
  width?: number;
  /** A row's content; null when it has none (no line under the row). */
  cells: (row: T) => ReactNode;
  /** The columns before it, which its line under a row spans. */
  columnsBefore: number;
  /** The table's least width without this column: where the table is narrower than `minWidth`, it goes under each row. */
  minWidthWithout: number;
}

interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  /** The heading row's cells. */
  header: ReactNode;
  /** One row's cells. */
  cells: (row: T, index: number) => ReactNode;
  lastColumn?: LastColumn<T>;
  /** The least width of the table with every column. */
  minWidth: number;
  /** Column widths from the header cells (fixed layout) rather than from the content. */
  fixed?: boolean;
  /** Called when the last rows come into view: the next page, if any. */
  onEndReached?: () => void;
}

/**
 * A table that puts only the rows in view in the page (thousands of history lines or
 * ledger rows stay fast), with a header that stays put. A short list is only as tall as its rows.
 */
export function VirtualTable<T>({
  label,
  rows,
  header,
  cells,
  lastColumn,
  minWidth,
  fixed = false,
  onEndReached,
}: VirtualTableProps<T>) {
  const tallest = 'max(420px, calc(100vh - 300px))';
  const scroller = useRef<HTMLDivElement | null>(null);
  // The box's whole width, less its border and the widest classic scrollbar: whether a scrollbar shows (which depends on
  // how tall the rows are in either layout) never flips the layout back and forth.
  const [measure, outerWidth] = useElementWidth<HTMLDivElement>('border-box');
  const boxWidth = outerWidth - BOX_BORDERS - SCROLLBAR_ROOM;
  const box = useCallback(
    (node: HTMLDivElement | null) => {
      scroller.current = node;
      measure(node);
    },
    [measure],
  );
  // Before the box is measured (width 0) the last column is under the rows: the first paint never scrolls sideways.
  const under = lastColumn !== undefined && (outerWidth === 0 || boxWidth < minWidth);
  const list = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: estimateRow,
    overscan: OVERSCAN_ROWS,
  });
  const items = list.getVirtualItems();
  const { before, after } = virtualPadding(list);
  useEndReached(items[items.length - 1]?.index, rows, onEndReached);

  return (
    <Paper
      variant="outlined"
      ref={box}
      // The scrolling box is a tab stop, so the keyboard can scroll it.
      tabIndex={0}
      // As tall as its rows and header (a row whose cells wrap is taller than ROW_HEIGHT), up to `tallest`: the rows not
      // rendered keep their place as filler rows, so the height is the list's whole height as measured so far.
      style={{
        maxHeight: tallest,
        outline: 'none',
        overflowY: 'auto',
        position: 'relative',
      }}
    >
      <Table
        size="small"
        aria-label={label}
        style={{ borderSpacing: 0, overflowAnchor: 'none' }}
        sx={{
          borderCollapse: 'separate',
          tableLayout: fixed ? 'fixed' : 'auto',
          minWidth: lastColumn && under ? lastColumn.minWidthWithout : minWidth,
          ...DENSE_CELLS,
        }}
      >
        <TableHead style={{ position: 'sticky', top: 0, zIndex: 2 }}>
          <TableRow sx={{ '& > th': { bgcolor: 'background.paper', fontWeight: 600 } }}>
            {header}
            {lastColumn && !under && <TableCell sx={{ width: lastColumn.width }}>{lastColumn.label}</TableCell>}
          </TableRow>
        </TableHead>
        {before > 0 && <FillerRow height={before} />}
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          const last = lastColumn?.cells(row);
          return (
            <TableBody key={item.key} data-index={item.index} ref={list.measureElement} sx={ROW_GROUP}>
              <TableRow>
                {cells(row, item.index)}
                {lastColumn && !under && <TableCell>{last}</TableCell>}
              </TableRow>
              {lastColumn && under && last !== null && (
                <TableRow>
                  <TableCell colSpan={lastColumn.columnsBefore}>
                    <Box component="span" sx={visuallyHidden}>
                      {lastColumn.label}
                    </Box>
                    {last}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          );
        })}
        {after > 0 && <FillerRow height={after} />}
      </Table>
    </Paper>
  );
}
