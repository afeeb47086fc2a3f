import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useSession } from '../../../lib/session/use-session';
import { visibleReports, type ReportEntry } from '../utils/report-cards';
import { OrderGuideListCard, PriceListCard, ProductListCard, QuoteSheetCard, StatementCard } from './ReportCards';

/** Today in the browser's calendar, as a date input holds it. */
function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Spec 3 Reports (/reports): a card per report whose menu entry is visible and unlocked. */
export function ReportsPage() {
  const { menu } = useSession();
  const today = todayIso();
  const cards: Record<ReportEntry, ReactNode> = {
    CurrentStatement: <StatementCard />,
    OrderGuideList: <OrderGuideListCard />,
    ProductList: <ProductListCard />,
    ProductPriceList: <PriceListCard today={today} />,
    QuoteSheet: <QuoteSheetCard today={today} />,
  };
  const shown = visibleReports(menu);
  if (shown.length === 0) return <Typography color="text.secondary">No Results</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        alignItems: 'stretch',
      }}
    >
      {shown.map((entry) => (
        <Box key={entry} sx={{ display: 'contents' }}>
          {cards[entry]}
        </Box>
      ))}
    </Box>
  );
}
