import { STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { cutoffLabel, deliveryDateLabel } from '@storefront/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { OutgoingMail } from '../../platform/mail/mailer';
import { readSiteValues } from '../settings/settings.repository';
import { hasOrderFor } from './reminders.repository';
import type { ReminderPayload } from './reminders.service';

function isPayload(p: unknown): p is ReminderPayload {
  if (typeof p !== 'object' || p === null) return false;
  const v = p as Record<string, unknown>;
  return (
    typeof v.customerId === 'number' &&
    typeof v.to === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.customerName === 'string' &&
    typeof v.deliveryDate === 'string' &&
    typeof v.cutoff === 'number'
  );
}

/** The web route of the products page filtered by the Standard guide (the og hash filter). */
export function standardGuideUrl(publicUrl: string): string {
  return `${publicUrl}/products#og=${encodeURIComponent(STANDARD_ORDER_GUIDE)}`;
}

/**
 * The outbox handler of a reminder (issue 32): the usual order for the delivery date is missing, order by the cut-off,
 * with a link to the Standard guide. Nothing is sent once an order for the date was placed after the reminder was written.
 */
export function orderReminderMail(db: Db, config: Pick<Config, 'publicUrl'>) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isPayload(payload) || payload.to === '') return null;
    if (await hasOrderFor(db, payload.customerId, payload.deliveryDate)) return null;
    const site = await readSiteValues(db);
    const by = cutoffLabel(payload.cutoff, site.timeZone);
    const day = deliveryDateLabel(payload.deliveryDate);
    const text = [
      `Hello ${payload.userName},`,
      '',
      `${payload.customerName} usually orders for delivery on this day of the week, and there is no order yet for ${day}.`,
      '',
      `Order by ${by} to have it delivered that day. Your Standard guide:`,
      standardGuideUrl(config.publicUrl),
      '',
      `You can turn these reminders off under Settings: ${config.publicUrl}/settings`,
      '',
      site.siteName,
    ].join('\n');
    return {
      to: payload.to,
      subject: `${site.siteName}: your usual order for ${day} is missing — order by ${by}`,
      text,
    };
  };
}
