import type { OrderView } from '@storefront/contract';
import { ESTIMATED_TOTAL_LABEL, formatCurrency, formatFixedPricePer, formatWeight } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { OutgoingMail } from '../../platform/mail/mailer';
import type { PdfRenderer } from '../../platform/pdf/render-pool';
import { readSiteValues } from '../settings/settings.repository';
import { readOrder } from './order-view.service';

interface ConfirmationPayload {
  orderNumber: string;
  userId: number;
  customerId: number | null;
  to: string;
  /** Issue 32: the order was edited (a revised confirmation) or cancelled; left out for a new order. */
  change?: 'revised' | 'cancelled';
}

const HEADINGS = {
  placed: ['Thank you for your order.', 'confirmed'],
  revised: ['Your order was changed. This is the revised confirmation.', 'revised'],
  cancelled: ['Your order was cancelled.', 'cancelled'],
} as const;

function isPayload(p: unknown): p is ConfirmationPayload {
  if (typeof p !== 'object' || p === null) return false;
  const v = p as Record<string, unknown>;
  return (
    typeof v.orderNumber === 'string' &&
    typeof v.userId === 'number' &&
    typeof v.to === 'string' &&
    (v.customerId === null || typeof v.customerId === 'number') &&
    (v.change === undefined || v.change === 'revised' || v.change === 'cancelled')
  );
}

/**
 * Issue 31: an order with catch-weight lines is an estimate until invoiced at the weights shipped. The mail says so
 * line by line (price per pound, estimated weight and extension) and labels the total 'Estimated total'.
 */
function estimateLines(order: OrderView): string[] {
  const weighed = order.lines.filter((l) => l.estimatedWeight !== null);
  return [
    `${ESTIMATED_TOTAL_LABEL}: ${formatCurrency(order.total)}`,
    '',
    'Priced by weight and invoiced at the weight shipped:',
    ...weighed.map(
      (l) =>
        `- ${l.description}: ${l.quantity} ${l.unit}, estimated ${formatWeight(l.estimatedWeight ?? 0, l.priceUnit)} × ${formatFixedPricePer(l.unitPrice, l.priceUnit)} = ${formatCurrency(l.extension)}`,
    ),
  ];
}

/** The outbox handler of an order confirmation: the mail, with the same PDF /doc/{id} shows, built from the recorded order. */
export function orderConfirmationMail(db: Db, renderer: Pick<PdfRenderer, 'render'>) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isPayload(payload)) return null;
    const site = await readSiteValues(db);
    const scope = { customerId: payload.customerId, userId: payload.userId };
    const order = await readOrder(db, payload.orderNumber, scope, undefined, site);
    if (!order) return null;
    // The server's own work: it waits its turn for a worker but is never refused.
    const pdf = await renderer.render('orderConfirmation', [order, { siteName: site.siteName }], null);
    const when = order.deliveryDate
      ? `${order.shipMethod === 'Pickup' ? 'Pickup' : 'Delivery'} date: ${order.deliveryDate}`
      : 'Delivery date: to be confirmed';
    const [opening, verb] = HEADINGS[payload.change ?? 'placed'];
    const text = [
      opening,
      '',
      `Order number: ${order.orderNumber}`,
      when,
      order.poNumber ? `P.O.: ${order.poNumber}` : null,
      `Lines: ${order.lines.length}`,
      payload.change !== 'cancelled' && order.editableUntilText ? `${order.editableUntilText}.` : null,
      ...(order.isEstimate ? estimateLines(order) : [`Total: ${formatCurrency(order.total)}`]),
      '',
      'The order confirmation is attached.',
      '',
      site.siteName,
    ]
      .filter((l): l is string => l !== null)
      .join('\n');
    return {
      to: payload.to,
      subject: `${site.siteName}: order ${order.orderNumber} ${verb}`,
      text,
      attachments: [{ filename: `Order-${order.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
    };
  };
}
