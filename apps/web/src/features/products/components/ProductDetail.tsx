import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { Product } from '@storefront/contract';
import { averageWeightText, defaultSellByUnit } from '@storefront/domain';
import { productPriceText, shownPriceUnit } from '../../../lib/catalogue/price-text';
import { useProductPrice } from '../../../lib/catalogue/use-product-price';
import { addToCartLabel } from '../utils/product-details';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { ExcludedTag } from '../../../components/ui/ExcludedTag';
import { ProductFacts } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { ScanDocumentLinks } from './ScanDocumentLinks';

interface ProductDetailProps {
  product: Product;
  fit: 'Cover' | 'Contain';
  missingImage: string | null;
  hidePricing: boolean;
  canAdd: boolean;
  onAdd: (product: Product) => void;
}

/** A catch-weight product's invoice is at what its cases weighed on the dock. */
const CATCH_WEIGHT_NOTE = 'Invoiced at the actual weight';

/** Spec 1 §2 product detail: pictures, facts, documents and 'Add To Cart - {price}'. */
export function ProductDetail({
  product,
  fit,
  missingImage,
  hidePricing: pricingHidden,
  canAdd: addAllowed,
  onAdd,
}: ProductDetailProps) {
  // An excluded product cannot be ordered by this customer: no price to weigh, no button that would fail.
  const hidePricing = pricingHidden || product.isExcluded;
  const canAdd = addAllowed && !product.isExcluded;
  // A catch-weight product is priced per pound ('$8.490 / LB'), whatever it is ordered in.
  const unit = shownPriceUnit(product, defaultSellByUnit(product) ?? product.pricingUM);
  const price = useProductPrice(product.productKey, unit, !hidePricing);
  const priceText = !hidePricing && price.data?.price ? productPriceText(product, price.data.price, unit) : null;

  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
      }}
    >
      <ProductGallery product={product} fit={fit} missingImage={missingImage} />
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {product.brand}
          </Typography>
          <Typography variant="h5" component="h2" sx={{ lineHeight: 1.25 }}>
            {product.description}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={`Item ${product.formattedProductCode || product.productCode}`} />
            {product.additional.packSize && (
              <Chip size="small" variant="outlined" label={product.additional.packSize} />
            )}
            {product.isExcluded && <ExcludedTag />}
          </Stack>
        </Box>
        {!hidePricing && (
          <Typography variant="h4" component="p" aria-label="Price" sx={{ fontWeight: 700 }}>
            {price.isPending ? '\u00a0' : productPriceText(product, price.data?.price, unit)}
          </Typography>
        )}
        {product.catchWeight && (
          <Typography variant="body1" color="text.secondary">
            {`${averageWeightText(product.catchWeight)} · ${CATCH_WEIGHT_NOTE}`}
          </Typography>
        )}
        {canAdd && (
          <AddToCartButton
            label={addToCartLabel(priceText)}
            productName={product.description}
            onClick={() => onAdd(product)}
            size="large"
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 3 }}
          />
        )}
        {product.catalogDescription && (
          <Typography variant="body1" color="text.secondary">
            {product.catalogDescription}
          </Typography>
        )}
        <ProductFacts product={product} hidePricing={hidePricing} />
        <ScanDocumentLinks documents={product.scanDocuments} />
      </Stack>
    </Paper>
  );
}
