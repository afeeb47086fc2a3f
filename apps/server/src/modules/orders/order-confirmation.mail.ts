import { formatCurrency } from '@storefront/domain';
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
}

function isPayload(p: unknown): p is ConfirmationPayload {
  if (typeof p !== 'object' || p === null) return false;
  const v = p as Record<string, unknown>;
  return (
    typeof v.orderNumber === 'string' &&
    typeof v.userId === 'number' &&
    typeof v.to === 'string' &&
    (v.customerId === null || typeof v.customerId === 'number')
  );
}

/** The outbox handler of an order confirmation: the mail, with the same PDF /doc/{id} shows, built from the recorded order. */
export function orderConfirmationMail(db: Db, renderer: Pick<PdfRenderer, 'render'>) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isPayload(payload)) return null;
    const order = await readOrder(db, payload.orderNumber, { customerId: payload.customerId, userId: payload.userId });
    if (!order) return null;
    const site = await readSiteValues(db);
    // The server's own work: it waits its turn for a worker but is never refused.
    const pdf = await renderer.render('orderConfirmation', [order, { siteName: site.siteName }], null);
    const when = order.deliveryDate
      ? `${order.shipMethod === 'Pickup' ? 'Pickup' : 'Delivery'} date: ${order.deliveryDate}`
      : 'Delivery date: to be confirmed';
    const text = [
      `Thank you for your order.`,
      '',
      `Order number: ${order.orderNumber}`,
      when,
      order.poNumber ? `P.O.: ${order.poNumber}` : null,
      `Lines: ${order.lines.length}`,
      `Total: ${formatCurrency(order.total)}`,
      '',
      'The order confirmation is attached.',
      '',
      site.siteName,
    ]
      .filter((l): l is string => l !== null)
      .join('\n');
    return {
      to: payload.to,
      subject: `${site.siteName}: order ${order.orderNumber} confirmed`,
      text,
      attachments: [{ filename: `Order-${order.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
    };
  };
}
