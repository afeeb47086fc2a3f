import {
  checkCheckoutFields,
  type DeliveryDateChoice,
  deliveryDates,
  estimateOrder,
  minimumOrderMessages,
  type OrderEstimate,
} from '@storefront/domain';
import type { CartHeader } from '@storefront/contract';
import type { SiteValues } from '../settings/settings.defaults';
import type { CheckoutTarget } from './checkout-target.service';
import type { PricedCart } from './order-pricing.service';

export const NO_ITEMS = 'No items in cart';
export const DATE_REQUIRED = 'Please choose a delivery date.';

export function datesOf(target: CheckoutTarget, site: SiteValues, now: number): DeliveryDateChoice {
  return deliveryDates(target.schedule, now, site.timeZone, {
    usFederalHolidays: site.usFederalHolidays,
    closedDates: site.closedDates,
  });
}

/**
 * A date outside the valid list. The cut-off may have passed while the page was open,
 * so the text says what changed and which date is now the first.
 */
export function dateRefusal(
  date: string,
  choice: DeliveryDateChoice,
  site: SiteValues,
  target: CheckoutTarget,
): string | null {
  if (choice.dates.includes(date)) return null;
  if (choice.earliestDate === null) return 'No delivery dates are available for this address.';
  const what = target.shipMethod === 'Pickup' ? 'Pickup' : 'Delivery';
  if (date < choice.earliestDate) {
    return `${what} on ${date} is no longer possible: the order cut-off of ${target.schedule.cutoffTime} (${site.timeZone}) has passed. The earliest date is now ${choice.earliestDate}.`;
  }
  return `${what} is not available on ${date}. Please choose one of the offered dates.`;
}

export interface OrderCheckInput {
  priced: PricedCart;
  target: CheckoutTarget;
  header: CartHeader;
  site: SiteValues;
  now: number;
  requirePo: boolean;
}

export interface OrderCheck {
  estimate: OrderEstimate;
  /** Everything that stops the order as it is; empty when it can be submitted. */
  messages: string[];
  choice: DeliveryDateChoice;
}

/** The one place that decides whether a cart can become an order, used by the estimate and by submit. */
export function checkOrder({ priced, target, header, site, now, requirePo }: OrderCheckInput): OrderCheck {
  const estimate = estimateOrder(
    priced.lines.map((l) => ({ extension: l.extension, taxable: l.taxable })),
    target.charges,
  );
  const choice = datesOf(target, site, now);
  if (priced.lines.length === 0 && priced.problems.length === 0) return { estimate, messages: [NO_ITEMS], choice };
  const messages: string[] = [...priced.problems];
  if (target.problem) messages.push(target.problem);
  messages.push(...minimumOrderMessages(estimate.lineTotal, target.minimumOrderAmount));
  const fieldErrors = checkCheckoutFields(
    {
      customerPo: header.customerPo,
      specialInstruction1: header.specialInstruction1,
      specialInstruction2: header.specialInstruction2,
      notes: header.notes,
    },
    { poRequired: requirePo },
  );
  messages.push(...Object.values(fieldErrors).filter((m): m is string => typeof m === 'string'));
  if (header.deliveryDate) {
    const refusal = dateRefusal(header.deliveryDate, choice, site, target);
    if (refusal) messages.push(refusal);
  } else if (site.checkoutRequireDeliveryDate) {
    messages.push(choice.earliestDate === null ? 'No delivery dates are available for this address.' : DATE_REQUIRED);
  }
  return { estimate, messages, choice };
}
