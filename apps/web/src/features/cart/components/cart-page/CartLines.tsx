import { Box, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { CartLine } from '@storefront/contract';
import { cartLineColumns } from './cart-line-columns';
import type { CartMode } from './cart-mode';
import { CartLineCard } from './CartLineCard';
import { CartLineRow } from './CartLineRow';

interface CartLinesProps {
  lines: CartLine[];
  mode: CartMode;
  hidePricing: boolean;
  onEdit: (line: CartLine) => void;
  onDelete: (line: CartLine) => void;
}

const headerCell = {
  variant: 'caption',
  role: 'columnheader',
  color: 'text.secondary',
  sx: { fontWeight: 700, textTransform: 'uppercase' },
} as const;

/** The lines: a table on wide screens, cards on a phone (spec 1 §9 mobile breakpoint 600 px). */
export function CartLines({ lines, mode, hidePricing, onEdit, onDelete }: CartLinesProps) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  if (phone) {
    return (
      <Stack spacing={1.25} role="list" aria-label="Cart lines">
        {lines.map((line) => (
          <CartLineCard
            key={line.id}
            line={line}
            mode={mode}
            hidePricing={hidePricing}
            onEdit={() => onEdit(line)}
            onDelete={() => onDelete(line)}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" role="table" aria-label="Cart lines">
      <Box
        role="row"
        sx={{
          ...cartLineColumns(hidePricing),
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <span />
        <Typography {...headerCell}>Product</Typography>
        <Typography {...headerCell} sx={{ ...headerCell.sx, textAlign: 'right' }}>
          {hidePricing ? 'Quantity' : 'Quantity / Price'}
        </Typography>
        {!hidePricing && (
          <Typography {...headerCell} sx={{ ...headerCell.sx, textAlign: 'right' }}>
            Extension
          </Typography>
        )}
        <span />
      </Box>
      {lines.map((line) => (
        <CartLineRow
          key={line.id}
          line={line}
          mode={mode}
          hidePricing={hidePricing}
          onEdit={() => onEdit(line)}
          onDelete={() => onDelete(line)}
        />
      ))}
    </Paper>
  );
}
