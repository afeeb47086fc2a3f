import {
  type Decimal,
  formatCurrency,
  formatQuantity,
  isNegative,
  MONEY_DECIMALS,
  QUANTITY_DECIMALS,
  toDecimal,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { isoDateOf, localIsoDate } from '../../platform/time/iso-date';
import { deleteLinesById, updateHeader } from '../cart/cart.repository';
import type { CartOwner } from '../cart/cart-owner';
import { substitutesAtSubmit } from '../cart/cart-substitutes.service';
import { queueErpExport } from '../erp-export/erp-export-jobs';
import { recordedTotals } from '../orders/order-totals';
import { insertOrder, listOrderLines, type NewOrderLine } from '../orders/orders.repository';
import { uncommittedStockOf } from '../stock/stock.repository';
import { type CheckoutState, lockAndLoadCheckout } from './checkout.service';

export const ORDER_CONFIRMATION_MAIL = 'order-confirmation';

/** The card that paid, as an order may record it: never the number or the CVV. */
export interface RecordedPayment {
  brand: string;
  last4: string;
  expiry: string;
  transactionId: string;
  /** Issue 31: the card was authorised for this amount (the estimate plus the allowance) rather than charged. */
  authorizedAmount?: string | null;
}

export type Placement =
  | { placed: true; orderNumber: string; total: string; messages: string[] }
  | { placed: false; total: string; messages: string[] };

const money = (d: { toFixed(n: number): string }) => d.toFixed(MONEY_DECIMALS);

/** Spec 2: prices or the cart that changed since the buyer reviewed the order are said, never silently ordered. */
export function totalChanged(expected: string | undefined, state: CheckoutState): string | null {
  const total = state.check.estimate.total;
  if (expected === undefined || total.eq(toDecimal(expected))) return null;
  return `The order total is now ${formatCurrency(total)} (it was ${formatCurrency(expected)} when you reviewed it) because prices or your cart changed. Please review the order and submit it again.`;
}

/** Stock of `keys` free for this order: on hand minus open orders, plus what the order being revised holds itself. */
async function freeStock(db: Db, keys: number[], ownOrderId: number | null): Promise<Map<number, Decimal>> {
  const [free, own] = await Promise.all([
    uncommittedStockOf(db, keys),
    ownOrderId === null ? Promise.resolve([]) : listOrderLines(db, ownOrderId),
  ]);
  for (const l of own) {
    const now = free.get(l.product_key);
    if (now !== undefined) free.set(l.product_key, now.plus(l.stock_quantity));
  }
  return free;
}

/**
 * Lines that ask for more than is in stock: ordered all the same (the rest follows), and said; with the substitute the
 * cart would offer now for a line that cannot be filled (issue 31), named. A revised order (issue 32, `ownOrderId`) is
 * not short of the stock its own lines hold.
 */
export async function stockNotices(
  db: Db,
  state: CheckoutState,
  owner: CartOwner,
  now: number,
  ownOrderId: number | null = null,
): Promise<string[]> {
  const keys = [...new Set(state.priced.lines.map((l) => l.productKey))];
  const free = await freeStock(db, keys, ownOrderId);
  const wanted = new Map<number, { qty: Decimal; description: string }>();
  for (const l of state.priced.lines) {
    const prev = wanted.get(l.productKey);
    wanted.set(l.productKey, { qty: (prev?.qty ?? toDecimal(0)).plus(l.stockQuantity), description: l.description });
  }
  const short = [...wanted].filter(([key, w]) => w.qty.gt(free.get(key) ?? 0));
  const substitutes = await substitutesAtSubmit(
    db,
    owner,
    isoDateOf(now),
    state.priced.lines
      .filter((l) => short.some(([key]) => key === l.productKey))
      .map((l) => ({
        id: l.cartLineId,
        productKey: l.productKey,
        quantity: { value: l.quantity, unit: l.unit },
        extension: l.extension,
        noSubstitutes: l.noSubstitutes,
      })),
    free,
  );
  const notices: string[] = [];
  for (const [key, w] of short) {
    const available = free.get(key) ?? toDecimal(0);
    const substitute = substitutes.get(key);
    notices.push(
      `${w.description}: more than the ${formatQuantity(isNegative(available) ? 0 : available)} in stock was ordered; the rest follows when it arrives.${substitute ? ` Its substitute ${substitute.description} is in stock.` : ''}`,
    );
  }
  return notices;
}

export function orderLines(state: CheckoutState): NewOrderLine[] {
  return state.priced.lines.map((l, i) => ({
    sequence: i + 1,
    product_key: l.productKey,
    product_code: l.productCode,
    description: l.description,
    unit: l.unit,
    quantity: l.quantity.toFixed(QUANTITY_DECIMALS),
    stock_quantity: l.stockQuantity.toFixed(4),
    price_unit: l.priceUnit,
    unit_price: l.unitPrice.toFixed(l.priceDecimals),
    price_decimals: l.priceDecimals,
    extension: money(l.extension),
    is_taxable: l.taxable ? 1 : 0,
    product_text1: l.text1,
    product_text2: l.text2,
    is_catch_weight: l.estimatedWeight ? 1 : 0,
    estimated_weight: l.estimatedWeight?.toFixed(QUANTITY_DECIMALS) ?? null,
    no_substitutes: l.noSubstitutes ? 1 : 0,
  }));
}

/** What an order's header records from the checkout: a placed order, and a revised one (issue 32), alike. */
export function orderHeaderOf(
  target: NonNullable<CheckoutState['target']>,
  header: CheckoutState['header'],
  estimate: CheckoutState['check']['estimate'],
) {
  return {
    delivery_date: header.deliveryDate,
    po_number: header.customerPo.trim(),
    ship_to_code: target.shipToCode,
    ship_method: target.shipMethod,
    address_id: target.addressId,
    ship_to_text: target.lines.join('\n'),
    special_instruction1: header.specialInstruction1,
    special_instruction2: header.specialInstruction2,
    notes: header.notes,
    ...recordedTotals(estimate),
  };
}

/** The card columns an order records of its payment (none for an order not paid by card). */
export function paymentColumnsOf(payment: RecordedPayment | null) {
  return {
    card_brand: payment?.brand ?? null,
    card_last4: payment?.last4 ?? null,
    card_expiry: payment?.expiry ?? null,
    payment_transaction_id: payment?.transactionId ?? null,
    authorized_amount: payment?.authorizedAmount ?? null,
  };
}

export interface PlaceInput {
  db: Db;
  /** The confirmation mail is written in the order's transaction. */
  outbox: Pick<Outbox, 'enqueue'>;
  /** So is the order's ERP export (issue 30). */
  jobs: Pick<JobQueue, 'send'>;
  owner: CartOwner;
  now: number;
  /** The total the buyer confirmed (and, for cards, was charged); a different total now refuses the order. */
  expectedTotal: string | undefined;
  payment: RecordedPayment | null;
  /** Stores the answer with the order (idempotency), in the same transaction. */
  record: (trx: Db, orderNumber: string, total: string, messages: string[]) => Promise<void>;
}

/**
 * One transaction: lock the cart, price it now, check it, record the order and its lines
 * (their stock counts as committed at once: uncommitted stock is on hand minus open
 * orders), take the ordered lines out of the cart, queue the confirmation mail and the
 * ERP export and store the answer. Anything refused leaves everything as it was.
 */
export async function placeOrder(input: PlaceInput): Promise<Placement> {
  const { owner, now } = input;
  return input.db.transaction().execute(async (trx) => {
    const { cartId, state } = await lockAndLoadCheckout(trx, owner, now);
    const total = money(state.check.estimate.total);
    if (cartId === undefined || state.target === null || state.check.messages.length > 0) {
      return {
        placed: false,
        total,
        messages: state.check.messages.length > 0 ? state.check.messages : ['No items in cart'],
      };
    }
    const changed = totalChanged(input.expectedTotal, state);
    if (changed) return { placed: false, total, messages: [changed] };

    const { target, header, check } = state;
    const notices = await stockNotices(trx, state, owner, now);
    const { id: orderId, orderNumber } = await insertOrder(
      trx,
      {
        customer_id: owner.customerId,
        user_id: owner.userId,
        status: 'Open',
        order_date: localIsoDate(now, state.site.timeZone),
        ...orderHeaderOf(target, header, check.estimate),
        ...paymentColumnsOf(input.payment),
        created_at: now,
      },
      orderLines(state),
    );
    await deleteLinesById(
      trx,
      cartId,
      state.priced.lines.map((l) => l.cartLineId),
    );
    // The P.O., date, instructions and notes belonged to this order; the ship-to and address stay.
    await updateHeader(trx, cartId, {
      customer_po: null,
      delivery_date: null,
      special_instruction1: '',
      special_instruction2: '',
      notes: '',
    });
    // The address as the request's session read it (with the user), a moment ago.
    const to = owner.principal.email;
    if (to) {
      await input.outbox.enqueue(trx, ORDER_CONFIRMATION_MAIL, {
        orderNumber,
        userId: owner.userId,
        customerId: owner.customerId,
        to,
      });
    }
    await queueErpExport(trx, input.jobs, 'order', orderId, now);
    await input.record(trx, orderNumber, total, notices);
    return { placed: true, orderNumber, total, messages: notices };
  });
}
