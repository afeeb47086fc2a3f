import { useState } from 'react';
import type { Product } from '@storefront/contract';
import { useMainCategories } from '../../../lib/catalogue/api/get-main-categories';
import { useDebouncedValue } from '../../../lib/timing/use-debounced-value';
import type { GuideSelection } from '../utils/guide-edit';
import { useCatalogueBrowse } from './use-guide-editing';

/** Typing in the search box asks the server at most this often. */
const SEARCH_DELAY_MS = 250;

/** The products shown on /order-guide-edit: the catalogue by search text and main category, or the checked ones only. */
export function useProductFinder() {
  // Checked only: the products checked when it was turned on, so unchecking one keeps its row (and a slip is undone in place).
  const [checkedOnly, setCheckedOnly] = useState<Product[] | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [mc, setMc] = useState('');
  const mains = useMainCategories().data ?? [];
  const browse = useCatalogueBrowse(mc, search);

  const showCheckedOnly = (on: boolean, chosen: GuideSelection) =>
    setCheckedOnly(on ? [...chosen.values()].map((l) => l.product) : null);

  return {
    typed,
    setTyped,
    mc,
    setMc,
    mains,
    checkedOnly,
    showCheckedOnly,
    browse,
    rows: checkedOnly ?? browse.products,
  };
}
