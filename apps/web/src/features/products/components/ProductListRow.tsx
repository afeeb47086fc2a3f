import { Box, Card, Typography } from '@mui/material';
import { CardLink } from '../../../components/ui/CardLink';
import type { Product } from '@storefront/contract';
import { averageWeightText } from '@storefront/domain';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { AddToGuideButton } from './AddToGuideButton';
import { type CardDisplay, productHref } from './card-props';
import { ExcludedTag } from '../../../components/ui/ExcludedTag';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { ProductStock } from './ProductStock';

interface ProductListRowProps {
  product: Product;
  display: CardDisplay;
  /** Below 600 px: a smaller picture, no catalogue text, price and button under the text. */
  compact: boolean;
}

/** A List row: picture on the left (200x200 list image), text beside it, price and cart on the right. */
export function ProductListRow({ product, display, compact }: ProductListRowProps) {
  const facts = [product.formattedProductCode || product.productCode, product.brand, product.additional.packSize]
    .filter(Boolean)
    .join(' · ');
  const imageSize = compact ? 96 : 196;
  // An excluded product cannot be ordered by this customer: no price to weigh, no button that would fail.
  const orderable = !product.isExcluded;
  // A catch-weight product: its price per pound, then its average weight ('Avg 12.00 LB / CS').
  const average = product.catchWeight && averageWeightText(product.catchWeight);
  const priceAndStock = (
    <>
      {!display.hidePricing && orderable && <ProductPrice product={product} variant={compact ? 'body1' : 'h6'} />}
      {average && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {average}
        </Typography>
      )}
      <ProductStock product={product} long={!compact} alignEnd={!compact} />
    </>
  );
  const addButton = orderable && (display.canAdd || display.onAddToGuide) && (
    <Box sx={{ display: 'flex', gap: 1, mt: compact ? 0 : 1, alignItems: 'center' }}>
      {display.canAdd && <AddToCartButton productName={product.description} onClick={() => display.onAdd(product)} />}
      {display.onAddToGuide && (
        <AddToGuideButton productName={product.description} onClick={() => display.onAddToGuide?.(product)} />
      )}
    </Box>
  );

  return (
    <Card
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: compact ? 'column' : 'row', alignItems: 'stretch' }}
    >
      <CardLink
        to={productHref(product.productKey)}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          flex: compact ? '0 0 auto' : 1,
          minWidth: 0,
          p: 1.5,
          gap: 2,
        }}
      >
        {display.showImage && (
          <Box
            sx={{
              width: imageSize,
              height: imageSize,
              flexShrink: 0,
              borderRadius: 2,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <ProductImage
              src={compact ? product.mobileImage : product.listImage}
              alt=""
              fit={display.fit}
              missingImage={display.missingImage}
              intrinsicSize={200}
            />
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{
              fontWeight: 600,
              lineHeight: 1.3,
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {product.description}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.25 }}>
            {facts}
          </Typography>
          {/* Two lines on phones so the price and button still fit the 228 px row. */}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: compact ? 0.5 : 1,
              overflow: 'hidden',
              display: '-webkit-box',
              // On phones a catch-weight product's average weight takes one line of it.
              WebkitLineClamp: compact ? (average ? 1 : 2) : 3,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {product.catalogDescription}
          </Typography>
          {product.isExcluded && (
            <Box sx={{ mt: 1 }}>
              <ExcludedTag />
            </Box>
          )}
          {compact && <Box sx={{ mt: 1 }}>{priceAndStock}</Box>}
        </Box>
      </CardLink>
      {compact ? (
        // Outside the link: a button may not sit inside an anchor.
        addButton && (
          <Box sx={{ px: 1.5, pb: 1.5, pl: display.showImage ? `${imageSize + 28}px` : 1.5 }}>{addButton}</Box>
        )
      ) : (
        <Box
          sx={{
            width: 200,
            flexShrink: 0,
            p: 2,
            pl: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            textAlign: 'right',
          }}
        >
          {priceAndStock}
          {addButton}
        </Box>
      )}
    </Card>
  );
}
