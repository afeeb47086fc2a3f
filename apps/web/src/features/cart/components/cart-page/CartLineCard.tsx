import { Box, Card, Typography } from '@mui/material';
import type { CartLine } from '@storefront/contract';
import { ESTIMATED_LABEL } from '@storefront/domain';
import { cartLineText } from './cart-line-text';
import type { CartMode } from './cart-mode';
import { CartLineImage } from './CartLineImage';
import { LineAction } from './LineAction';
import { LineDescription } from './LineDescription';
import { CartLineSubstitution } from '../substitutes/CartLineSubstitution';

interface CartLineCardProps {
  line: CartLine;
  mode: CartMode;
  hidePricing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A cart line on a phone: a card with the picture, the line and its amount. */
export function CartLineCard({ line, mode, hidePricing, onEdit, onDelete }: CartLineCardProps) {
  const text = cartLineText(line);
  const body = (
    <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'flex-start' }}>
      <CartLineImage src={line.listImage} size={56} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LineDescription line={line} hidePricing={hidePricing} />
        <CartLineSubstitution line={line} mode={mode} hidePricing={hidePricing} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mt: 0.75, gap: 1 }}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {text.quantity}
            {!hidePricing && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` × ${text.unitPrice}`}
              </Typography>
            )}
          </Typography>
          {!hidePricing && (
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{text.extension}</Typography>
          )}
        </Box>
        {text.estimatedWeight && (
          // A catch-weight line: its weight at the average weight, and its amount an estimate.
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {text.estimatedWeight}
            </Typography>
            {!hidePricing && (
              <Typography variant="caption" color="text.secondary">
                {ESTIMATED_LABEL}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ mt: -0.5, mr: -0.5 }}>
        <LineAction mode={mode} description={line.description} onEdit={onEdit} onDelete={onDelete} />
      </Box>
    </Box>
  );
  // Tapping the card edits; keyboard users have the Edit button (a card holding a link and a button cannot itself be a button).
  const editing = mode === 'edit';
  return (
    <Card
      variant="outlined"
      role="listitem"
      aria-label={line.description}
      onClick={editing ? onEdit : undefined}
      sx={{ cursor: editing ? 'pointer' : 'default', '&:active': editing ? { bgcolor: 'action.hover' } : undefined }}
    >
      {body}
    </Card>
  );
}
