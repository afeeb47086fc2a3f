import { TableCell, Typography } from '@mui/material';
import type { HistoryOrder, HistoryOrderSort } from '@storefront/contract';
import { formatUsDate } from '@storefront/domain';
import { VirtualTable } from '../../../components/VirtualTable';
import { historyOrderTotal } from '../utils/invoiced-history';
import { OrderDocuments } from './OrderDocuments';
import { SortHeader } from './SortHeader';

const COLUMNS: readonly { column: HistoryOrderSort; label: string; align?: 'right' }[] = [
  { column: 'orderNumber', label: 'Order Number' },
  { column: 'pO_Number', label: 'P.O. Number' },
  { column: 'orderDate', label: 'Order Date' },
  { column: 'deliveryDate', label: 'Delivery Date' },
  { column: 'status', label: 'Status' },
  { column: 'total', label: 'Total', align: 'right' },
];

interface OrderHistoryTableProps {
  orders: readonly HistoryOrder[];
  sortBy: HistoryOrderSort;
  direction: 'asc' | 'desc';
  onSort: (column: HistoryOrderSort) => void;
  onEndReached: () => void;
}

/**
 * The seven columns of spec 3 §2, sorted on the server; the next page loads as the last rows come into view. Where the
 * table is narrower than all seven (a tablet), each order's documents and buttons go on a line under its row.
 */
export function OrderHistoryTable({ orders, sortBy, direction, onSort, onEndReached }: OrderHistoryTableProps) {
  return (
    <VirtualTable
      label="Orders"
      rows={orders}
      minWidth={800}
      lastColumn={{
        label: 'Documents',
        columnsBefore: COLUMNS.length,
        minWidthWithout: 600,
        cells: (o) => <OrderDocuments order={o} wrap />,
      }}
      onEndReached={onEndReached}
      header={COLUMNS.map((c) => (
        <SortHeader key={c.column} {...c} sortBy={sortBy} direction={direction} onSort={onSort} />
      ))}
      cells={(o) => {
        const total = historyOrderTotal(o);
        return (
          <>
            <TableCell>{o.orderNumber}</TableCell>
            <TableCell>{o.pO_Number}</TableCell>
            <TableCell>{formatUsDate(o.orderDate)}</TableCell>
            <TableCell>{formatUsDate(o.deliveryDate)}</TableCell>
            <TableCell>
              {o.status}
              {o.editableUntilText && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {o.editableUntilText}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">
              {total.amount}
              {total.note && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {total.note}
                </Typography>
              )}
            </TableCell>
          </>
        );
      }}
    />
  );
}
