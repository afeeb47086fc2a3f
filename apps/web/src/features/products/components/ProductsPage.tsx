import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { Product } from '@storefront/contract';
import type { PageLayout, PageSort } from '@storefront/domain';
import { useSession } from '../../../lib/session/use-session';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useCartPort } from '../../../components/cart-port/cart-port';
import { useConfirmDiscard } from '../../../components/unsaved/use-unsaved-guard';
import { useCategories } from '../../../lib/catalogue/api/get-categories';
import { useMainCategories } from '../../../lib/catalogue/api/get-main-categories';
import type { ProductListFilter } from '../../../lib/catalogue/api/get-product-list';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useOrderGuideChoice } from '../hooks/use-order-guide-choice';
import { usePageChoices } from '../hooks/use-page-choices';
import { useProductFilters } from '../hooks/use-product-filters';
import { useStartIndex } from '../hooks/use-start-index';
import { withCategory, withMainCategory } from '../utils/category-choice';
import { showLayoutSwitch } from '../utils/page-choices';
import type { CardDisplay } from './card-props';
import { OrderGuideSelect } from './OrderGuideSelect';
import { ProductFilterBar } from './ProductFilterBar';
import { ProductResults } from './ProductResults';
import { Loading } from '../../../components/Loading';

// Quick Entry is a layout a buyer chooses (Grid is the default): its code downloads when it is first shown.
const QuickEntryView = lazy(async () => ({ default: (await import('./QuickEntryView')).QuickEntryView }));
const AccountRequiredDialog = lazyDialog(
  async () => (await import('../../../components/AccountRequiredDialog')).AccountRequiredDialog,
);
const AddToGuideDialog = lazyDialog(
  async () => (await import('../../../components/order-guides/AddToGuideDialog')).AddToGuideDialog,
);

/** Spec 1 §2 /products: search (?s=), hash filters, sort, layout, and the virtualised cards. */
export function ProductsPage() {
  const { settings } = useSession();
  const port = useCartPort();
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const url = useProductFilters();
  const { filters } = url;
  const { layout, sort, setLayout, setSort } = usePageChoices(port !== null);
  const confirmDiscard = useConfirmDiscard();
  const mains = useMainCategories().data ?? [];
  const categories = useCategories().data ?? [];
  const cart = useAddToCart();
  const guide = useOrderGuideChoice(filters.og);
  const [guideTarget, setGuideTarget] = useState<Product | null>(null);
  // Spec 1 §2: only arriving with a guide (og in the link) hides the Layout switch; choosing one here does not.
  const [arrivedWithGuide, setArrivedWithGuide] = useState(() => filters.og !== '');

  const filter: ProductListFilter = useMemo(
    () => ({ mc: filters.mc, c: filters.c, og: guide.og, s: url.searchText, sort }),
    [filters.mc, filters.c, guide.og, url.searchText, sort],
  );
  const listKey = JSON.stringify(filter);
  const startIndex = useStartIndex(listKey, url.scrollIndex);
  // Spec 1 §2/§4: category, order guide and layout changes discard unsaved quick-entry quantities, so ask first.
  const guarded = async (apply: () => void) => {
    if (await confirmDiscard()) apply();
  };
  const onSort = (next: PageSort) => {
    url.resetScroll();
    setSort(next);
  };

  const display: CardDisplay = {
    fit: settings?.imageFit ?? 'Contain',
    missingImage: settings?.missingImage ?? null,
    hidePricing: settings?.hidePricing ?? false,
    // layoutImages: whether List rows and small screens show pictures.
    showImage:
      layout === 'List' ? (settings?.layoutImages.list ?? true) : !small || (settings?.layoutImages.mobile ?? true),
    canAdd: cart.canAdd,
    onAdd: cart.add,
    onAddToGuide: guide.visible ? setGuideTarget : null,
  };
  const quickEntry = layout === 'QuickEntry' && port ? port.QuickEntry : null;

  return (
    <Box>
      <ProductFilterBar
        compact={small}
        guideName={guide.visible ? guide.og : ''}
        showLayout={showLayoutSwitch(guide.visible && arrivedWithGuide ? filters.og : '', small)}
        layout={layout}
        withQuickEntry={port !== null}
        onLayout={(next: PageLayout) => void guarded(() => setLayout(next))}
        orderGuide={
          guide.visible && (
            <OrderGuideSelect
              value={guide.og}
              names={guide.names}
              offerAllProducts={guide.offerAllProducts}
              onChange={(og) =>
                void guarded(() => {
                  setArrivedWithGuide(false);
                  guide.remember(og);
                  url.setFilters({ ...filters, og });
                })
              }
            />
          )
        }
        mains={mains}
        categories={categories}
        mc={filters.mc}
        c={filters.c}
        onMainCategory={(mc) => void guarded(() => url.setFilters(withMainCategory(filters, mc, categories)))}
        onCategory={(c) => void guarded(() => url.setFilters(withCategory(filters, c, categories)))}
        sort={sort}
        onSort={onSort}
      />
      {quickEntry ? (
        <Suspense fallback={<Loading label="Loading Quick Entry" />}>
          <QuickEntryView
            key={listKey}
            filter={filter}
            guideLines={guide.visible && guide.og ? guide.lines : undefined}
            QuickEntry={quickEntry}
          />
        </Suspense>
      ) : (
        <ProductResults
          // A new filter or layout is a new list: remount so paging and scrolling start afresh.
          key={`${listKey}|${layout}`}
          filter={filter}
          list={layout === 'List'}
          compact={small}
          display={display}
          initialIndex={startIndex}
          onTopIndex={url.setScrollIndex}
        />
      )}
      <AccountRequiredDialog open={cart.accountRequired} onClose={cart.closeAccountRequired} />
      {guideTarget && <AddToGuideDialog open product={guideTarget} onClose={() => setGuideTarget(null)} />}
    </Box>
  );
}
