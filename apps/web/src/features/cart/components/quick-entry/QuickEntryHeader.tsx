import { Box, Typography } from '@mui/material';
import { gridColumns } from './quick-entry-layout';

const cell = {
  variant: 'caption',
  role: 'columnheader',
  sx: { fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.4 },
} as const;

export function QuickEntryHeader({ compact, hidePricing }: { compact: boolean; hidePricing: boolean }) {
  return (
    <Box
      role="row"
      sx={{
        ...gridColumns(compact),
        height: 40,
        bgcolor: 'action.hover',
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      {!compact && <Typography {...cell}>Code</Typography>}
      <Typography {...cell}>{compact ? 'Product' : 'Description'}</Typography>
      {!compact && (
        <Typography {...cell} sx={{ ...cell.sx, textAlign: 'right' }}>
          {hidePricing ? '' : 'Price'}
        </Typography>
      )}
      <Typography {...cell} sx={{ ...cell.sx, textAlign: 'right', pr: 1 }}>
        {compact ? 'Qty' : 'Quantity'}
      </Typography>
      <Typography {...cell}>Unit</Typography>
    </Box>
  );
}
