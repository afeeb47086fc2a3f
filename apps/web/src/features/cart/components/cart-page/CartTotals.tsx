import type { ReactNode } from 'react';
import { Box, Divider, Paper, Typography } from '@mui/material';
import type { CartTotals as Totals, SessionSettings } from '@storefront/contract';
import {
  DEFAULT_TOTAL_ORDER_QUANTITY_LABEL,
  formatCurrency,
  formatQuantitiesByUnit,
  formatQuantity,
  totalLabel,
} from '@storefront/domain';

interface CartTotalsProps {
  totals: Totals;
  settings: SessionSettings | null;
  /** The Checkout button, when the user may check out. */
  children?: ReactNode;
}

// A value too long to share the line with its label ('6.00 CS, 7.00 EA, 15.00 LB') goes under it, right-aligned.
function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.5 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        aria-label={label}
        sx={{
          ml: 'auto',
          fontWeight: strong ? 700 : 500,
          fontVariantNumeric: 'tabular-nums',
          fontSize: strong ? 18 : undefined,
          textAlign: 'right',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Spec 2 §2 / §9: the line total ('-.--' when some line has no amount) and
 * the case, item and order quantity totals the settings ask for, at 2 decimals.
 * The case total is in cases; the items (stock units) and order (as ordered)
 * totals read per unit, '6.00 CS, 7.00 EA, 15.00 LB', never one sum of them.
 */
export function CartTotals({ totals, settings, children }: CartTotalsProps) {
  const show = settings ?? totals;
  const label =
    settings?.totalOrderQuantityLabel || totals.totalOrderQuantityLabel || DEFAULT_TOTAL_ORDER_QUANTITY_LABEL;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Cart totals" role="region">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Summary
      </Typography>
      <Row label="Lines" value={String(totals.lineCount)} />
      {show.showTotalCaseQuantity && (
        <Row label="Total Case Quantity" value={formatQuantity(totals.totalCaseQuantity)} />
      )}
      {show.showTotalItemsQuantity && (
        <Row label="Total Items Quantity" value={formatQuantitiesByUnit(totals.totalItemsQuantityByUnit)} />
      )}
      {show.showTotalOrderQuantity && (
        <Row label={label} value={formatQuantitiesByUnit(totals.totalOrderQuantityByUnit)} />
      )}
      {!settings?.hidePricing && (
        <>
          <Divider sx={{ my: 1 }} />
          {/* 'Estimated total' when a catch-weight line's estimate is in it. */}
          <Row label={totalLabel('Line Total', totals.isEstimate)} value={formatCurrency(totals.lineTotal)} strong />
        </>
      )}
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Paper>
  );
}
