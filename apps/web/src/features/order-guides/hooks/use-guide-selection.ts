import { useCallback, useEffect, useMemo, useState } from 'react';
import { type OrderGuideProduct, type Product, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { type GuideLineDraft, startingGuideLine } from '../../../lib/order-guides/guide-line';
import { type EditLine, type GuideSelection, selectionErrors, selectionOf } from '../utils/guide-edit';
import { useGuideProducts } from './use-guide-editing';

/** The products checked on /order-guide-edit with their lines as typed, starting from the saved guide (spec 1 §4). */
export function useGuideSelection(name: string, saved: OrderGuideProduct[] | null) {
  const exists = saved !== null || name === STANDARD_ORDER_GUIDE;
  const guideProducts = useGuideProducts(name, exists && (saved?.length ?? 0) > 0);
  const [selection, setSelection] = useState<GuideSelection | null>(
    exists && (saved?.length ?? 0) > 0 ? null : new Map(),
  );
  const [drafts, setDrafts] = useState<ReadonlyMap<number, GuideLineDraft>>(new Map());

  useEffect(() => {
    if (selection === null && guideProducts.data) setSelection(selectionOf(saved ?? [], guideProducts.data));
  }, [selection, guideProducts.data, saved]);

  const chosen = useMemo(() => selection ?? new Map<number, EditLine>(), [selection]);
  const errors = useMemo(() => selectionErrors(chosen), [chosen]);

  const onCheck = useCallback(
    (product: Product, checked: boolean) =>
      setSelection((before) => {
        const next = new Map(before ?? []);
        if (checked)
          next.set(product.productKey, {
            product,
            draft: drafts.get(product.productKey) ?? startingGuideLine(product),
          });
        else next.delete(product.productKey);
        return next;
      }),
    [drafts],
  );
  const onDraft = useCallback((product: Product, draft: GuideLineDraft) => {
    setSelection((before) => {
      if (!before?.has(product.productKey)) return before;
      return new Map(before).set(product.productKey, { product, draft });
    });
    setDrafts((before) => new Map(before).set(product.productKey, draft));
  }, []);
  const draftOf = (p: Product) => chosen.get(p.productKey)?.draft ?? drafts.get(p.productKey) ?? startingGuideLine(p);

  return { exists, guideProducts, loaded: selection !== null, chosen, errors, onCheck, onDraft, draftOf };
}
