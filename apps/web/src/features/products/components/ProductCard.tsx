import { Box, Card, Typography } from '@mui/material';
import { CardLink } from '../../../components/ui/CardLink';
import type { Product } from '@storefront/contract';
import { averageWeightText } from '@storefront/domain';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { AddToGuideButton } from './AddToGuideButton';
import { packLineText } from '../utils/pack-line';
import { type CardDisplay, productHref } from './card-props';
import { ExcludedTag } from '../../../components/ui/ExcludedTag';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { ProductStock } from './ProductStock';

interface ProductCardProps {
  product: Product;
  display: CardDisplay;
  /** Spec 1 §2: a card narrower than 300 px shows one column of details. */
  narrow: boolean;
}

/**
 * The picture takes whatever the 300 px row leaves after the text (and the cart button when
 * there is one), but never less than this.
 */
const MIN_IMAGE_HEIGHT = 88;

/** A Grid card: the picture and text link to the product; the cart button sits below, outside the link. */
export function ProductCard({ product, display, narrow }: ProductCardProps) {
  const codeAndBrand = [product.formattedProductCode || product.productCode, product.brand].filter(Boolean).join(' · ');
  // A catch-weight product's average weight goes under its price, or on the pack line of a one-column card.
  const packLine = packLineText(product, narrow);
  const average = !narrow && product.catchWeight ? averageWeightText(product.catchWeight) : null;
  // An excluded product cannot be ordered by this customer: no price to weigh, no button that would fail.
  const orderable = !product.isExcluded;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardLink
        to={productHref(product.productKey)}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        {display.showImage && (
          <Box
            sx={{
              flex: '1 1 0',
              minHeight: MIN_IMAGE_HEIGHT,
              position: 'relative',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <ProductImage
              src={product.cardImage}
              alt=""
              fit={display.fit}
              missingImage={display.missingImage}
              intrinsicSize={400}
            />
            {product.isExcluded && (
              <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
                <ExcludedTag />
              </Box>
            )}
          </Box>
        )}
        <Box sx={{ p: 1.5, pb: 1, flex: display.showImage ? '0 0 auto' : '1 1 auto', minWidth: 0 }}>
          <Typography
            variant="subtitle2"
            component="h2"
            title={product.description}
            sx={{
              fontSize: narrow ? 14 : 15,
              lineHeight: 1.3,
              height: '2.6em',
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {product.description}
          </Typography>
          <Box
            sx={{
              mt: 0.75,
              display: 'grid',
              gridTemplateColumns: narrow ? '1fr' : 'minmax(0, 1fr) auto',
              columnGap: 1.5,
              alignItems: 'end',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" noWrap title={codeAndBrand}>
                {codeAndBrand}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                noWrap
                title={product.catchWeight ? packLine : undefined}
              >
                {packLine || '\u00a0'}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0, textAlign: narrow ? 'left' : 'right' }}>
              {!display.hidePricing && orderable && (
                <ProductPrice product={product} variant={narrow ? 'body2' : 'body1'} />
              )}
              {average && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {average}
                </Typography>
              )}
              <ProductStock product={product} alignEnd={!narrow} />
            </Box>
          </Box>
        </Box>
      </CardLink>
      {(display.canAdd || display.onAddToGuide) && orderable && (
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 0, pb: 1.5, gap: 2 }}>
          {display.canAdd && (
            <AddToCartButton productName={product.description} onClick={() => display.onAdd(product)} fullWidth />
          )}
          {display.onAddToGuide && (
            <AddToGuideButton productName={product.description} onClick={() => display.onAddToGuide?.(product)} />
          )}
        </Box>
      )}
    </Card>
  );
}
