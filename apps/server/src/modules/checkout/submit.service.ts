import type { SubmitOrderRequest, SubmitOrderResult } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { once, requestHash } from '../../platform/idempotency/idempotency';
import type { CartOwner } from '../cart/cart-owner';
import { placeOrRevise } from './revise-order.service';

/** Spec 2 §8: what the page shows when a refusal comes without messages. */
export const UNSPECIFIED_REFUSAL = 'The server rejected the order for an unspecified reason. Please contact support.';

/**
 * POST /api/cart/submit (trade customers, salespeople): the cart becomes an order exactly
 * once per idempotency key. A refused order answers accepted false with the reasons and
 * frees the key. With X-Edit-Order (issue 32) it is Save of that order's edit, under the same rules.
 */
export async function submitOrder(
  ctx: AppContext,
  owner: CartOwner,
  key: string,
  body: SubmitOrderRequest,
): Promise<SubmitOrderResult> {
  const operation = owner.editOrder ? 'revise' : 'submit';
  const result = await once<SubmitOrderResult>(
    {
      db: ctx.db,
      now: ctx.now,
      userId: owner.userId,
      key,
      operation: `${operation}:${owner.ownerKey}`,
      hash: requestHash(operation, body),
    },
    async (record) => {
      const placement = await placeOrRevise({
        db: ctx.db,
        outbox: ctx.outbox,
        jobs: ctx.jobs,
        owner,
        now: ctx.now(),
        expectedTotal: body.estimatedTotal,
        payment: null,
        record: (trx, orderNumber, total, messages) =>
          record(trx, { accepted: true, orderNumber, estimatedTotal: total, messages }),
      });
      if (!placement.placed) {
        const messages = placement.messages.length > 0 ? placement.messages : [UNSPECIFIED_REFUSAL];
        return { answer: { accepted: false, orderNumber: '', estimatedTotal: placement.total, messages }, kept: false };
      }
      return {
        answer: {
          accepted: true,
          orderNumber: placement.orderNumber,
          estimatedTotal: placement.total,
          messages: placement.messages,
        },
        kept: true,
      };
    },
  );
  if (result.accepted) ctx.outbox.kick();
  return result;
}
