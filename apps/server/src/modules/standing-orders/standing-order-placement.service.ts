import { actingCustomerOf } from '../../platform/auth/acting-for.repository';
import { cutoffInstant, dueDeliveryDates, editableUntilText, parseDeliveryDays } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Principal } from '../../platform/auth/principal';
import { userTypeOf } from '../../platform/auth/principal';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { isoDateOf } from '../../platform/time/iso-date';
import { loadCatalogue } from '../cart/cart-context.service';
import type { CartOwner } from '../cart/cart-owner';
import { deleteCart } from '../cart/cart.repository';
import { ORDER_CONFIRMATION_MAIL, placeOrder } from '../checkout/place-order.service';
import { termsOf } from '../checkout/checkout-target.service';
import { findShipTo } from '../checkout/checkout-target.repository';
import type { SiteValues } from '../settings/settings.defaults';
import { readSiteValues } from '../settings/settings.repository';
import { fillCart, unfillableReason } from './standing-order-fill';
import {
  activeStandingOrders,
  findBuyer,
  hasRun,
  insertRunOnce,
  insertRunOrFail,
  linesOf,
  type StandingOrderRow,
} from './standing-orders.repository';

export const STANDING_ORDER_PLACED_MAIL = 'standing-order-placed';
export const STANDING_ORDER_NOT_PLACED_MAIL = 'standing-order-not-placed';

/** Standing orders read per query while the job walks them all. */
const PAGE = 100;

export interface PlacementDeps {
  db: Db;
  outbox: Pick<Outbox, 'enqueue'>;
  jobs: Pick<JobQueue, 'send'>;
  now: number;
}

/** What one run did, per standing order and delivery date (tests and logs). */
export interface PlacementOutcome {
  standingOrderId: number;
  deliveryDate: string;
  orderNumber: string | null;
  messages: string[];
}

export interface PlacedMailPayload {
  to: string;
  userId: number;
  customerId: number;
  orderNumber: string;
  name: string;
  deliveryDate: string;
  editableUntil: string;
  unfilled: string[];
  notices: string[];
}

export interface NotPlacedMailPayload {
  to: string;
  name: string;
  deliveryDate: string;
  messages: string[];
}

const planOf = (so: StandingOrderRow) => ({
  weekdays: parseDeliveryDays(so.weekdays),
  startDate: so.start_date,
  endDate: so.end_date,
  paused: so.paused === 1,
});

/** The cart a standing order's order for one date is placed from: nobody else's, so nothing else is ever in it. */
const standingCartKey = (id: number, deliveryDate: string) => `standing:${id}:${deliveryDate}`;

/**
 * The job (issue 32): every active standing order whose delivery date is due (from standingOrderLeadHours before
 * that date's cut-off until the cut-off) becomes a normal order, priced now, exactly once per (standing order, date)
 * even with several processes running it: the run row is written in the order's transaction under a unique key.
 */
export async function placeDueStandingOrders(deps: PlacementDeps): Promise<PlacementOutcome[]> {
  const site = await readSiteValues(deps.db);
  const outcomes: PlacementOutcome[] = [];
  for (let after = 0; ;) {
    const page = await activeStandingOrders(deps.db, after, PAGE);
    if (page.length === 0) break;
    for (const so of page) {
      after = so.id;
      outcomes.push(...(await placeDueDates(deps, site, so)));
    }
  }
  return outcomes;
}

async function placeDueDates(deps: PlacementDeps, site: SiteValues, so: StandingOrderRow): Promise<PlacementOutcome[]> {
  const shipTo = await findShipTo(deps.db, so.customer_id, so.ship_to_code);
  // A ship-to that is gone has no schedule: nothing is due (the page shows no next delivery).
  if (!shipTo) return [];
  const { schedule } = termsOf(shipTo, true);
  const calendar = { usFederalHolidays: site.usFederalHolidays, closedDates: site.closedDates };
  const due = dueDeliveryDates(planOf(so), schedule, deps.now, site.timeZone, site.standingOrderLeadHours, calendar);
  const outcomes: PlacementOutcome[] = [];
  for (const date of due) {
    if (await hasRun(deps.db, so.id, date)) continue;
    const cutoff = cutoffInstant(date, schedule, site.timeZone) ?? deps.now;
    const outcome = await placeOne(deps, so, date, editableUntilText(cutoff, site.timeZone));
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

function ownerOf(
  so: StandingOrderRow,
  date: string,
  buyer: NonNullable<Awaited<ReturnType<typeof findBuyer>>>,
): CartOwner {
  const { user, customer } = buyer;
  const principal: Principal = {
    sessionId: 0,
    userId: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    kind: user.kind,
    userType: userTypeOf(user.kind),
    isAdmin: user.is_admin === 1,
    customerId: user.customer_id,
    isPunchout: false,
    punchoutCustomerId: null,
    punchoutSessionId: null,
    punchoutReadOnly: false,
    ownCustomer: actingCustomerOf(customer),
  };
  return {
    ownerKey: standingCartKey(so.id, date),
    userId: user.id,
    customerId: so.customer_id,
    sessionId: null,
    principal,
    priceLevel: customer.price_level,
    shipMethod: null,
  };
}

/** Records that no order was placed for the date, and mails why, once. */
async function refuse(
  deps: PlacementDeps,
  so: StandingOrderRow,
  date: string,
  to: string | null,
  messages: string[],
): Promise<PlacementOutcome | null> {
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertRunOnce(trx, {
      standing_order_id: so.id,
      delivery_date: date,
      order_number: null,
      messages: JSON.stringify(messages),
      created_at: deps.now,
    });
    if (inserted && to) {
      const payload: NotPlacedMailPayload = { to, name: so.name, deliveryDate: date, messages };
      await deps.outbox.enqueue(trx, STANDING_ORDER_NOT_PLACED_MAIL, payload);
    }
    await deleteCart(trx, standingCartKey(so.id, date));
    return inserted;
  });
  return recorded ? { standingOrderId: so.id, deliveryDate: date, orderNumber: null, messages } : null;
}

async function placeOne(
  deps: PlacementDeps,
  so: StandingOrderRow,
  date: string,
  editableUntil: string,
): Promise<PlacementOutcome | null> {
  const { db, now } = deps;
  const buyer = await findBuyer(db, so.user_id, so.customer_id);
  if (!buyer || buyer.user.disabled === 1)
    return refuse(deps, so, date, null, ['The account that set up the standing order is disabled.']);
  const to = buyer.user.email;
  const owner = ownerOf(so, date, buyer);

  const lines = await linesOf(db, [so.id]);
  const view = await loadCatalogue(
    db,
    lines.map((l) => l.product_key),
    owner,
    isoDateOf(now),
  );
  const unfilled: string[] = [];
  const fillable = lines.filter((l) => {
    const reason = unfillableReason(view, l);
    if (reason) unfilled.push(reason);
    return reason === null;
  });
  if (fillable.length === 0)
    return refuse(deps, so, date, to, [...unfilled, 'No line of the standing order can be ordered now.']);

  // placeOrder would mail its confirmation; the standing order's own mail (with the confirmation) goes instead.
  const outbox: Pick<Outbox, 'enqueue'> = {
    async enqueue(trx, kind, payload) {
      if (kind !== ORDER_CONFIRMATION_MAIL) await deps.outbox.enqueue(trx, kind, payload);
    },
  };
  try {
    await fillCart(db, so, date, owner, fillable, view, now);
    const placement = await placeOrder({
      db,
      outbox,
      jobs: deps.jobs,
      owner,
      now,
      expectedTotal: undefined,
      payment: null,
      record: async (trx, orderNumber, _total, notices) => {
        // A second process placing the same date fails here, and its order rolls back.
        await insertRunOrFail(trx, {
          standing_order_id: so.id,
          delivery_date: date,
          order_number: orderNumber,
          messages: JSON.stringify([...unfilled, ...notices]),
          created_at: now,
        });
        if (to) {
          const payload: PlacedMailPayload = {
            to,
            userId: owner.userId,
            customerId: so.customer_id,
            orderNumber,
            name: so.name,
            deliveryDate: date,
            editableUntil,
            unfilled,
            notices,
          };
          await deps.outbox.enqueue(trx, STANDING_ORDER_PLACED_MAIL, payload);
        }
      },
    });
    if (!placement.placed) return await refuse(deps, so, date, to, [...unfilled, ...placement.messages]);
    await dropCart(db, owner.ownerKey);
    return {
      standingOrderId: so.id,
      deliveryDate: date,
      orderNumber: placement.orderNumber,
      messages: [...unfilled, ...placement.messages],
    };
  } catch (err) {
    // Another process placed it first (the unique run key, or its clean-up took the cart from under this one).
    if (await hasRun(db, so.id, date)) {
      await dropCart(db, owner.ownerKey);
      return null;
    }
    throw err;
  }
}

/** A standing order's cart once its date is done; a clean-up racing another process's fill may fail and is left. */
async function dropCart(db: Db, ownerKey: string): Promise<void> {
  try {
    await deleteCart(db, ownerKey);
  } catch {
    // A leftover cart of a done date is never read again: harmless.
  }
}
