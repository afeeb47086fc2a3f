import type { SubmitCardRequest, SubmitCardResult } from '@storefront/contract';
import {
  authorisationAmount,
  cardBrandName,
  cardDigits,
  cardPaymentProblem,
  detectIssuer,
  lastFour,
  MONEY_DECIMALS,
} from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { once, type Outcome, requestHash } from '../../platform/idempotency/idempotency';
import { chargeAndRecord } from '../../platform/payments/charge-and-record';
import { PAYMENT_IN_PROGRESS, whilePaying } from '../../platform/payments/payment-lock';
import type { CartOwner } from '../cart/cart-owner';
import { paymentRulesOf, type SiteValues } from '../settings/settings.defaults';
import { readSiteValues } from '../settings/settings.repository';
import { loadCheckout } from './checkout.service';
import { totalChanged } from './place-order.service';
import { placeOrRevise, revisableOrder } from './revise-order.service';
import { UNSPECIFIED_REFUSAL } from './submit.service';

const refused = (errorReason: string): { answer: SubmitCardResult; kept: false } => ({
  answer: { isSuccess: false, orderNumber: '', errorReason },
  kept: false,
});

/** The first reason the card or billing address cannot be charged (spec 2 §5 Card, Billing address), or null. */
function cardProblem(body: SubmitCardRequest, site: SiteValues, now: number): string | null {
  const { address } = body;
  return cardPaymentProblem(
    body.creditCard,
    {
      name: address.accountHolderName ?? address.name,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      phone: address.phone,
    },
    paymentRulesOf(site),
    now,
  );
}

/** What identifies the request for idempotency: never the card number itself, not even hashed. */
function fingerprint(body: SubmitCardRequest) {
  return {
    ...body,
    creditCard: { last4: lastFour(body.creditCard.cardNumber), expiry: body.creditCard.expirationDate },
  };
}

/**
 * POST /api/cart/submit/card (spec 2 §7 submit card payment; consumers). Checks the card,
 * prices the cart, charges the confirmed total through the payment gateway with a
 * reference made from the idempotency key (so a retried charge is never made twice),
 * then records the order. The order exists only if the charge succeeded; a charge whose
 * order cannot be recorded (the cart changed in between) is refunded.
 *
 * Issue 31: a total that is an estimate (a catch-weight line, priced by a weight not yet known) is not charged but
 * authorised for the estimate plus the site's catchWeightAllowancePercent; the order records its estimate as its
 * total and the amount authorised, and invoicing captures the invoiced amount (card-settlement.service.ts). An
 * authorisation whose order cannot be recorded is voided.
 *
 * Issue 32: with X-Edit-Order it is Save of a card order's edit: the new total is paid as a new order's would be, the
 * order revised under its number with the new payment, and the old payment refunded or voided (revise-order.service).
 */
export async function submitCard(
  ctx: AppContext,
  owner: CartOwner,
  key: string,
  body: SubmitCardRequest,
): Promise<SubmitCardResult> {
  const hash = requestHash('submit-card', fingerprint(body));
  const result = await once<SubmitCardResult>(
    { db: ctx.db, now: ctx.now, userId: owner.userId, key, operation: `submit-card:${owner.ownerKey}`, hash },
    async (record) => {
      const now = ctx.now();
      const site = await readSiteValues(ctx.db);
      const problem = cardProblem(body, site, now);
      if (problem) return refused(problem);

      // The cart is locked, then read: a second submit of it (another tab, another key) is refused without a charge,
      // and one that ordered it while this request was on its way has already emptied it.
      const paid = await whilePaying(
        ctx.db,
        [`cart:${owner.ownerKey}`],
        now,
        async (): Promise<Outcome<SubmitCardResult>> => {
          // Issue 32: an edit that can no longer be saved is refused before the card is paid.
          if (owner.editOrder) {
            const { refusal } = await revisableOrder(ctx.db, owner, now);
            if (refusal) return refused(refusal);
          }
          const state = await loadCheckout(ctx.db, owner, now);
          if (state.check.messages.length > 0) return refused(state.check.messages.join(' '));
          const changed = totalChanged(body.orderTotal, state);
          if (changed) return refused(changed);
          // The same request retried charges once; a key freed by a refusal and sent again with another card is a new charge.
          const reference = `checkout:${owner.userId}:${key}:${hash.slice(0, 16)}`;
          const amount = state.check.estimate.total.toFixed(MONEY_DECIMALS);
          const isEstimate = state.priced.lines.some((l) => l.estimatedWeight !== null);
          const authorized = isEstimate
            ? authorisationAmount(amount, state.site.catchWeightAllowancePercent).toFixed(MONEY_DECIMALS)
            : null;
          const issuer = detectIssuer(body.creditCard.cardNumber);
          const means = {
            kind: 'card' as const,
            card: {
              number: cardDigits(body.creditCard.cardNumber),
              expiry: body.creditCard.expirationDate,
              cvv: body.creditCard.cvv2,
            },
            holderName: body.address.accountHolderName ?? body.address.name,
            zip: body.address.zip,
          };
          const payment = { reference, amount: authorized ?? amount, means, authorise: authorized !== null };
          const outcome = await chargeAndRecord(ctx.payments, payment, async (charge) => {
            const placement = await placeOrRevise({
              db: ctx.db,
              outbox: ctx.outbox,
              jobs: ctx.jobs,
              owner,
              now: ctx.now(),
              expectedTotal: amount,
              payment: {
                brand: issuer ? cardBrandName(issuer) : (charge?.brand ?? ''),
                last4: lastFour(body.creditCard.cardNumber),
                expiry: body.creditCard.expirationDate,
                transactionId: charge?.transactionId ?? '',
                authorizedAmount: authorized,
              },
              record: (trx, orderNumber) => record(trx, { isSuccess: true, orderNumber, errorReason: '' }),
            });
            if (placement.placed) return { recorded: true, value: placement.orderNumber };
            return {
              recorded: false,
              reason: placement.messages.length > 0 ? placement.messages.join(' ') : UNSPECIFIED_REFUSAL,
            };
          });
          if (outcome.kind === 'declined') return refused(outcome.message || 'The card was declined.');
          if (outcome.kind === 'not-recorded') return refused(`${outcome.reason} Your card was not charged.`);
          return { answer: { isSuccess: true, orderNumber: outcome.value, errorReason: '' }, kept: true };
        },
      );
      return paid ?? refused(PAYMENT_IN_PROGRESS);
    },
  );
  if (result.isSuccess) ctx.outbox.kick();
  return result;
}
