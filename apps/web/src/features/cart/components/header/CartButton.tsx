import { Badge, Button, IconButton } from '@mui/material';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { formatCurrency } from '@storefront/domain';
import { useSession } from '../../../../app/session/use-session';
import { useCart, useHasCart } from '../../api/get-cart';

/**
 * Spec 1 §2 header cart button: the line count on a badge and the cart total
 * (no total when pricing is hidden). Absent for Public users and when the
 * ViewCart entry is hidden or locked, like the /cart route itself.
 */
export function CartButton({ compact }: { compact: boolean }) {
  const hasCart = useHasCart();
  const { settings } = useSession();
  const cart = useCart();
  if (!hasCart) return null;
  const count = cart.data?.totals.lineCount ?? 0;
  const showTotal = !settings?.hidePricing && cart.data !== undefined;
  const total = formatCurrency(cart.data?.totals.lineTotal ?? null);
  const label = `Cart, ${count} line(s)${showTotal ? `, ${total}` : ''}`;
  const icon = (
    <Badge badgeContent={count} color="secondary" max={999} overlap="circular">
      <ShoppingCartOutlined />
    </Badge>
  );
  if (compact && !showTotal) {
    return (
      <IconButton component={RouterLink} to="/cart" color="inherit" aria-label={label}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button
      component={RouterLink}
      to="/cart"
      color="inherit"
      aria-label={label}
      startIcon={icon}
      size={compact ? 'small' : 'medium'}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', gap: compact ? 0.5 : 1, minWidth: 0 }}
    >
      {showTotal ? total : null}
    </Button>
  );
}
