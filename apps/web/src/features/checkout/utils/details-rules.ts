import type { DeliveryAddress } from '@storefront/contract';
import { checkCheckoutFields, minimumOrderMessages, type CheckoutFieldErrors } from '@storefront/domain';
import { isConsumerDelivery, type DetailsForm, type DetailsMode } from './delivery-details';

/** Spec 2 §8. */
export const DELIVERY_DATES_FAILED_MESSAGE = 'Unable to Load Delivery Dates.';
/** The spec names no text for these; ours. */
export const DELIVERY_DATE_REQUIRED_MESSAGE = 'Delivery Date is required';
export const SHIP_TO_REQUIRED_MESSAGE = 'Ship-To is required';
export const ADDRESS_REQUIRED_MESSAGE = 'A delivery address is required to place a delivery order.';
export const ZIP_RESTRICTED_FALLBACK = 'We do not deliver to this zip code.';

export type DetailsFieldErrors = CheckoutFieldErrors & { deliveryDate?: string; shipToCode?: string };

export interface DetailsRules {
  mode: DetailsMode;
  /** Spec 2 §5: consumers always, trade customers when the customer's requiredPO is set. */
  poRequired: boolean;
  /** settings.checkoutRequireDeliveryDate. */
  requireDeliveryDate: boolean;
  /** Trade customers with ship-tos must choose one. */
  hasShipTos: boolean;
}

export const poRequired = (consumer: boolean, requiredPO: boolean | undefined): boolean =>
  consumer || requiredPO === true;

export function detailsFieldErrors(form: DetailsForm, rules: DetailsRules): DetailsFieldErrors {
  const errors: DetailsFieldErrors = { ...checkCheckoutFields(form, { poRequired: rules.poRequired }) };
  if (rules.requireDeliveryDate && !form.deliveryDate) errors.deliveryDate = DELIVERY_DATE_REQUIRED_MESSAGE;
  if (!rules.mode.consumer && rules.hasShipTos && !form.shipToCode) errors.shipToCode = SHIP_TO_REQUIRED_MESSAGE;
  return errors;
}

export interface AddressCheck {
  mode: DetailsMode;
  address: DeliveryAddress | null;
  /** The cart's line total; null when some line has no amount (the estimate then speaks for the server). */
  lineTotal: string | null;
  zipRestrictionMessage: string;
}

/**
 * Spec 2 §4: for a consumer delivering, an address whose zip we do not serve, or a
 * cart below the zone's minimum order, blocks Next. The texts are shown as they are.
 */
export function addressBlockers(check: AddressCheck): string[] {
  if (!isConsumerDelivery(check.mode)) return [];
  if (!check.address) return [ADDRESS_REQUIRED_MESSAGE];
  const blockers: string[] = [];
  if (!check.address.isValidZipCode) blockers.push(check.zipRestrictionMessage.trim() || ZIP_RESTRICTED_FALLBACK);
  if (check.lineTotal !== null)
    blockers.push(...minimumOrderMessages(check.lineTotal, check.address.minimumOrderAmount));
  return blockers;
}

export function canContinueDetails(errors: DetailsFieldErrors, blockers: readonly string[]): boolean {
  return Object.values(errors).every((e) => !e) && blockers.length === 0;
}

/** Messages appear once a field was left (blur) or Next was pressed, never while the page first shows. */
export function visibleErrors<K extends string>(
  errors: Partial<Record<K, string>>,
  touched: ReadonlySet<K>,
  submitted: boolean,
): Partial<Record<K, string>> {
  if (submitted) return errors;
  const shown: Partial<Record<K, string>> = {};
  for (const key of touched) {
    const message = errors[key];
    if (message) shown[key] = message;
  }
  return shown;
}
