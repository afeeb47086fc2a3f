import { Button, IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { formatCurrency } from '@storefront/domain';
import { useEditingOrder } from '../../../../lib/api/order-edit-state';
import { useSession } from '../../../../lib/session/use-session';
import { useCart, useHasCart } from '../../api/get-cart';
import { cartButtonLabel } from '../../utils/cart-button-label';

/** The badge shows at most this many lines (then '999+'). */
const MAX_SHOWN = 999;

/** The icon with the line count on a round badge at its top right (the look of MUI's circular Badge). */
const CountBadge = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  verticalAlign: 'middle',
  '&[data-count]::after': {
    content: 'attr(data-count)',
    position: 'absolute',
    top: '14%',
    right: '14%',
    transform: 'translate(50%, -50%)',
    boxSizing: 'border-box',
    height: 20,
    minWidth: 20,
    padding: '0 6px',
    borderRadius: 10,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: theme.typography.pxToRem(12),
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: 1,
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
  },
}));

/**
 * Spec 1 §2 header cart button: the line count on a badge and the cart total
 * (no total when pricing is hidden). Absent for Public users and when the
 * ViewCart entry is hidden or locked, like the /cart route itself. While the tab
 * edits a placed order it counts that order's lines and its name says so.
 */
export function CartButton({ compact }: { compact: boolean }) {
  const hasCart = useHasCart();
  const { settings } = useSession();
  const cart = useCart();
  const editing = useEditingOrder();
  if (!hasCart) return null;
  const count = cart.data?.totals.lineCount ?? 0;
  const showTotal = !settings?.hidePricing && cart.data !== undefined;
  const total = formatCurrency(cart.data?.totals.lineTotal ?? null);
  const label = cartButtonLabel(count, showTotal ? total : null, editing?.orderNumber ?? null);
  // The count is drawn by CSS, not written as text: the link's name already says it, and a digit in the visible
  // text just before the total would no longer be part of the name word for word (WCAG 2.5.3 Label in Name).
  const icon = (
    <CountBadge aria-hidden data-count={count === 0 ? undefined : count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count)}>
      <ShoppingCartOutlined />
    </CountBadge>
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
      sx={{
        flexShrink: 0,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        gap: compact ? 0.5 : 1,
        minWidth: 0,
      }}
    >
      {showTotal ? total : null}
    </Button>
  );
}
