import { Box, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CartLine } from '@storefront/contract';
import { cartLineText } from './cart-line-text';

/**
 * Description linking to the product (spec 2 §2), its code, the line's product texts, and for a line
 * priced in another unit than it is sold in, the arithmetic: '2.00 CS · ≈ 24.00 LB × $16.661 / LB = $399.86'.
 */
export function LineDescription({ line, hidePricing }: { line: CartLine; hidePricing: boolean }) {
  const text = cartLineText(line);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={`/product/${line.productKey}`}
        onClick={(e) => e.stopPropagation()}
        underline="hover"
        sx={{ fontWeight: 600, display: 'block', overflowWrap: 'break-word' }}
      >
        {line.description}
      </Link>
      <Typography
        variant="body2"
        color="text.secondary"
        component="div"
        sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      >
        {text.code}
        {line.isOverridePrice && (
          <Chip label="Price override" size="small" color="warning" variant="outlined" sx={{ height: 20 }} />
        )}
      </Typography>
      {!hidePricing && text.conversion && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' }}
        >
          {`${text.quantity} · ${text.conversion}`}
        </Typography>
      )}
      {text.texts.map((t, i) => (
        <Typography
          key={i}
          variant="body2"
          sx={{ fontStyle: 'italic', color: 'text.secondary', overflowWrap: 'break-word' }}
        >
          {t}
        </Typography>
      ))}
    </Box>
  );
}
