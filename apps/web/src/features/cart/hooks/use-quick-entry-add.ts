import { useCallback, useRef, useState } from 'react';
import type { CartWriteResult, Product } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import { useNotify } from '../../../components/notifications/use-notify';
import { useAddCartLines } from '../api/add-cart-lines';
import { validateCartLines } from '../../../lib/cart/cart-lines-api';
import type { StatusEntry } from '../components/quick-entry/QuickEntryStatusDialog';
import { outgoingLines, splitAddResult } from '../utils/quick-entry-lines';
import type { QuickEntryStore } from '../utils/quick-entry-store';
import { describeWriteFailure, priceByChangeErrors } from '../utils/write-failure';
import { useCartDialogs } from './cart-dialogs';
import { NO_PRODUCTS_ADDED, productsAddedMessage, useAnnounceWrite } from './use-announce-write';

/**
 * Quick entry's Add to Cart (spec 1 §4): the rows with a quantity go in ONE
 * POST /api/cart/lines. The validate pre-check finds products already in the
 * cart under another price unit, so 'Change Price By U/M?' is asked before
 * anything is written and the one add carries the answer.
 */
export function useQuickEntryAdd(store: QuickEntryStore, rows: () => readonly Product[], fromGuide: boolean) {
  const { userType, settings } = useSession();
  const dialogs = useCartDialogs();
  const addLines = useAddCartLines();
  const announce = useAnnounceWrite();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StatusEntry[] | null>(null);
  const [question, setQuestion] = useState<string[] | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const sync = settings?.syncPriceByWithSellByUMFlag ?? false;

  const ask = (messages: string[]) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setQuestion(messages);
    });
  const answerQuestion = useCallback((confirmed: boolean) => {
    setQuestion(null);
    answer.current(confirmed);
  }, []);

  const send = async (products: readonly Product[]) => {
    const lines = outgoingLines(products, (k) => store.row(k), sync);
    if (lines.length === 0) return notify(NO_PRODUCTS_ADDED, { variant: 'warning' });
    const conflicts = priceByChangeErrors((await validateCartLines(lines)).errors);
    if (conflicts.length > 0 && !(await ask(conflicts.map((c) => c.message)))) return;
    let body: CartWriteResult;
    try {
      body = await addLines.mutateAsync({ lines, ...(conflicts.length > 0 ? { confirmPriceByChange: true } : {}) });
    } catch (err) {
      const failure = describeWriteFailure(err);
      if (failure.kind !== 'conflict') throw err;
      body = failure.body;
    }
    const outcome = splitAddResult(lines, body);
    // Spec 1 §4: successes go back to 0, unless the add came from an order guide.
    if (fromGuide) store.keepAdded(outcome.added);
    else store.resetQuantities(outcome.added);
    store.setErrors(outcome.failed);
    announce(body, body.data.productsAdded > 0 ? productsAddedMessage(body.data.productsAdded) : '');
    if (outcome.failed.size > 0) {
      const byKey = new Map(products.map((p) => [p.productKey, p]));
      setStatus(
        [...outcome.failed].map(([productKey, message]) => {
          const product = byKey.get(productKey);
          return {
            productKey,
            description: product?.description ?? String(productKey),
            code: product ? product.formattedProductCode || product.productCode : '',
            message,
            substitutes: body.errors.find((e) => e.cartLineItem.productKey === productKey)?.substitutes ?? [],
          };
        }),
      );
    }
  };

  const add = async () => {
    if (userType === 'Public') return dialogs.requireAccount();
    if (busy) return;
    setBusy(true);
    try {
      await send(rows());
    } catch (err) {
      notify(describeWriteFailure(err).message, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return { add, busy, status, closeStatus: () => setStatus(null), question, answerQuestion };
}
