import { type ReactNode, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { lazyDialog } from '../../../components/lazy-dialog';

const FilterSheetDrawer = lazyDialog(async () => (await import('./FilterSheetDrawer')).FilterSheetDrawer);

interface PhoneFilterSheetProps {
  /** What the filters choose now, e.g. 'Produce · Fruit'; shown on the compact row. */
  summary: string;
  /** How many filters differ from 'all products', on the button. */
  activeCount: number;
  /** The filter controls, in the spec's order. */
  children: ReactNode;
}

/**
 * Phone filter bar: one compact row (Filters button and what is chosen) that opens the filters in a bottom
 * sheet, so the first products show without scrolling past four stacked selects.
 */
export function PhoneFilterSheet({ summary, activeCount, children }: PhoneFilterSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="section"
      aria-label="Product filters"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, minWidth: 0 }}
    >
      <Button
        variant="outlined"
        size="small"
        startIcon={<TuneOutlined />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ flexShrink: 0, bgcolor: 'background.paper' }}
      >
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
        {summary}
      </Typography>
      <FilterSheetDrawer open={open} onClose={() => setOpen(false)}>
        {children}
      </FilterSheetDrawer>
    </Box>
  );
}
