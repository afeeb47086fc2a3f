import type { CartHeader, CartHeaderUpdate, Customer, DeliveryAddress, DeliveryDates } from '@storefront/contract';
import { initialDeliveryDate, type DeliveryDateFlag, type ShipMethod } from '@storefront/domain';

/** What the Delivery (or Pickup) Details step edits; saved to the cart header on Next. */
export interface DetailsForm {
  /** Trade customers: the chosen ship-to code. */
  shipToCode: string | null;
  /** Consumers delivering: the chosen delivery address id. */
  addressId: number | null;
  /** ISO 'YYYY-MM-DD', one of the valid dates. */
  deliveryDate: string | null;
  customerPo: string;
  specialInstruction1: string;
  specialInstruction2: string;
  notes: string;
}

/** Who is checking out and how, as the details step needs it. */
export interface DetailsMode {
  consumer: boolean;
  shipMethod: ShipMethod | null;
}

export const isConsumerDelivery = (mode: DetailsMode): boolean => mode.consumer && mode.shipMethod !== 'Pickup';
export const isConsumerPickup = (mode: DetailsMode): boolean => mode.consumer && mode.shipMethod === 'Pickup';

/** The cart's ship-to when the customer still has it, else the customer's default, else the first. */
export function chooseShipTo(
  current: string | null,
  customer: Pick<Customer, 'defaultShipto' | 'shiptos'> | null,
): string | null {
  const shiptos = customer?.shiptos ?? [];
  const has = (code: string | null | undefined): code is string => !!code && shiptos.some((s) => s.code === code);
  if (has(current)) return current;
  if (has(customer?.defaultShipto)) return customer?.defaultShipto ?? null;
  return shiptos[0]?.code ?? null;
}

/** The cart's address when it is still in the book, else the primary one (listed first), else the first. */
export function chooseAddress(current: number | null, addresses: readonly DeliveryAddress[]): number | null {
  if (current !== null && addresses.some((a) => a.id === current)) return current;
  return (addresses.find((a) => a.isPrimary) ?? addresses[0])?.id ?? null;
}

/** The form as the cart header left it (the server prefills the P.O. from customer.defaultPO). */
export function initialDetails(
  header: CartHeader,
  customer: Pick<Customer, 'defaultShipto' | 'shiptos'> | null,
): DetailsForm {
  return {
    shipToCode: chooseShipTo(header.customerShipToCode, customer),
    addressId: header.addressId,
    deliveryDate: header.deliveryDate,
    customerPo: header.customerPo,
    specialInstruction1: header.specialInstruction1,
    specialInstruction2: header.specialInstruction2,
    notes: header.notes,
  };
}

/**
 * Whose schedule the dates follow: a trade ship-to, a consumer's delivery address, or
 * neither ('cart': the pickup days when the X-Ship-Method header says Pickup, else the cart's own).
 */
export type DeliveryDatesTarget = { kind: 'shipTo'; code: string } | { kind: 'address'; id: number } | { kind: 'cart' };

/** null: nothing to ask yet (a consumer delivering without an address). */
export function deliveryDatesTarget(
  mode: DetailsMode,
  form: Pick<DetailsForm, 'shipToCode' | 'addressId'>,
): DeliveryDatesTarget | null {
  if (isConsumerPickup(mode)) return { kind: 'cart' };
  if (mode.consumer) return form.addressId === null ? null : { kind: 'address', id: form.addressId };
  return form.shipToCode === null ? { kind: 'cart' } : { kind: 'shipTo', code: form.shipToCode };
}

/**
 * Spec 2 §4: a date still valid is kept; otherwise the default follows from the
 * default and earliest dates (none when the user must enter it). A date that is
 * not offered is never kept: the picker offers only the valid dates.
 */
export function chooseDeliveryDate(
  current: string | null,
  dates: DeliveryDates,
  flag: DeliveryDateFlag,
): string | null {
  if (current !== null && dates.dates.includes(current)) return current;
  const initial = initialDeliveryDate({ defaultDate: dates.defaultDate, earliestDate: dates.earliestDate }, flag);
  return initial !== null && dates.dates.includes(initial) ? initial : null;
}

/** POST /api/cart/header body: the ship-to for trade customers, the address for consumers delivering. */
export function headerUpdate(form: DetailsForm, mode: DetailsMode): CartHeaderUpdate {
  const update: CartHeaderUpdate = {
    customerPo: form.customerPo.trim(),
    specialInstruction1: form.specialInstruction1,
    specialInstruction2: form.specialInstruction2,
    notes: form.notes,
    deliveryDate: form.deliveryDate,
  };
  if (!mode.consumer) update.customerShipToCode = form.shipToCode;
  if (isConsumerDelivery(mode)) update.addressId = form.addressId;
  return update;
}
