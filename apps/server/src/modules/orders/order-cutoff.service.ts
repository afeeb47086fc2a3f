import { cutoffInstant, type DeliverySchedule, editableUntilText } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { SiteValues } from '../settings/settings.defaults';
import { readSiteValues } from '../settings/settings.repository';
import { addressCutoffTerms, shipToCutoffTerms } from './order-terms.repository';
import { findOrder, type OrderRow, type OrderScope } from './orders.repository';

type Schedule = Pick<DeliverySchedule, 'cutoffTime' | 'leadDays'>;

/**
 * The cut-off terms the order's delivery date is judged by (issue 32): its ship-to's, the pickup counter's, or the
 * zip zone of its delivery address; null when they can no longer be found (the ship-to or address is gone).
 */
async function scheduleOf(db: Db, order: OrderRow, site: SiteValues): Promise<Schedule | null> {
  if (order.customer_id !== null) {
    if (!order.ship_to_code) return null;
    const shipTo = await shipToCutoffTerms(db, order.customer_id, order.ship_to_code);
    return shipTo ? { cutoffTime: shipTo.cutoff_time, leadDays: shipTo.lead_days } : null;
  }
  if (order.ship_method === 'Pickup') return { cutoffTime: site.pickupCutoffTime, leadDays: site.pickupLeadDays };
  if (order.address_id === null || order.user_id === null) return null;
  const zone = await addressCutoffTerms(db, order.user_id, order.address_id);
  return zone ? { cutoffTime: zone.cutoff_time, leadDays: zone.lead_days } : null;
}

/** The instant (epoch ms) the order's delivery date closes to changes, or null when it has no date or terms. */
export async function orderCutoff(db: Db, order: OrderRow, site?: SiteValues): Promise<number | null> {
  if (!order.delivery_date) return null;
  const values = site ?? (await readSiteValues(db));
  const schedule = await scheduleOf(db, order, values);
  return schedule ? cutoffInstant(order.delivery_date, schedule, values.timeZone) : null;
}

export interface Editable {
  until: number;
  text: string;
}

/**
 * Until when the order may still be edited or cancelled: an open order before its cut-off; else null. A card order
 * too: its Save pays the new total with the card entered again and gives the old payment back, its cancellation gives
 * the payment back (revise-order.service, order-edit.service).
 */
export async function editableWindow(
  db: Db,
  order: OrderRow,
  now: number,
  siteValues?: SiteValues,
): Promise<Editable | null> {
  if (order.status !== 'Open') return null;
  const site = siteValues ?? (await readSiteValues(db));
  const until = await orderCutoff(db, order, site);
  if (until === null || now >= until) return null;
  return { until, text: editableUntilText(until, site.timeZone) };
}

/**
 * Until when each open order of a page (at most a page's worth of numbers) may be edited, by order number; orders the
 * scope may not read, closed ones and those past their cut-off are left out.
 */
export async function editableOrders(
  db: Db,
  rows: readonly { order_number: string; status: string }[],
  scope: OrderScope,
  now: number,
): Promise<Map<string, Editable>> {
  const open = rows.filter((r) => r.status === 'Open').map((r) => r.order_number);
  const result = new Map<string, Editable>();
  for (const orderNumber of open.slice(0, 500)) {
    const order = await findOrder(db, orderNumber, scope);
    const editable = order ? await editableWindow(db, order, now) : null;
    if (editable) result.set(orderNumber, editable);
  }
  return result;
}
