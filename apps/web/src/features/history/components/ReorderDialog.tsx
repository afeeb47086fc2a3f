import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { formatPricePer, formatProductCode } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, isApiError } from '../../../lib/api/api-client';
import { addCartLines, validateCartLines } from '../../../lib/cart/cart-lines-api';
import { CART_MUTATION_KEY, useReloadCart } from '../../../lib/cart/cart-keys';
import { useOrder } from '../../../lib/orders/get-order';
import { invoiceSummary, orderLineRow } from '../../../lib/orders/order-lines';
import { useSession } from '../../../lib/session/use-session';
import { reorderOutcome, reorderPayload, reorderRows } from '../utils/reorder';
import { ReorderPriceCell } from './ReorderPriceCell';

const NARROW_DIALOG = '(max-width:599.95px)';

/** Small print under a line: a catch-weight line's estimated weight, what its invoice shipped. */
function LineNotes({ notes }: { notes: readonly string[] }) {
  return notes.map((note) => (
    <Typography key={note} variant="caption" color="text.secondary" component="div">
      {note}
    </Typography>
  ));
}

/** Reorder: the past order's lines with the price paid, today's price and whether each can still be ordered. */
export function ReorderDialog({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const notify = useNotify();
  const reload = useReloadCart();
  const { customerKey } = useSession();
  const order = useOrder(orderNumber);
  const lines = order.data?.lines ?? [];
  const check = useQuery({
    queryKey: ['reorder-check', customerKey ?? 0, orderNumber],
    queryFn: order.data && order.data.lines.length > 0 ? () => validateCartLines(lines.map(reorderPayload)) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });
  const rows = order.data && check.data ? reorderRows(order.data, check.data) : [];
  const available = rows.filter((r) => r.refusal === null).map((r) => r.line);
  const skipped = rows.filter((r) => r.refusal !== null).map((r) => r.line);
  // Once invoiced: what each line shipped beside its estimate, and the invoice's totals.
  const invoice = order.data ? invoiceSummary(order.data) : [];

  const add = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: () => addCartLines({ lines: available.map(reorderPayload) }),
    onSettled: () => reload(),
    onSuccess: (result) => {
      const outcome = reorderOutcome(result.data.productsAdded, skipped);
      notify(outcome.message, { variant: outcome.variant });
      onClose();
    },
    onError: (err) => {
      if (isApiError(err, 409)) {
        notify(errorMessage(err), { variant: 'warning' });
        onClose();
      } else notify(errorMessage(err), { variant: 'error' });
    },
  });

  const failure = order.error ?? check.error;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="reorder-title">
      <DialogTitle id="reorder-title">Reorder {orderNumber}</DialogTitle>
      <DialogContent>
        {failure ? (
          <ErrorState
            message={failure.message}
            onRetry={() => void (order.error ? order.refetch() : check.refetch())}
          />
        ) : order.data && order.data.lines.length === 0 ? (
          <Typography>This order has no lines.</Typography>
        ) : rows.length === 0 ? (
          <Loading label="Checking today's prices and availability" />
        ) : (
          // On a phone the table scrolls sideways: the box is a tab stop, so the keyboard can scroll it.
          <TableContainer tabIndex={0}>
            <Table size="small" aria-label="Lines to reorder">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell align="right">Last Price</TableCell>
                  <TableCell align="right">Current Price</TableCell>
                  <TableCell>Availability</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ line, refusal }, index) => {
                  const text = orderLineRow(line, index);
                  return (
                    <TableRow key={`${line.productKey}:${line.unit}`}>
                      {/* Wide enough to read on a phone (the table scrolls sideways), notes and all. */}
                      <TableCell sx={{ minWidth: 180 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {formatProductCode(line.productCode)}
                        </Typography>
                        <Typography variant="body2">{line.description}</Typography>
                        <LineNotes notes={text.notes} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {line.quantity} {line.unit}
                        <LineNotes notes={text.estimatedWeight === null ? [] : [text.estimatedWeight]} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatPricePer(
                          line.unitPrice,
                          line.priceUnit,
                          Math.max(2, line.unitPrice.split('.')[1]?.length ?? 2),
                        )}
                      </TableCell>
                      <ReorderPriceCell
                        productKey={line.productKey}
                        priceUnit={line.priceUnit}
                        enabled={refusal === null}
                      />
                      <TableCell>
                        <Typography variant="body2" color={refusal ? 'error' : 'success.main'} sx={{ fontWeight: 500 }}>
                          {refusal ?? 'Available'}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {invoice.length > 0 && (
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 2,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
            }}
          >
            {invoice.map((item) => (
              <Box key={item.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {item.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.5, sm: 0 } }}>
                  {item.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {skipped.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Lines that are not available are skipped.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={available.length === 0 || add.isPending} onClick={() => add.mutate()}>
          {available.length > 0 ? `Add ${available.length} to Cart` : 'Add to Cart'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
