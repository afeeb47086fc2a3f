import { Box, Typography } from '@mui/material';
import type { ImportCounts } from '@storefront/contract';
import { SUMMARY_COUNTS } from '../utils/import-progress';

/** Read, Inserted, Updated, Unchanged, Refused, Deactivated: a term and its number each. */
export function ImportSummary({ counts }: { counts: ImportCounts }) {
  return (
    <Box
      component="dl"
      aria-label="Summary"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      {SUMMARY_COUNTS.map(([key, label]) => (
        <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            sx={{ m: 0, color: key === 'refused' && counts.refused > 0 ? 'error.main' : undefined }}
          >
            {counts[key].toLocaleString('en-US')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
