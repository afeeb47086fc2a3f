import { Box, Skeleton, Typography } from '@mui/material';
import type { OrderGuideProduct } from '@storefront/contract';
import { formatQuantity } from '@storefront/domain';
import { Link } from 'react-router';
import { useProduct } from '../../../lib/catalogue/api/get-product';

/** One product of a guide: its code and description (from the catalogue), the guide's quantity and unit, and why the cart refused it. */
export function GuideProductRow({ line, refusal }: { line: OrderGuideProduct; refusal?: string | undefined }) {
  const product = useProduct(line.productKey);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, px: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {product.data ? (
          <>
            <Typography
              component={Link}
              to={`/products/${line.productKey}`}
              sx={{
                fontWeight: 600,
                color: 'primary.main',
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
              }}
            >
              {product.data.description}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {product.data.formattedProductCode}
            </Typography>
          </>
        ) : product.isError ? (
          <Typography color="text.secondary">Product {line.productKey}</Typography>
        ) : (
          <Skeleton width="60%" aria-label="Loading product" />
        )}
        {refusal && (
          <Typography variant="body2" color="error" role="alert">
            {refusal}
          </Typography>
        )}
      </Box>
      <Typography sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatQuantity(line.orderQuantity)} {line.unitOfMeasure}
      </Typography>
    </Box>
  );
}
