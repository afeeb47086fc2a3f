import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Category, MainCategory } from '@storefront/contract';
import type { PageLayout, PageSort } from '@storefront/domain';
import { CategoryFilters } from './CategoryFilters';
import { LayoutSwitch } from './LayoutSwitch';
import { SortSelect } from './SortSelect';

interface ProductFilterBarProps {
  showLayout: boolean;
  layout: PageLayout;
  withQuickEntry: boolean;
  onLayout: (layout: PageLayout) => void;
  /** Spec 1 §2 Order Guide filter; the page passes nothing where it is hidden (Public). */
  orderGuide?: ReactNode;
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
  return (
    <Box
      component="section"
      aria-label="Product filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}
    >
      {props.showLayout && <LayoutSwitch value={props.layout} withQuickEntry={props.withQuickEntry} onChange={props.onLayout} />}
      {props.orderGuide}
      <CategoryFilters
        mains={props.mains}
        categories={props.categories}
        mc={props.mc}
        c={props.c}
        onMainCategory={props.onMainCategory}
        onCategory={props.onCategory}
      />
      <Box sx={{ flex: { xs: '1 1 140px', md: '0 1 auto' }, ml: { md: 'auto' }, display: 'flex' }}>
        <SortSelect value={props.sort} onChange={props.onSort} />
      </Box>
    </Box>
  );
}
