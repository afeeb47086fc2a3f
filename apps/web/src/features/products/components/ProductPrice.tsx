import { Typography, type TypographyProps } from '@mui/material';
import type { Product } from '@storefront/contract';
import { defaultSellByUnit } from '@storefront/domain';
import { useProductPrice } from '../../../lib/catalogue/use-product-price';
import { productPriceText, shownPriceUnit } from '../../../lib/catalogue/price-text';

interface ProductPriceProps extends Pick<TypographyProps, 'variant' | 'sx'> {
  product: Product;
  /** Defaults to the unit a new cart line starts in (the default sell-by unit); a catch-weight product's weight unit. */
  unit?: string;
}

/** '$29.14 / CS' from the shared price batcher; '-.--' when there is no price. Callers hide it when pricing is hidden. */
export function ProductPrice({ product, unit, variant = 'subtitle1', sx }: ProductPriceProps) {
  const priceUnit = unit ?? shownPriceUnit(product, defaultSellByUnit(product) ?? product.pricingUM);
  const price = useProductPrice(product.productKey, priceUnit);
  const text = price.isPending ? '' : productPriceText(product, price.data?.price, priceUnit);
  return (
    <Typography
      variant={variant}
      component="p"
      sx={{ fontWeight: 700, color: 'text.primary', minHeight: '1.5em', ...sx }}
    >
      {text || (
        <span role="status" aria-label="Loading price">
          &nbsp;
        </span>
      )}
    </Typography>
  );
}
