import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@storefront/contract';
import { productsHref } from '../../../lib/catalogue/product-filters';

/** Spec 1 §2: All Products > main category > category, each opening /products filtered to it. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const mc = product.productMainCategoryCode;
  const c = product.productCategoryCode;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ '& ol': { flexWrap: 'wrap' } }}>
      <Link component={RouterLink} to={productsHref()} underline="hover" color="inherit">
        All Products
      </Link>
      {mc && (
        <Link component={RouterLink} to={productsHref(mc)} underline="hover" color="inherit">
          {product.mainCategoryDescription || mc}
        </Link>
      )}
      {c ? (
        <Link component={RouterLink} to={productsHref(mc, c)} underline="hover" color="text.primary">
          {product.categoryDescription || c}
        </Link>
      ) : (
        <Typography color="text.primary">{product.description}</Typography>
      )}
    </Breadcrumbs>
  );
}
