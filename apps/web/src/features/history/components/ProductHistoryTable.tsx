import { TableCell, Typography } from '@mui/material';
import type { HISTORY_PRODUCT_SORTS, ProductHistoryLine } from '@storefront/contract';
import { formatProductCode, formatUsDate } from '@storefront/domain';
import { VirtualTable } from '../../../components/VirtualTable';
import { productHistoryNotes } from '../utils/invoiced-history';
import { linePriceText } from '../utils/line-price';
import { ProductLink } from './ProductLink';
import { SortHeader } from './SortHeader';

export type ProductHistorySort = (typeof HISTORY_PRODUCT_SORTS)[number];

interface ProductHistoryTableProps {
  lines: readonly ProductHistoryLine[];
  showPrice: boolean;
  sortBy: ProductHistorySort;
  direction: 'asc' | 'desc';
  onSort: (column: ProductHistorySort) => void;
  onEndReached: () => void;
}

/** The eight columns of spec 3 §2, sorted on the server; Price is blank when no row has a price. */
export function ProductHistoryTable({
  lines,
  showPrice,
  sortBy,
  direction,
  onSort,
  onEndReached,
}: ProductHistoryTableProps) {
  const sort = { sortBy, direction, onSort };
  return (
    <VirtualTable
      label="Products ordered"
      rows={lines}
      minWidth={640}
      onEndReached={onEndReached}
      header={
        <>
          <SortHeader column="orderNumber" label="Order Number" {...sort} />
          <SortHeader column="productCode" label="Product Code" {...sort} />
          <SortHeader column="description" label="Description" {...sort} />
          <SortHeader column="invoiceDate" label="Invoice Date" {...sort} />
          <SortHeader column="quantity" label="Quantity" align="right" {...sort} />
          <TableCell>U/M</TableCell>
          <TableCell align="right">Price</TableCell>
          <SortHeader column="type" label="Type" {...sort} />
        </>
      }
      cells={(l) => (
        <>
          <TableCell>{l.orderNumber}</TableCell>
          <TableCell>
            <ProductLink productKey={l.productKey}>{formatProductCode(l.productCode)}</ProductLink>
          </TableCell>
          <TableCell>
            <ProductLink productKey={l.productKey}>{l.description}</ProductLink>
            {/* A catch-weight line's estimated or actual weight and amount; a line shipped short. */}
            {productHistoryNotes(l, showPrice).map((note) => (
              <Typography key={note} variant="caption" color="text.secondary" component="div">
                {note}
              </Typography>
            ))}
          </TableCell>
          <TableCell>{formatUsDate(l.invoiceDate)}</TableCell>
          <TableCell align="right">{l.quantity}</TableCell>
          <TableCell>{l.unitOfMeasure_SellBy}</TableCell>
          {/* On one line where the table has room; on a tablet the unit may go under the amount. */}
          <TableCell align="right" sx={{ whiteSpace: { md: 'nowrap' } }}>
            {showPrice ? linePriceText(l) : ''}
          </TableCell>
          <TableCell>{l.type}</TableCell>
        </>
      )}
    />
  );
}
