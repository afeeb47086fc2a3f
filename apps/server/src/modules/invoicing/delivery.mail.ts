import { formatCurrency, toDecimal } from '@storefront/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { OutgoingMail } from '../../platform/mail/mailer';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { findUserContact } from '../checkout/checkout-target.repository';
import { readSiteValues } from '../settings/settings.repository';
import { findAnyOrder } from './invoicing.repository';

/** Issue 33: the mail that says an order was delivered (invoiced), with a link to check the delivery in. */
export const DELIVERY_MAIL = 'order-delivered';

interface DeliveryPayload {
  orderNumber: string;
  to: string;
  userName: string;
}

function isPayload(p: unknown): p is DeliveryPayload {
  if (typeof p !== 'object' || p === null) return false;
  const v = p as Record<string, unknown>;
  return typeof v.orderNumber === 'string' && typeof v.to === 'string' && typeof v.userName === 'string';
}

/** The web route where the buyer checks a delivery in (apps/web's check-in page). */
export function checkInUrl(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/check-in/${encodeURIComponent(orderNumber)}`;
}

/** Queues the delivery mail to whoever placed the order, in the invoice's transaction; nothing without an address. */
export async function queueDeliveryMail(
  trx: Db,
  outbox: Pick<Outbox, 'enqueue'>,
  order: { order_number: string; user_id: number | null },
): Promise<void> {
  if (order.user_id === null) return;
  const contact = await findUserContact(trx, order.user_id);
  if (!contact?.email) return;
  const payload: DeliveryPayload = { orderNumber: order.order_number, to: contact.email, userName: contact.name };
  await outbox.enqueue(trx, DELIVERY_MAIL, payload);
}

/**
 * The outbox handler: the order as invoiced (number, date, total) and the 'Check In' link where short, damaged or wrong
 * lines become a credit request. Nothing is sent for an order no longer invoiced.
 */
export function deliveryMail(db: Db, config: Pick<Config, 'publicUrl'>) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isPayload(payload) || payload.to === '') return null;
    const order = await findAnyOrder(db, payload.orderNumber);
    if (!order || order.status !== 'Invoiced') return null;
    const site = await readSiteValues(db);
    const total = formatCurrency(toDecimal(order.invoiced_total ?? order.total));
    const invoice = order.invoice_number ? `invoice ${order.invoice_number}` : 'its invoice';
    const text = [
      `Hello ${payload.userName},`,
      '',
      `Order ${order.order_number} was delivered and invoiced on ${order.invoice_date ?? ''} (${invoice}, ${total}).`,
      '',
      'Check the delivery in: mark anything short, damaged, wrong or of poor quality, add photos, and a credit is',
      'requested for you:',
      checkInUrl(config.publicUrl, order.order_number),
      '',
      site.siteName,
    ].join('\n');
    return {
      to: payload.to,
      subject: `${site.siteName}: order ${order.order_number} delivered — check it in`,
      text,
    };
  };
}
