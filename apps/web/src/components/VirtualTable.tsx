import { forwardRef, type ReactNode } from 'react';
import { Paper, Table, TableBody, TableHead, TableRow } from '@mui/material';
import { type TableComponents, TableVirtuoso } from 'react-virtuoso';

interface TableContext {
  label: string;
  minWidth: number;
  fixed: boolean;
}

const components: TableComponents<unknown, TableContext> = {
  Scroller: forwardRef<HTMLDivElement>(function Scroller(props, ref) {
    return <Paper variant="outlined" {...props} ref={ref} />;
  }),
  Table: ({ context, ...props }) => (
    <Table
      {...props}
      size="small"
      aria-label={context?.label}
      sx={{ borderCollapse: 'separate', tableLayout: context?.fixed ? 'fixed' : 'auto', minWidth: context?.minWidth }}
    />
  ),
  TableHead: forwardRef<HTMLTableSectionElement>(function Head(props, ref) {
    return <TableHead {...props} ref={ref} />;
  }),
  TableRow: ({ item: _item, context: _context, ...props }) => <TableRow hover {...props} />,
  TableBody: forwardRef<HTMLTableSectionElement>(function Body(props, ref) {
    return <TableBody {...props} ref={ref} />;
  }),
};

/** A row's height in a small table, for the height of a short list. */
const ROW_HEIGHT = 53;

interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  /** The heading row's cells. */
  header: ReactNode;
  /** One row's cells. */
  cells: (row: T, index: number) => ReactNode;
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
export function VirtualTable<T>({ label, rows, header, cells, minWidth, fixed = false, onEndReached }: VirtualTableProps<T>) {
  const tallest = 'max(420px, calc(100vh - 300px))';
  return (
    <TableVirtuoso
      style={{ height: `min(${(rows.length + 1) * ROW_HEIGHT + 8}px, ${tallest})` }}
      data={rows}
      context={{ label, minWidth, fixed }}
      components={components as TableComponents<T, TableContext>}
      fixedHeaderContent={() => <TableRow sx={{ '& > th': { bgcolor: 'background.paper' } }}>{header}</TableRow>}
      itemContent={(index, row) => cells(row, index)}
      endReached={onEndReached}
      increaseViewportBy={400}
    />
  );
}
