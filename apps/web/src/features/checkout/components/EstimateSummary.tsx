import { Box, Typography } from '@mui/material';
import type { CartEstimate } from '@storefront/contract';
import { ESTIMATE_NOTE, estimateRows } from '../utils/estimate-rows';

interface EstimateSummaryProps {
  estimate: CartEstimate;
  consumer: boolean;
  /** The cart has a catch-weight line: the total is labelled 'Estimated total'. */
  isEstimate?: boolean;
}

/** Line Total, Taxable Amount, Tax, each charge by name and the total; trade customers see an estimated total. */
export function EstimateSummary({ estimate, consumer, isEstimate = false }: EstimateSummaryProps) {
  const rows = estimateRows(estimate, consumer, isEstimate);
  return (
    <Box component="section" aria-labelledby="checkout-estimate-title" sx={{ maxWidth: 360, ml: { sm: 'auto' } }}>
      <Typography id="checkout-estimate-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Order Total
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box
            key={row.label}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.25,
              ...(row.strong && { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.75 }),
            }}
          >
            <Typography component="dt" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {row.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: row.strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {!consumer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {ESTIMATE_NOTE}
        </Typography>
      )}
    </Box>
  );
}
