import { Badge, Button, IconButton } from '@mui/material';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { formatCurrency } from '@storefront/domain';
import { useSession } from '../../../../lib/session/use-session';
import { useCart, useHasCart } from '../../api/get-cart';

/** The badge shows at most this many lines (then '999+'). */
const MAX_SHOWN = 999;

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
  // The count is drawn by CSS, not written as text: the link's name already says it, and a digit in the visible
  // text just before the total would no longer be part of the name word for word (WCAG 2.5.3 Label in Name).
  const icon = (
    <Badge
      badgeContent={<span data-count={count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count)} />}
      invisible={count === 0}
      color="secondary"
      overlap="circular"
      aria-hidden
      sx={{ '& [data-count]::after': { content: 'attr(data-count)' } }}
    >
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
