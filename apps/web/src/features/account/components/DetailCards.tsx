import { Box, Card, CardContent, Typography } from '@mui/material';
import { Virtuoso } from 'react-virtuoso';
import { formatCurrency, formatUsDate } from '@storefront/domain';
import type { DetailTableRow } from '../utils/detail-table';
import { ArDocuments } from './ArDocuments';

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** Phones: one card per row, virtualised with the page's scroll. */
export function DetailCards({ rows, canPrintInvoices }: { rows: DetailTableRow[]; canPrintInvoices: boolean }) {
  return (
    <Virtuoso
      useWindowScroll
      data={rows}
      itemContent={(_, row) => (
        <Card variant="outlined" sx={{ mb: 1.5 }}>
          <CardContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {row.reference}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {row.type}
              </Typography>
            </Box>
            <Pair label="Invoice Date" value={formatUsDate(row.invoiceDate)} />
            <Pair label="Due Date" value={formatUsDate(row.dueDate)} />
            <Pair label="Initial" value={formatCurrency(row.initial)} />
            <Pair label="Balance" value={formatCurrency(row.balance)} />
            <Pair label="Running" value={formatCurrency(row.running)} />
            <Pair label="Age" value={String(row.age)} />
            {row.remarks && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Pair label="Remarks" value={row.remarks} />
              </Box>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ArDocuments row={row} canPrintInvoices={canPrintInvoices} />
            </Box>
          </CardContent>
        </Card>
      )}
    />
  );
}
