import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartWriteResult, type OrderGuide, type OrderGuideProduct } from '@storefront/contract';
import { errorMessage, isApiError } from '../../../lib/api/api-client';
import { CART_MUTATION_KEY, useReloadCart } from '../../../lib/cart/cart-keys';
import { addCartLines } from '../../../lib/cart/cart-lines-api';
import { productQuery } from '../../../lib/catalogue/api/get-product';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { useSession } from '../../../lib/session/use-session';
import { useNotify } from '../../../components/notifications/use-notify';
import { guideAddOutcome, guideCartLines, refusalsByProduct } from '../utils/guide-to-cart';

/** Add All To Cart on /order-guide (and issue 32 Add Suggestions To Cart): the lines in one cart write, and the refusals. */
export function useAddAllToCart() {
  const notify = useNotify();
  // Spec 1 §4: after adding the whole guide, the refused products keep their row and reason.
  const [refused, setRefused] = useState<{ guide: string; reasons: Map<number, string> } | null>(null);
  const reloadCart = useReloadCart();
  const queryClient = useQueryClient();
  const scope = useCatalogueScope();
  const { settings } = useSession();
  const addAll = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: async (lines: readonly OrderGuideProduct[]) => {
      // Each product's units decide its price-by unit; the rows have most of them loaded already.
      const products = await Promise.all(
        lines.map((l) =>
          queryClient
            .fetchQuery(productQuery(scope, l.productKey))
            .then((p) => [l.productKey, p] as const)
            .catch(() => null),
        ),
      );
      const known = new Map(products.filter((p) => p !== null));
      return addCartLines({ lines: guideCartLines(lines, known, settings?.syncPriceByWithSellByUMFlag ?? false) });
    },
    onSettled: () => reloadCart(),
  });

  /** The whole guide, or some of its lines with their own quantities (issue 32: the count's suggestions). */
  const addGuideToCart = (guide: OrderGuide | null, lines: readonly OrderGuideProduct[] = guide?.products ?? []) => {
    if (!guide) return;
    const name = guide.name;
    addAll.mutate(lines, {
      onSuccess: (result) => {
        setRefused(null);
        const outcome = guideAddOutcome(result.data.productsAdded, 0);
        notify(outcome.message, { variant: outcome.variant });
      },
      onError: (err) => {
        const answer = isApiError(err, 409) ? CartWriteResult.safeParse(err.body) : null;
        if (!answer?.success) return notify(errorMessage(err), { variant: 'error' });
        setRefused({ guide: name, reasons: refusalsByProduct(answer.data.errors) });
        const outcome = guideAddOutcome(answer.data.data.productsAdded, answer.data.errors.length);
        notify(outcome.message, { variant: outcome.variant });
      },
    });
  };
  /** The reason a product of this guide was refused by the last Add All To Cart, if it was. */
  const refusalOf = (guide: string, productKey: number) =>
    refused?.guide === guide ? refused.reasons.get(productKey) : undefined;

  return { addGuideToCart, adding: addAll.isPending, refusalOf };
}
