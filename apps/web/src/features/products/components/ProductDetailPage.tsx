import { useEffect } from 'react';
import { Box, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import { AccountRequiredDialog } from '../../../components/AccountRequiredDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useProduct } from '../../../lib/catalogue/api/get-product';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { BackButton } from './BackButton';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductDetail } from './ProductDetail';
import { ProductUnavailable } from './ProductUnavailable';

/** A key the server could know: a whole number from 1 up; anything else is unavailable without asking. */
function parseKey(raw: string | undefined): number | null {
  const key = Number(raw);
  return raw && /^\d{1,10}$/.test(raw) && Number.isSafeInteger(key) && key > 0 && key <= 2_147_483_647 ? key : null;
}

/** Spec 1 §2 /product/{productKey}. */
export function ProductDetailPage() {
  const key = parseKey(useParams().productKey);
  const product = useProduct(key);
  const { settings } = useSession();
  const cart = useAddToCart();

  // The list scrolls the window; a product page opened from deep in it starts at its top.
  // Braces matter: newer browsers return a promise from scrollTo, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);

  let body;
  if (key === null || isApiError(product.error, 404)) body = <ProductUnavailable />;
  else if (product.isPending) body = <Loading label="Loading product" />;
  else if (product.isError)
    body = <ErrorState message={product.error.message} onRetry={() => void product.refetch()} />;
  else {
    body = (
      <Stack spacing={2}>
        <ProductBreadcrumb product={product.data} />
        <ProductDetail
          product={product.data}
          fit={settings?.imageFit ?? 'Contain'}
          missingImage={settings?.missingImage ?? null}
          hidePricing={settings?.hidePricing ?? false}
          canAdd={cart.canAdd}
          onAdd={cart.add}
        />
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <BackButton />
      </Box>
      {body}
      <AccountRequiredDialog open={cart.accountRequired} onClose={cart.closeAccountRequired} />
    </Box>
  );
}
