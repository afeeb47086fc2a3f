import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { estimateNote, formatCurrency, formatUsDate, isBalanceForward } from '@storefront/domain';
import { useDocumentOffset, virtualPadding } from '../../../lib/virtual/virtual-list';
import type { DetailTableRow } from '../utils/detail-table';
import { ArDocuments } from './ArDocuments';

function Pair({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" component="div">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** A card's height before it is measured. */
const CARD_ESTIMATE = 280;
const estimateCard = () => CARD_ESTIMATE;

/** Phones: one card per row, virtualised with the page's scroll; each card is measured (remarks and documents vary). */
export function DetailCards({ rows, canPrintInvoices }: { rows: DetailTableRow[]; canPrintInvoices: boolean }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentOffset(box);
  const list = useWindowVirtualizer({ count: rows.length, estimateSize: estimateCard, overscan: 2, scrollMargin });
  const { before, after } = virtualPadding(list);
  return (
    <div ref={setBox} style={{ paddingTop: before, paddingBottom: after, overflowAnchor: 'none' }}>
      {list.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const forward = isBalanceForward(row);
        // The space between cards is padding, not a margin, so the measured height includes it.
        return (
          <Box key={item.key} data-index={item.index} ref={list.measureElement} sx={{ pb: 1.5 }}>
            <Card variant="outlined">
              <CardContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {row.reference}
                  </Typography>
                  {!forward && (
                    <Typography variant="body2" color="text.secondary">
                      {row.type}
                    </Typography>
                  )}
                </Box>
                {forward ? (
                  // Not an item: the balance of everything before the range, which the running balance starts from.
                  <>
                    <Pair label="Date" value={formatUsDate(row.invoiceDate)} />
                    <Pair label="Running" value={formatCurrency(row.running)} />
                  </>
                ) : (
                  <>
                    <Pair label="Invoice Date" value={formatUsDate(row.invoiceDate)} />
                    <Pair label="Due Date" value={formatUsDate(row.dueDate)} />
                    <Pair
                      label="Initial"
                      value={formatCurrency(row.initial)}
                      // An invoice of an order with catch-weight lines: the order's estimate beside the actual amount.
                      note={estimateNote(row.initial, row.estimate)}
                    />
                    <Pair label="Balance" value={formatCurrency(row.balance)} />
                    <Pair label="Running" value={formatCurrency(row.running)} />
                    <Pair label="Age" value={String(row.age)} />
                  </>
                )}
                {row.remarks && (
                  <Box sx={{ gridColumn: '1 / -1' }}>
                    <Pair label="Remarks" value={row.remarks} />
                  </Box>
                )}
                {!forward && (
                  <Box sx={{ gridColumn: '1 / -1' }}>
                    <ArDocuments row={row} canPrintInvoices={canPrintInvoices} />
                  </Box>
                )}
              </CardContent>
            </Card>
          </Box>
        );
      })}
    </div>
  );
}
