import type { OrderRemindersPreference, SalespersonAlerts, UsualOrderMissing } from '@storefront/contract';
import {
  calendarDateIn,
  cutoffLabel,
  deliveryDates,
  missingUsualOrder,
  parseDeliveryDays,
  reminderDue,
  usualOrderHistoryRange,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { customersNeedingAttention } from '../salesperson-day/customer-attention.service';
import { readSiteValues } from '../settings/settings.repository';
import type { SiteValues } from '../settings/settings.defaults';
import {
  claimReminder,
  customersPage,
  orderedDates,
  readOrderReminders,
  reminderRecipients,
  salespersonCustomers,
  type ScheduledCustomer,
  writeOrderReminders,
} from './reminders.repository';

/** The outbox kind of a reminder mail. */
export const ORDER_REMINDER_MAIL = 'order-reminder';
/** How many customers one query reads (the job pages through all of them). */
const PAGE_SIZE = 500;
/** A salesperson's customers read at most (as many as /select-customer lists). */
const SALESPERSON_CUSTOMERS = 500;

export interface MissingOrder {
  customer: ScheduledCustomer;
  deliveryDate: string;
  cutoff: number;
}

/**
 * The customers among `customers` whose usual order for their next delivery date (the first date their default
 * ship-to is offered now) is missing, soonest cut-off first. One grouped query reads the orders of all of them.
 */
export async function missingUsualOrders(
  db: Db,
  customers: readonly ScheduledCustomer[],
  site: Pick<SiteValues, 'timeZone' | 'usFederalHolidays' | 'closedDates'>,
  now: number,
): Promise<MissingOrder[]> {
  if (customers.length === 0) return [];
  const range = usualOrderHistoryRange(calendarDateIn(now, site.timeZone));
  const history = await orderedDates(
    db,
    customers.map((c) => c.id),
    range.from,
    range.to,
  );
  const calendar = { usFederalHolidays: site.usFederalHolidays, closedDates: site.closedDates };
  // Customers share schedules, and working out the dates is the costly part: once per schedule.
  const nextDates = new Map<string, string | null>();
  const missing: MissingOrder[] = [];
  for (const customer of customers) {
    const dates = history.get(customer.id);
    // Three orders at least are needed to make a weekday usual.
    if (!dates || dates.length < 3) continue;
    const schedule = {
      deliveryDays: parseDeliveryDays(customer.delivery_days),
      cutoffTime: customer.cutoff_time,
      leadDays: customer.lead_days,
    };
    const scheduleKey = `${customer.delivery_days}|${customer.cutoff_time}|${customer.lead_days}`;
    let nextDate = nextDates.get(scheduleKey);
    if (nextDate === undefined) {
      nextDate = deliveryDates(schedule, now, site.timeZone, calendar).dates[0] ?? null;
      nextDates.set(scheduleKey, nextDate);
    }
    const found = missingUsualOrder({ nextDate, orderedDates: dates, schedule, timeZone: site.timeZone });
    if (found) missing.push({ customer, deliveryDate: found.date, cutoff: found.cutoff });
  }
  return missing.sort((a, b) => a.cutoff - b.cutoff || a.customer.name.localeCompare(b.customer.name));
}

function usualOrderMissingView(missing: MissingOrder, timeZone: string): UsualOrderMissing {
  return {
    customerKey: missing.customer.id,
    customerCode: missing.customer.customer_code,
    customerName: missing.customer.name,
    deliveryDate: missing.deliveryDate,
    cutoffAt: new Date(missing.cutoff).toISOString(),
    cutoffLabel: cutoffLabel(missing.cutoff, timeZone),
  };
}

/**
 * GET /api/salesperson/alerts: the salesperson's own customers whose usual order is missing now, and (issue 33) per
 * customer everything that needs attention, most urgent first.
 */
export async function salespersonAlerts(db: Db, salespersonId: number, now: number): Promise<SalespersonAlerts> {
  const [site, customers] = await Promise.all([
    readSiteValues(db),
    salespersonCustomers(db, salespersonId, SALESPERSON_CUSTOMERS),
  ]);
  const missing = (await missingUsualOrders(db, customers, site, now)).map((m) =>
    usualOrderMissingView(m, site.timeZone),
  );
  const attention = await customersNeedingAttention(db, {
    customers,
    missingOrders: new Map(missing.map((m) => [m.customerKey, m])),
    today: calendarDateIn(now, site.timeZone),
    now,
    timeZone: site.timeZone,
  });
  return { usualOrderMissing: missing, customers: attention };
}

/** The user's own reminder switch (GET /api/preferences/reminders). */
export async function ownOrderReminders(db: Db, userId: number): Promise<OrderRemindersPreference> {
  return { orderReminders: await readOrderReminders(db, userId) };
}

/** PUT /api/preferences/reminders: turns the user's own reminders on or off; answers the switch as saved. */
export async function saveOwnOrderReminders(db: Db, userId: number, on: boolean): Promise<OrderRemindersPreference> {
  await writeOrderReminders(db, userId, on);
  return ownOrderReminders(db, userId);
}

/** What an order-reminder outbox row holds: enough to write the mail without reading anything else. */
export interface ReminderPayload {
  customerId: number;
  to: string;
  userName: string;
  customerName: string;
  deliveryDate: string;
  cutoff: number;
}

/**
 * The reminder job's work: for every customer whose usual order is missing and whose cut-off is within the site's
 * reminderLeadHours, one mail per user who gets reminders, once per (customer, delivery date). The reminders row and
 * the mails are written in one transaction, so a second run, or a second process, sends nothing. Returns how many
 * customers were reminded.
 */
export async function sendDueReminders(deps: {
  db: Db;
  now: () => number;
  outbox: Pick<Outbox, 'enqueue' | 'kick'>;
}): Promise<number> {
  const { db, now, outbox } = deps;
  const site = await readSiteValues(db);
  let reminded = 0;
  for (let afterId = 0; ;) {
    const page = await customersPage(db, afterId, PAGE_SIZE);
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id ?? afterId;
    const at = now();
    for (const missing of await missingUsualOrders(db, page, site, at)) {
      if (!reminderDue(at, missing.cutoff, site.reminderLeadHours)) continue;
      const sent = await db.transaction().execute(async (trx) => {
        const recipients = await reminderRecipients(trx, missing.customer.id);
        if (!(await claimReminder(trx, missing.customer.id, missing.deliveryDate, recipients.length, at))) return false;
        for (const user of recipients) {
          const payload: ReminderPayload = {
            customerId: missing.customer.id,
            to: user.email ?? '',
            userName: user.name,
            customerName: missing.customer.name,
            deliveryDate: missing.deliveryDate,
            cutoff: missing.cutoff,
          };
          await outbox.enqueue(trx, ORDER_REMINDER_MAIL, payload);
        }
        return recipients.length > 0;
      });
      if (sent) reminded += 1;
    }
    if (page.length < PAGE_SIZE) break;
  }
  if (reminded > 0) outbox.kick();
  return reminded;
}
