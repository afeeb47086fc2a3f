import { Box } from '@mui/material';
import type { CartLine } from '@storefront/contract';
import { UnfilledLineNotice } from '../../../../components/substitutes/UnfilledLineNotice';
import type { CartMode } from '../cart-page/cart-mode';
import { NoSubstitutesToggle } from './NoSubstitutesToggle';

/**
 * A cart line's substitution (issue 31), under its description in the table and on phone cards: why it cannot be
 * filled with 'Replace with ...', and 'No substitutes for this line' (not on a cart that can only be returned).
 */
export function CartLineSubstitution({
  line,
  mode,
  hidePricing,
}: {
  line: CartLine;
  mode: CartMode;
  hidePricing: boolean;
}) {
  const readOnly = mode === 'view';
  return (
    <Box sx={{ minWidth: 0 }}>
      <UnfilledLineNotice line={line} hidePricing={hidePricing} readOnly={readOnly} />
      {!readOnly && <NoSubstitutesToggle line={line} />}
    </Box>
  );
}
