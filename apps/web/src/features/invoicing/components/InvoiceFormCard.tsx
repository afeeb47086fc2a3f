import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { AdminOrderView } from '@storefront/contract';
import { formatCurrency, formatProductCode, MISSING_AMOUNT } from '@storefront/domain';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api/api-client';
import { useInvoiceOrder } from '../api/admin-order';
import {
  entryAt,
  type FormProblems,
  initialForm,
  type InvoiceLine,
  invoiceLines,
  invoiceRequestOf,
  type LineEntry,
  type LineProblems,
  type LiveAmount,
  liveAmount,
  liveLineTotal,
} from '../utils/invoice-form';
import { COMPUTED_ON_INVOICING, estimateText, liveAmountText, orderedText, unitPriceText } from '../utils/invoice-text';
import { InvoiceLineFields, shippedFieldId, weightFieldId } from './InvoiceLineFields';

const INVOICE_NUMBER_ID = 'invoice-number';
const productId = (index: number) => `invoice-line-${index}-product`;

/** The first field the administrator has to correct, in the order the form shows them. */
function firstProblemId(problems: FormProblems): string | null {
  for (const [i, p] of problems.lines.entries()) {
    if (p.shipped) return shippedFieldId(i);
    if (p.weight) return weightFieldId(i);
  }
  return problems.invoiceNumber ? INVOICE_NUMBER_ID : null;
}

/** A line as the form shows it: the order's figures, what was typed, its live amount and (once tried) its problems. */
interface FormRow {
  item: InvoiceLine;
  entry: LineEntry;
  amount: LiveAmount;
  problems: LineProblems | null;
  onChange: (change: Partial<LineEntry>) => void;
}

interface LinesProps {
  rows: readonly FormRow[];
}

function ProductName({ item }: { item: InvoiceLine }) {
  return (
    <Box id={productId(item.index)}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {item.line.description}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {formatProductCode(item.line.productCode)}
      </Typography>
    </Box>
  );
}

/** Wide screens: one row per line, the fields in a column of their own. */
function LinesTable({ rows }: LinesProps) {
  return (
    <Table size="small" aria-label="Lines to invoice" sx={{ '& th, & td': { px: 1.5, verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Ordered</TableCell>
          <TableCell align="right">Estimate</TableCell>
          <TableCell sx={{ width: 260 }}>Shipped</TableCell>
          <TableCell align="right">Invoiced</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ item, entry, amount, problems, onChange }) => (
          <TableRow key={item.index}>
            <TableCell>
              <ProductName item={item} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {orderedText(item.line)}
              <Typography variant="caption" color="text.secondary" component="div">
                {unitPriceText(item.line)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {estimateText(item.line)}
            </TableCell>
            <TableCell>
              <InvoiceLineFields
                item={item}
                entry={entry}
                problems={problems}
                onChange={onChange}
                describedBy={productId(item.index)}
              />
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {liveAmountText(amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones and narrow windows: one card per line, its figures above its fields. */
function LineCards({ rows }: LinesProps) {
  return (
    <Box component="ul" aria-label="Lines to invoice" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map(({ item, entry, amount, problems, onChange }) => (
        <Box
          component="li"
          key={item.index}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
        >
          <ProductName item={item} />
          <Typography variant="body2">
            Ordered {orderedText(item.line)} at {unitPriceText(item.line)}
          </Typography>
          <Typography variant="body2">Estimate: {estimateText(item.line)}</Typography>
          <InvoiceLineFields
            item={item}
            entry={entry}
            problems={problems}
            onChange={onChange}
            describedBy={productId(item.index)}
          />
          <Typography variant="body2">
            Invoiced: <strong>{liveAmountText(amount)}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * What each line shipped, with the invoiced amount as it is typed, and Invoice Order. The client checks the figures
 * (2 decimals, 0 or more, the weight of a catch-weight line that shipped); the server decides and says why it refuses.
 */
export function InvoiceFormCard({ view, onInvoiced }: { view: AdminOrderView; onInvoiced: () => void }) {
  const lines = useMemo(() => invoiceLines(view), [view]);
  const [form, setForm] = useState(() => initialForm(lines));
  const [tried, setTried] = useState(false);
  const invoice = useInvoiceOrder(view.order.orderNumber, onInvoiced);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const request = invoiceRequestOf(form, lines);
  const problems = tried && !request.ok ? request.problems : null;
  const changeLine = (index: number, change: Partial<LineEntry>) =>
    setForm((f) => ({ ...f, lines: f.lines.map((e, i) => (i === index ? { ...e, ...change } : e)) }));
  const rows: FormRow[] = lines.map((item, i) => {
    const entry = entryAt(form, i);
    return {
      item,
      entry,
      amount: liveAmount(entry, item),
      problems: problems?.lines[i] ?? null,
      onChange: (change) => changeLine(i, change),
    };
  });
  const amounts = rows.map((r) => r.amount);
  const lineTotal = liveLineTotal(amounts);

  const submit = () => {
    setTried(true);
    if (!request.ok) {
      const id = firstProblemId(request.problems);
      if (id) document.getElementById(id)?.focus();
      return;
    }
    invoice.mutate(request.request);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="invoice-form-title">
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Typography id="invoice-form-title" variant="h6" component="h2">
          What Shipped
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Each line ships as ordered unless you change it: enter 0 for a line that did not ship. A catch-weight line is
          invoiced at its actual weight.
        </Typography>
        {wide ? <LinesTable rows={rows} /> : <LineCards rows={rows} />}
        <Box
          component="dl"
          aria-label="Line totals"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 2 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {view.order.isEstimate ? 'Estimated line total' : 'Ordered line total'}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            {formatCurrency(view.order.lineTotal)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Line total to invoice
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
            {lineTotal === null
              ? amounts.some((a) => a.kind === 'missing')
                ? MISSING_AMOUNT
                : COMPUTED_ON_INVOICING
              : formatCurrency(lineTotal)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          Tax and charges are computed on invoicing.
        </Typography>
        <TextField
          id={INVOICE_NUMBER_ID}
          label="Invoice number (optional)"
          size="small"
          value={form.invoiceNumber}
          onChange={(e) => setForm((f) => ({ ...f, invoiceNumber: e.target.value }))}
          error={!!problems?.invoiceNumber}
          helperText={problems?.invoiceNumber ?? 'Leave blank to number the invoice from the order number.'}
          autoComplete="off"
          sx={{ width: 320, maxWidth: '100%' }}
          slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
        />
        {problems && problems.count > 0 && (
          <Alert severity="error">
            {problems.count === 1
              ? 'One field needs correcting before the order is invoiced.'
              : `${problems.count} fields need correcting before the order is invoiced.`}
          </Alert>
        )}
        {invoice.isError && (
          <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
            The order was not invoiced. {errorMessage(invoice.error)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={invoice.isPending}>
            {invoice.isPending ? 'Invoicing...' : 'Invoice Order'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
