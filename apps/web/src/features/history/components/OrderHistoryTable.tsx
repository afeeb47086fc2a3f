import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { HistoryOrder, HistoryOrderSort } from '@storefront/contract';
import { formatCurrency, formatUsDate } from '@storefront/domain';
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
}

/** The seven columns of spec 3 §2, sorted on the server. */
export function OrderHistoryTable({ orders, sortBy, direction, onSort }: OrderHistoryTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <SortHeader key={c.column} {...c} sortBy={sortBy} direction={direction} onSort={onSort} />
            ))}
            <TableCell>Documents</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((o) => (
            <TableRow key={o.orderNumber} hover>
              <TableCell>{o.orderNumber}</TableCell>
              <TableCell>{o.pO_Number}</TableCell>
              <TableCell>{formatUsDate(o.orderDate)}</TableCell>
              <TableCell>{formatUsDate(o.deliveryDate)}</TableCell>
              <TableCell>{o.status}</TableCell>
              <TableCell align="right">{formatCurrency(o.total)}</TableCell>
              <TableCell>
                <OrderDocuments order={o} wrap />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
