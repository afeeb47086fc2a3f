import { z } from 'zod/mini';
import { CustomerAttention } from './salesperson-day.schema';

/**
 * Reminders (issue 32): a customer who usually orders for a delivery weekday (3 of the last 4) and has no order for
 * the next delivery date is reminded before the cut-off; each user may turn the mails off on /settings.
 */

/** GET and PUT /api/preferences/reminders: whether the signed-in user gets order reminder mails. */
export const OrderRemindersPreference = z.object({ orderReminders: z.boolean() });
export type OrderRemindersPreference = z.infer<typeof OrderRemindersPreference>;

/** One customer whose usual order for its next delivery date is missing. */
export const UsualOrderMissing = z.object({
  customerKey: z.int(),
  customerCode: z.string(),
  customerName: z.string(),
  /** YYYY-MM-DD. */
  deliveryDate: z.string(),
  /** The instant (ISO) after which an order for that date can no longer be placed. */
  cutoffAt: z.string(),
  /** 'Fri 2:00 pm' in the site's time zone. */
  cutoffLabel: z.string(),
});
export type UsualOrderMissing = z.infer<typeof UsualOrderMissing>;

/**
 * GET /api/salesperson/alerts: what needs the salesperson's attention among their own customers. usualOrderMissing:
 * soonest cut-off first (the /select-customer banner); customers (issue 33): every list per customer, most urgent first.
 */
export const SalespersonAlerts = z.object({
  usualOrderMissing: z.array(UsualOrderMissing),
  customers: z.array(CustomerAttention),
});
export type SalespersonAlerts = z.infer<typeof SalespersonAlerts>;
