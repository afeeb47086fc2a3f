import { useCallback, useMemo, useReducer } from 'react';
import type { CartLine, Product } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import { useProductPrice } from '../../../lib/catalogue/use-product-price';
import {
  initialAddState,
  initialEditState,
  type LineFormAction,
  type LineFormContext,
  type LineFormState,
  reduceLineForm,
} from '../utils/line-form-state';
import { deriveLineForm, type LineFormSettings, toLinePayload } from '../utils/line-form-view';

/**
 * The Add To Cart / Edit Cart form: a pure reducer for what is typed, the
 * session's rules, and pricing's price for the chosen price-by unit (through
 * the shared 10 ms price batcher). A reducer rather than react-hook-form: the
 * fields drive each other (sell-by moves price-by, a unit change re-checks the
 * quantity, Reset clears the price), and those rules are the tested functions.
 */
export function useLineForm(product: Product, line: CartLine | null) {
  const { settings } = useSession();
  const ctx = useMemo<LineFormContext>(
    () => ({
      product,
      mode: line ? 'edit' : 'add',
      canChangePrice: settings?.canChangePrice ?? false,
      syncPriceByWithSellByUMFlag: settings?.syncPriceByWithSellByUMFlag ?? false,
    }),
    [product, line, settings],
  );
  const rules = useMemo<LineFormSettings>(
    () => ({
      orderQuantityRoundingFlag: settings?.orderQuantityRoundingFlag ?? 'None',
      canChangePrice: settings?.canChangePrice ?? false,
      allowProductTextLines: settings?.allowProductTextLines ?? false,
    }),
    [settings],
  );
  const reducer = useCallback((s: LineFormState, a: LineFormAction) => reduceLineForm(s, a, ctx), [ctx]);
  const [state, dispatch] = useReducer(reducer, null, () => (line ? initialEditState(line) : initialAddState(product)));
  const hidePricing = settings?.hidePricing ?? false;
  const price = useProductPrice(product.productKey, state.priceBy || null, !hidePricing);
  const defaultPrice = price.data?.price ?? null;
  const view = useMemo(() => deriveLineForm(state, ctx, rules, defaultPrice), [state, ctx, rules, defaultPrice]);
  const payload = useCallback(() => toLinePayload(state, view, ctx, rules), [state, view, ctx, rules]);
  return {
    state,
    dispatch,
    view,
    ctx,
    rules,
    hidePricing,
    defaultPrice,
    priceLoading: price.isLoading,
    payload,
  };
}
