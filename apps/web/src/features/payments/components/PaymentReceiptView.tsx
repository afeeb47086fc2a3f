import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatCurrency, formatUsDate } from '@storefront/domain';
import { DocumentButton } from '../../../components/DocumentButton';
import { Loading } from '../../../components/Loading';
import { getReceiptDocument } from '../../../lib/documents/document-fetches';
import { usePaymentReceipt } from '../api/payment-api';

/** Step 5: what was paid, each item's balance before and after, and the receipt PDF. */
export function PaymentReceiptView({ invoicePaymentKey }: { invoicePaymentKey: string }) {
  const receipt = usePaymentReceipt(invoicePaymentKey);
  if (receipt.isPending) return <Loading label="Loading receipt" />;
  if (!receipt.data)
    return <Alert severity="warning">The payment was made, but its receipt could not be loaded.</Alert>;
  const r = receipt.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        Payment Received
      </Typography>
      <Typography>
        {formatCurrency(r.amount)} on {formatUsDate(r.paidOn)} by {r.method}
        {r.transactionId ? ` (transaction ${r.transactionId})` : ''}.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Reference</TableCell>
              <TableCell align="right">Balance Before</TableCell>
              <TableCell align="right">Applied</TableCell>
              <TableCell align="right">New Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.lines.map((l) => (
              <TableRow key={l.reference}>
                <TableCell>{l.reference}</TableCell>
                <TableCell align="right">{formatCurrency(l.balanceBefore)}</TableCell>
                <TableCell align="right">{formatCurrency(l.amount)}</TableCell>
                <TableCell align="right">{formatCurrency(l.balanceAfter)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box>
        <DocumentButton
          label="Payment Receipt"
          size="medium"
          fetchDocument={() => getReceiptDocument(r.invoicePaymentKey)}
        />
      </Box>
    </Box>
  );
}
