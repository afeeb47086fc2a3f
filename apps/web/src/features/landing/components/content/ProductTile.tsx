import { Box, Card, Typography } from '@mui/material';
import { CardLink } from '../../../../components/ui/CardLink';
import { Shimmer } from '../../../../components/ui/Shimmer';
import type { Product } from '@storefront/contract';
import { defaultSellByUnit } from '@storefront/domain';
import { productPriceText } from '../../../../lib/catalogue/price-text';
import { imageSource } from '../../../../lib/catalogue/product-image';
import { useProductPrice } from '../../../../lib/catalogue/use-product-price';
import { useSession } from '../../../../lib/session/use-session';
import { AddToCartButton } from '../../../../components/AddToCartButton';
import { useCartPort } from '../../../../components/cart-port/cart-port';
import { useLandingPreview } from './landing-preview';

function TilePrice({ product }: { product: Product }) {
  const unit = defaultSellByUnit(product) ?? product.pricingUM;
  const price = useProductPrice(product.productKey, unit);
  const text = price.isPending ? '' : productPriceText(product, price.data?.price, unit);
  return (
    <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, minHeight: '1.5em' }}>
      {text || '\u00a0'}
    </Typography>
  );
}

/** A product on the landing page: picture, description and price, linking to its page, and Add To Cart where there is a cart. */
export function ProductTile({ product, push = false }: { product: Product; push?: boolean }) {
  const { settings } = useSession();
  const port = useCartPort();
  const preview = useLandingPreview();
  const src = imageSource(product.cardImage, settings?.missingImage);
  const bodySx = {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
  } as const;
  const body = (
    <>
      <Box
        sx={{ aspectRatio: '4 / 3', bgcolor: src ? '#fff' : 'action.hover', borderBottom: 1, borderColor: 'divider' }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            sx={{
              width: '100%',
              height: '100%',
              objectFit: settings?.imageFit === 'Cover' ? 'cover' : 'contain',
              display: 'block',
            }}
          />
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ height: '100%', display: 'grid', placeItems: 'center' }}
          >
            No Image
          </Typography>
        )}
      </Box>
      <Box sx={{ p: 1.25, flexGrow: 1 }}>
        {push && (
          <Typography
            variant="caption"
            sx={{ fontWeight: 700, color: 'secondary.dark', textTransform: 'uppercase', letterSpacing: 0.5 }}
          >
            Featured
          </Typography>
        )}
        <Typography
          variant="body2"
          component="h3"
          sx={{
            fontWeight: 500,
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
        {!settings?.hidePricing && <TilePrice product={product} />}
      </Box>
    </>
  );
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', minWidth: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}
    >
      {preview ? (
        <Box sx={bodySx}>{body}</Box>
      ) : (
        <CardLink to={`/product/${product.productKey}`} sx={bodySx}>
          {body}
        </CardLink>
      )}
      {port && !product.isExcluded && (
        // Outside the link: a button may not sit inside an anchor.
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1.25, pt: 0, pb: 1.25 }}>
          <AddToCartButton productName={product.description} onClick={() => port.openAddToCart(product)} fullWidth />
        </Box>
      )}
    </Card>
  );
}

export function ProductTileSkeleton() {
  return <Shimmer sx={{ width: '100%', height: 285, borderRadius: 1 }} />;
}
