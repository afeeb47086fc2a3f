import { TableCell, TableSortLabel, Typography } from '@mui/material';
import { VirtualTable } from '../../../components/VirtualTable';
import { estimateNote, formatCurrency, formatUsDate, isBalanceForward } from '@storefront/domain';
import type { DetailSort, DetailSortKey, DetailTableRow } from '../utils/detail-table';
import { ArDocuments, hasArDocuments } from './ArDocuments';

interface Column {
  key: DetailSortKey;
  label: string;
  numeric?: boolean;
  /** px; none: the width that is left. */
  width?: number;
}

/**
 * Spec 2 §2: the nine columns (Documents, the last, is VirtualTable's `lastColumn`). Each width fits its longest
 * value (a date, an amount to $99,999.99); Remarks takes what is left. At the table's least width (a 1,200 px window
 * beside the side menu) Remarks and a document's name wrap; narrower, each item's documents go on a line under its row.
 */
const COLUMNS: Column[] = [
  { key: 'reference', label: 'Reference', width: 100 },
  { key: 'invoiceDate', label: 'Invoice Date', width: 90 },
  { key: 'dueDate', label: 'Due Date', width: 90 },
  { key: 'age', label: 'Age', numeric: true, width: 52 },
  { key: 'initial', label: 'Initial', numeric: true, width: 94 },
  { key: 'balance', label: 'Balance', numeric: true, width: 94 },
  { key: 'running', label: 'Running', numeric: true, width: 98 },
  { key: 'remarks', label: 'Remarks' },
];
const DOCUMENTS_WIDTH = 176;
const MIN_WIDTH = 880;

/** An invoice of an order with catch-weight lines: the order's estimate under the actual amount. */
function EstimateNote({ initial, estimate }: { initial: string; estimate?: string | null }) {
  const note = estimateNote(initial, estimate);
  return (
    note && (
      <Typography variant="caption" color="text.secondary" component="div">
        {note}
      </Typography>
    )
  );
}

interface DetailTableProps {
  rows: DetailTableRow[];
  sort: DetailSort;
  canPrintInvoices: boolean;
  onSort: (key: DetailSortKey) => void;
}

/** The desktop table: virtualised rows, sortable headers (the active column flips). */
export function DetailTable({ rows, sort, canPrintInvoices, onSort }: DetailTableProps) {
  return (
    <VirtualTable
      label="Account details"
      rows={rows}
      minWidth={MIN_WIDTH}
      fixed
      lastColumn={{
        label: 'Documents',
        width: DOCUMENTS_WIDTH,
        columnsBefore: COLUMNS.length,
        minWidthWithout: MIN_WIDTH - DOCUMENTS_WIDTH,
        cells: (row) =>
          !isBalanceForward(row) && hasArDocuments(row, canPrintInvoices) ? (
            <ArDocuments row={row} canPrintInvoices={canPrintInvoices} />
          ) : null,
      }}
      header={COLUMNS.map((c) => (
        <TableCell
          key={c.label}
          align={c.numeric ? 'right' : 'left'}
          sx={{ width: c.width }}
          sortDirection={sort.key === c.key ? sort.direction : false}
        >
          <TableSortLabel
            active={sort.key === c.key}
            direction={sort.key === c.key ? sort.direction : 'desc'}
            onClick={() => onSort(c.key)}
          >
            {c.label}
          </TableSortLabel>
        </TableCell>
      ))}
      cells={(row) =>
        isBalanceForward(row) ? (
          // Not an item: the balance of everything before the range, which the running balance starts from.
          <>
            <TableCell sx={{ fontWeight: 600 }}>{row.reference}</TableCell>
            <TableCell>{formatUsDate(row.invoiceDate)}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell align="right">{formatCurrency(row.initial)}</TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatCurrency(row.running)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.remarks}</TableCell>
          </>
        ) : (
          <>
            <TableCell>{row.reference}</TableCell>
            <TableCell>{formatUsDate(row.invoiceDate)}</TableCell>
            <TableCell>{formatUsDate(row.dueDate)}</TableCell>
            <TableCell align="right">{row.age}</TableCell>
            <TableCell align="right" sx={{ color: row.isCredit ? 'success.main' : undefined }}>
              {formatCurrency(row.initial)}
              <EstimateNote initial={row.initial} estimate={row.estimate} />
            </TableCell>
            <TableCell align="right">{formatCurrency(row.balance)}</TableCell>
            <TableCell align="right">{formatCurrency(row.running)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.remarks || row.type}</TableCell>
          </>
        )
      }
    />
  );
}
