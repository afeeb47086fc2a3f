import { Alert, Box } from '@mui/material';
import type { OrderGuideProduct } from '@storefront/contract';
import type { CartPort } from '../../../components/cart-port/cart-port';
import { ErrorState } from '../../../components/ErrorState';
import type { ProductListFilter } from '../../../lib/catalogue/api/get-product-list';
import { QUICK_ENTRY_LIMIT, useQuickEntryProducts } from '../hooks/use-quick-entry-products';
import { EmptyProducts } from './EmptyProducts';
import { ResultLine } from './ResultLine';

interface QuickEntryViewProps {
  filter: ProductListFilter;
  /** The lines of the guide filtering the list, if any. */
  guideLines: readonly OrderGuideProduct[] | undefined;
  QuickEntry: CartPort['QuickEntry'];
}

/** The Quick Entry layout: the cart feature's form, fed the products of the current filters. */
export function QuickEntryView({ filter, guideLines, QuickEntry }: QuickEntryViewProps) {
  const { products, total, loading, error, retry } = useQuickEntryProducts(filter);
  return (
    <Box>
      <Box sx={{ mb: 1.5 }}>
        <ResultLine total={total} search={filter.s} />
      </Box>
      {error && <ErrorState title="Products could not be loaded" message={error.message} onRetry={retry} />}
      {total !== null && total > QUICK_ENTRY_LIMIT && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Quick Entry shows the first {QUICK_ENTRY_LIMIT.toLocaleString('en-US')} products. Search or choose a category
          to see others.
        </Alert>
      )}
      {total === 0 ? <EmptyProducts /> : <QuickEntry products={products} loading={loading} guideLines={guideLines} />}
    </Box>
  );
}
