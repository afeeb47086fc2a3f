import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Category, MainCategory } from '@storefront/contract';
import { PAGE_SORT_LABELS, type PageLayout, type PageSort } from '@storefront/domain';
import { CategoryFilters } from './CategoryFilters';
import { LayoutSwitch } from './LayoutSwitch';
import { PhoneFilterSheet } from './PhoneFilterSheet';
import { SortSelect } from './SortSelect';

interface ProductFilterBarProps {
  /** A phone: the filters sit in a bottom sheet behind one compact row. */
  compact: boolean;
  showLayout: boolean;
  layout: PageLayout;
  withQuickEntry: boolean;
  onLayout: (layout: PageLayout) => void;
  /** Spec 1 §2 Order Guide filter; the page passes nothing where it is hidden (Public). */
  orderGuide?: ReactNode;
  /** The chosen guide's name ('' for none), for the phone row's summary. */
  guideName: string;
  mains: readonly MainCategory[];
  categories: readonly Category[];
  mc: string;
  c: string;
  onMainCategory: (mc: string) => void;
  onCategory: (c: string) => void;
  sort: PageSort;
  onSort: (sort: PageSort) => void;
}

/** Spec 1 §2 filter bar, in the spec's order: Layout, Order Guide, Main Category, Category, Sort By. */
export function ProductFilterBar(props: ProductFilterBarProps) {
  const filters = (
    <>
      {props.orderGuide}
      <CategoryFilters
        mains={props.mains}
        categories={props.categories}
        mc={props.mc}
        c={props.c}
        onMainCategory={props.onMainCategory}
        onCategory={props.onCategory}
      />
      <SortSelect value={props.sort} onChange={props.onSort} />
    </>
  );
  if (props.compact) {
    const main = props.mains.find((m) => m.code === props.mc)?.description ?? props.mc;
    const category = props.categories.find((cat) => cat.code === props.c)?.description ?? props.c;
    const chosen = [props.guideName, main, category].filter(Boolean);
    const summary = [chosen.join(' · ') || 'All products', `by ${PAGE_SORT_LABELS[props.sort]}`].join(', ');
    return (
      <PhoneFilterSheet summary={summary} activeCount={chosen.length}>
        {filters}
      </PhoneFilterSheet>
    );
  }
  // One wrapping row with no gap pushing Sort By away: it belongs with the other filters.
  return (
    <Box
      component="section"
      aria-label="Product filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}
    >
      {props.showLayout && (
        <LayoutSwitch value={props.layout} withQuickEntry={props.withQuickEntry} onChange={props.onLayout} />
      )}
      {filters}
    </Box>
  );
}
