import { Box, Typography } from '@mui/material';
import type { SummaryItem } from '../utils/order-summary';

/** What the buyer chose on the earlier steps, shown once more before they submit. */
export function OrderSummary({ items }: { items: readonly SummaryItem[] }) {
  const shown = items.filter((item) => item.value.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-label="Order details"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {shown.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 0.75, sm: 0 }, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
