import type { EditableSiteKey, EditableSiteSettings } from '@storefront/contract';
import { MAX_CATCH_WEIGHT_ALLOWANCE_PERCENT } from '@storefront/domain';

/** Each editable site setting with its label and what it means, in the order the card shows them. */
export const SITE_SETTING_FIELDS: readonly { key: EditableSiteKey; label: string; meaning: string }[] = [
  { key: 'allowGuest', label: 'Allow guests', meaning: 'Visitors may browse the catalogue without signing in.' },
  {
    key: 'allowConsumer',
    label: 'Allow consumer sign-up',
    meaning: 'Members of the public may create an account and order.',
  },
  { key: 'guestHidePricing', label: 'Hide prices from guests', meaning: 'Guests see products without any price.' },
  {
    key: 'allowConsumerPickup',
    label: 'Consumer pickup',
    meaning: 'Consumers may collect orders at the will-call counter.',
  },
  { key: 'allowConsumerDelivery', label: 'Consumer delivery', meaning: 'Consumers may have orders delivered.' },
  {
    key: 'pickupHours',
    label: 'Pickup hours',
    meaning: 'When the will-call counter is open; shown with its address at checkout.',
  },
  {
    key: 'usFederalHolidays',
    label: 'Closed on US federal holidays',
    meaning: 'No delivery or pickup dates are offered on the federal holidays (as observed).',
  },
  {
    key: 'closedDates',
    label: 'Other closed days',
    meaning: 'Dates with no delivery or pickup, YYYY-MM-DD, separated by commas (a stocktaking day, a local holiday).',
  },
  {
    key: 'defaultToStandardOrder',
    label: 'Open the Standard order guide',
    meaning: 'Products open filtered to the customer’s Standard order guide.',
  },
  {
    key: 'zipCodeRestrictionFlag',
    label: 'Restrict delivery by zip code',
    meaning: 'Delivery is offered only to zip codes in a delivery zone.',
  },
  {
    key: 'zipCodeRestrictionMessage',
    label: 'Zip code restriction message',
    meaning: 'Shown when a consumer’s zip code is outside every zone.',
  },
  {
    key: 'checkoutMessage',
    label: 'Checkout message',
    meaning: 'Shown to every buyer at checkout; leave empty for none.',
  },
  {
    key: 'orderQuantityRoundingFlag',
    label: 'Order quantity rounding',
    meaning: 'How quantities that are not a sell-by multiple are rounded.',
  },
  {
    key: 'creditCardHolderNameRequired',
    label: 'Card holder name required',
    meaning: 'Card payments ask for the name on the card.',
  },
  { key: 'creditCardCvvRequired', label: 'Card CVV required', meaning: 'Card payments ask for the security code.' },
  {
    key: 'creditCardAddressRequired',
    label: 'Billing address required',
    meaning: 'Card payments ask for the billing address.',
  },
  { key: 'creditCardPhoneRequired', label: 'Billing phone required', meaning: 'Card payments ask for a phone number.' },
  {
    key: 'catchWeightAllowancePercent',
    label: 'Catch-weight card allowance (%)',
    meaning:
      'A consumer’s card paying for an order with catch-weight items (priced by weight, so the total is an estimate) is authorised for the estimate plus this percent, then charged the invoiced amount. The invoice cannot exceed what was authorised. 0 to 50, up to 2 decimals.',
  },
  {
    key: 'reminderLeadHours',
    label: 'Order reminder time',
    meaning:
      'How long before the order cut-off a customer who usually orders for that delivery day, and has not yet, gets a reminder mail.',
  },
  {
    key: 'standingOrderLeadHours',
    label: 'Standing orders placed',
    meaning:
      'How long before a delivery date’s cut-off each standing order becomes an order; the buyer can change it until the cut-off.',
  },
  {
    key: 'parRoundUpShare',
    label: 'Fill to par: round up from',
    meaning:
      'Order guide counts suggest par minus on hand in whole units (or multiples) of the line: a part of a unit left over orders one more once it reaches this share of a unit, and is dropped below it.',
  },
];

/** The allowance as the admin types it: a number 0 to 50 with up to 2 decimals, or null when it is not one. */
export function allowancePercentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_CATCH_WEIGHT_ALLOWANCE_PERCENT ? value : null;
}

/** The hours the reminder time offers (1 to 48), with the saved value when it is another. */
export function reminderHourChoices(current: number): number[] {
  const hours = [1, 2, 3, 4, 6, 8, 12, 24, 48];
  return hours.includes(current) ? hours : [...hours, current].sort((a, b) => a - b);
}

/** The hours before the cut-off a standing order may be placed (1 to 168), with the saved value when it is another. */
export function standingOrderHourChoices(current: number): number[] {
  const hours = [6, 12, 24, 36, 48, 72, 168];
  return hours.includes(current) ? hours : [...hours, current].sort((a, b) => a - b);
}

/** The round-up shares the fill-to-par setting offers (0 to 1), with the saved value when it is another. */
export function parShareChoices(current: number): number[] {
  const shares = [0, 0.25, 0.5, 0.75, 1];
  return shares.includes(current) ? shares : [...shares, current].sort((a, b) => a - b);
}

/** A share as the setting's menu says it: 'any part of a unit', 'half a unit', 'a whole unit (never round up)'. */
export function parShareLabel(share: number): string {
  if (share === 0) return 'Any part of a unit';
  if (share === 1) return 'A whole unit (never round up)';
  return `${Math.round(share * 100)}% of a unit`;
}

/** Only what differs from what is saved: the POST body. */
export function changedSettings(
  saved: EditableSiteSettings,
  draft: EditableSiteSettings,
): Partial<EditableSiteSettings> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as EditableSiteKey[]) {
    const value = key === 'checkoutMessage' && draft.checkoutMessage?.trim() === '' ? null : draft[key];
    if (JSON.stringify(value) !== JSON.stringify(saved[key])) out[key] = value;
  }
  return out;
}

/** The closed days as the admin types them ('2026-12-28, 2027-01-02') and back. */
export const closedDatesText = (dates: readonly string[]) => dates.join(', ');
export const closedDatesOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((d) => d.trim())
    .filter((d) => d !== '');
