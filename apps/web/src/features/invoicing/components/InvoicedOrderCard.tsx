import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { OrderView } from '@storefront/contract';
import { formatCurrency, formatProductCode, formatUsDate, shippedInsteadText } from '@storefront/domain';
import { useEffect, useRef } from 'react';
import { estimateText, orderedText, shippedText, totalRows, unitPriceText } from '../utils/invoice-text';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

type OrderLine = OrderView['lines'][number];
type Invoice = NonNullable<OrderView['invoice']>;

function Product({ line }: { line: OrderLine }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {line.description}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {formatProductCode(line.productCode)}
      </Typography>
      {line.shippedProduct && (
        <Typography variant="caption" component="span" sx={{ display: 'block' }}>
          {shippedInsteadText(line.shippedProduct)}
        </Typography>
      )}
    </>
  );
}

function LinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <Table size="small" aria-label="Invoiced lines" sx={{ '& th, & td': { px: 1.5, verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Ordered</TableCell>
          <TableCell align="right">Estimate</TableCell>
          <TableCell>Shipped</TableCell>
          <TableCell align="right">Invoiced</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, i) => (
          <TableRow key={i}>
            <TableCell>
              <Product line={line} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {orderedText(line)}
              <Typography variant="caption" color="text.secondary" component="div">
                {unitPriceText(line)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {estimateText(line)}
            </TableCell>
            <TableCell>{shippedText(line)}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {formatCurrency(line.invoicedExtension)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function LineCards({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <Box component="ul" aria-label="Invoiced lines" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((line, i) => (
        <Box
          component="li"
          key={i}
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5, display: 'grid', gap: 0.5 }}
        >
          <Product line={line} />
          <Typography variant="body2">
            Ordered {orderedText(line)} at {unitPriceText(line)}
          </Typography>
          <Typography variant="body2">Estimate: {estimateText(line)}</Typography>
          <Typography variant="body2">Shipped: {shippedText(line)}</Typography>
          <Typography variant="body2">
            Invoiced: <strong>{formatCurrency(line.invoicedExtension)}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The invoice beside the order's estimate: line total, tax, charges when any, total. */
function TotalsTable({ order }: { order: OrderView }) {
  return (
    <Table size="small" aria-label="Invoice totals" sx={{ maxWidth: 460, ml: 'auto', '& th, & td': { px: 1.5 } }}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Amount
            </Box>
          </TableCell>
          <TableCell align="right">{order.isEstimate ? 'Estimated' : 'Ordered'}</TableCell>
          <TableCell align="right">Invoiced</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {totalRows(order).map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.label === 'Total' ? 600 : undefined }}>
              {row.label}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.estimate}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: row.label === 'Total' ? 600 : undefined }}
            >
              {row.invoiced}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface InvoicedOrderCardProps {
  order: OrderView;
  invoice: Invoice;
  /** Invoiced a moment ago on this page: say so, and take the focus to the invoice. */
  justInvoiced: boolean;
}

/** An invoiced order, read-only: each line's actual figures beside its estimate, and the totals. */
export function InvoicedOrderCard({ order, invoice, justInvoiced }: InvoicedOrderCardProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justInvoiced) heading.current?.focus();
  }, [justInvoiced]);
  return (
    <Card variant="outlined" component="section" aria-labelledby="invoice-title">
      <CardContent sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography id="invoice-title" variant="h6" component="h2" tabIndex={-1} ref={heading} sx={{ outline: 0 }}>
          Invoice {invoice.invoiceNumber}
        </Typography>
        {justInvoiced && (
          <Alert severity="success" role="status">
            Order {order.orderNumber} is invoiced: {formatCurrency(invoice.total)} on invoice {invoice.invoiceNumber}.
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          Invoiced on {formatUsDate(invoice.invoiceDate)}. The invoice is final: what the customer owes is its total.
        </Typography>
        {wide ? <LinesTable lines={order.lines} /> : <LineCards lines={order.lines} />}
        <TotalsTable order={order} />
      </CardContent>
    </Card>
  );
}
