import { formatCurrency, isNegative, MONEY_DECIMALS, roundMoney, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';

/** The card part of an order, as invoicing settles it. */
export interface CardOrder {
  id: number;
  orderNumber: string;
  /** The gateway's transaction of the charge or authorisation made at submit; null when not paid by card. */
  paymentTransactionId: string | null;
  /** Set when the card was authorised (the order had catch-weight lines) rather than charged. */
  authorizedAmount: string | null;
}

/** The invoiced amount is more than the card was authorised for: the invoice is refused with this message. */
export class SettlementRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettlementRefusedError';
  }
}

const dollars = (value: string | number) => toDecimal(value).toFixed(MONEY_DECIMALS);

/** The amount an order's authorisation was captured at (recorded), or null while it is not. */
async function recordedCapture(db: Db, orderId: number): Promise<string | null> {
  const row = await db.selectFrom('orders').select('captured_amount').where('id', '=', orderId).executeTakeFirst();
  return row?.captured_amount == null ? null : dollars(row.captured_amount);
}

/**
 * Issue 31: settles a card order at its invoiced amount before the invoice is recorded. An authorised order is
 * captured at `amount` (never more than authorised: SettlementRefusedError); an order charged in full at submit needs
 * nothing. Idempotent: settling again captures nothing twice. Returns the amount captured, or null when nothing was.
 * Call it outside the invoice's transaction (the gateway is another system).
 *
 * - `amount` is dollars and cents, not negative (anything else is a RangeError: a caller's mistake). An invoice of
 *   $0.00 (nothing shipped) voids the authorisation and settles at '0.00'.
 * - An order not authorised (charged at submit, or not paid by card: `authorizedAmount` null) returns null without
 *   calling the gateway.
 * - An order already settled (orders.captured_amount set) returns that amount without calling the gateway. The
 *   authorisation is captured by the transaction id the order recorded (the sandbox, like a real gateway, captures
 *   an authorisation once: asked again, say after a crash between the capture and its record, it answers the first
 *   capture, whose amount is then recorded and returned).
 * - A gateway that declines the capture (the authorisation was voided or has lapsed) is a SettlementRefusedError
 *   with its message; one that cannot be reached throws GatewayUnavailableError, and nothing is recorded.
 */
export async function settleCardPayment(
  db: Db,
  gateway: PaymentGateway,
  order: CardOrder,
  amount: string,
): Promise<string | null> {
  const invoiced = toDecimal(amount);
  if (isNegative(invoiced) || !roundMoney(invoiced).eq(invoiced))
    throw new RangeError(`An invoiced amount is dollars and cents, not negative: ${amount}`);
  if (order.authorizedAmount === null) return null;

  const settled = await recordedCapture(db, order.id);
  if (settled !== null) return settled;

  const authorised = toDecimal(order.authorizedAmount);
  if (invoiced.gt(authorised)) {
    throw new SettlementRefusedError(
      `The invoiced total ${formatCurrency(invoiced)} is more than the ${formatCurrency(authorised)} authorised on the card.`,
    );
  }
  const transactionId = order.paymentTransactionId ?? '';
  if (transactionId === '')
    throw new SettlementRefusedError(`Order ${order.orderNumber} has no card authorisation to capture.`);

  let captured: string;
  if (invoiced.eq(0)) {
    await gateway.voidAuthorisation(transactionId);
    captured = dollars(0);
  } else {
    const result = await gateway.captureAuthorisation(transactionId, dollars(amount));
    if (result.status !== 'approved' || result.capturedAmount === null) {
      throw new SettlementRefusedError(
        `The card payment of order ${order.orderNumber} could not be captured: ${result.message || 'declined'}`,
      );
    }
    captured = dollars(result.capturedAmount);
  }
  // A concurrent settlement of the same order recorded the same capture (the gateway answered both alike).
  await db
    .updateTable('orders')
    .set({ captured_amount: captured })
    .where('id', '=', order.id)
    .where('captured_amount', 'is', null)
    .execute();
  return (await recordedCapture(db, order.id)) ?? captured;
}
