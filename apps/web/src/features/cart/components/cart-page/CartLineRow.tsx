import { Box, Typography } from '@mui/material';
import type { CartLine } from '@storefront/contract';
import { ESTIMATED_LABEL } from '@storefront/domain';
import { cartLineColumns } from './cart-line-columns';
import { cartLineText } from './cart-line-text';
import type { CartMode } from './cart-mode';
import { CartLineImage } from './CartLineImage';
import { LineAction } from './LineAction';
import { LineDescription } from './LineDescription';
import { CartLineSubstitution } from '../substitutes/CartLineSubstitution';

interface CartLineRowProps {
  line: CartLine;
  mode: CartMode;
  hidePricing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A cart line on a wide screen: one row of the lines table. */
export function CartLineRow({ line, mode, hidePricing, onEdit, onDelete }: CartLineRowProps) {
  const text = cartLineText(line);
  const editing = mode === 'edit';
  return (
    <Box
      role="row"
      aria-label={line.description}
      onClick={editing ? onEdit : undefined}
      sx={{
        ...cartLineColumns(hidePricing),
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: editing ? 'pointer' : 'default',
        '&:hover': editing ? { bgcolor: 'action.hover' } : undefined,
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <CartLineImage src={line.listImage} size={64} />
      <Box role="cell" sx={{ minWidth: 0 }}>
        <LineDescription line={line} hidePricing={hidePricing} />
        <CartLineSubstitution line={line} mode={mode} hidePricing={hidePricing} />
      </Box>
      <Box role="cell" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        <Typography>{text.quantity}</Typography>
        {text.estimatedWeight && (
          <Typography variant="body2" color="text.secondary">
            {text.estimatedWeight}
          </Typography>
        )}
        {!hidePricing && (
          <Typography variant="body2" color="text.secondary">
            {text.unitPrice}
          </Typography>
        )}
      </Box>
      {!hidePricing && (
        <Typography role="cell" sx={{ textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {text.extension}
          {text.isEstimate && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {ESTIMATED_LABEL}
            </Typography>
          )}
        </Typography>
      )}
      <Box role="cell" sx={{ textAlign: 'right' }}>
        <LineAction mode={mode} description={line.description} onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Box>
  );
}
