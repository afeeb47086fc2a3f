import { Box } from '@mui/material';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import type { ProductListFilter } from '../../../lib/catalogue/api/get-product-list';
import { useProductPages } from '../hooks/use-product-pages';
import type { CardDisplay } from './card-props';
import { EmptyProducts } from './EmptyProducts';
import { ProductGrid } from './ProductGrid';
import { ResultLine } from './ResultLine';

interface ProductResultsProps {
  filter: ProductListFilter;
  list: boolean;
  compact: boolean;
  display: CardDisplay;
  initialIndex: number;
  onTopIndex: (index: number) => void;
}

/** The result line and the paged, virtualised cards of one filter (the parent remounts it per filter). */
export function ProductResults({ filter, list, compact, display, initialIndex, onTopIndex }: ProductResultsProps) {
  const pages = useProductPages(filter, initialIndex);
  const { total, error } = pages;

  return (
    <Box>
      <Box sx={{ mb: 1.5 }}>
        <ResultLine total={total} search={filter.s} />
      </Box>
      {error && <ErrorState title="Products could not be loaded" message={error.message} onRetry={pages.retry} />}
      {total === null ? (
        !error && <Loading label="Loading products" />
      ) : total === 0 ? (
        <EmptyProducts />
      ) : (
        <ProductGrid
          pages={pages}
          total={total}
          list={list}
          compact={compact}
          display={display}
          initialIndex={initialIndex}
          onTopIndex={onTopIndex}
        />
      )}
    </Box>
  );
}
