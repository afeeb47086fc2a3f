import type { SubmitOrderRequest, SubmitOrderResult } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { once, requestHash } from '../../platform/idempotency/idempotency';
import type { CartOwner } from '../cart/cart-owner';
import { placeOrder } from './place-order.service';

/** Spec 2 §8: what the page shows when a refusal comes without messages. */
export const UNSPECIFIED_REFUSAL = 'The server rejected the order for an unspecified reason. Please contact support.';

/**
 * POST /api/cart/submit (trade customers, salespeople): the cart becomes an order exactly
 * once per idempotency key. A refused order answers accepted false with the reasons and
 * frees the key.
 */
export async function submitOrder(
  ctx: AppContext,
  owner: CartOwner,
  key: string,
  body: SubmitOrderRequest,
): Promise<SubmitOrderResult> {
  const result = await once<SubmitOrderResult>(
    {
      db: ctx.db,
      now: ctx.now,
      userId: owner.userId,
      key,
      operation: `submit:${owner.ownerKey}`,
      hash: requestHash('submit', body),
    },
    async (record) => {
      const placement = await placeOrder({
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
