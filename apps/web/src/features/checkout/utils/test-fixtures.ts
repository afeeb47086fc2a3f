import type { CartHeader, Customer, DeliveryAddress, DeliveryDates } from '@storefront/contract';

/** Small hand-made values for the checkout rules' tests. */
export const header: CartHeader = {
  customerShipToCode: null,
  customerPo: 'PO-77',
  specialInstruction1: 'Back door',
  specialInstruction2: '',
  notes: '',
  deliveryDate: null,
  addressId: null,
};

export const customer: Pick<Customer, 'defaultShipto' | 'shiptos'> = {
  defaultShipto: 'DOCK',
  shiptos: [
    {
      code: 'MAIN',
      name: 'Main Kitchen',
      address1: '1 Bay St',
      address2: '',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    },
    {
      code: 'DOCK',
      name: 'Dock Bar',
      address1: '9 Pier Rd',
      address2: '',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    },
  ],
};

export function address(id: number, overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    id,
    key: id,
    isPrimary: false,
    name: 'Jane Doe',
    display: `Home ${id}`,
    address1: '12 Elm St',
    address2: 'Apt 3',
    city: 'Portland',
    state: 'ME',
    zip: '04102',
    county: '',
    contact: '',
    phone: '2075550100',
    deliveryTime: '',
    minimumOrderAmount: '0.00',
    isValidZipCode: true,
    ...overrides,
  };
}

/**
 * Tue 2026-11-24 .. : delivery on Tuesdays and Thursdays. Ordered on Monday 2026-11-23
 * after the cut-off with 1 lead day: the next delivery day by schedule is Tue 11-24
 * (default), the earliest possible is Thu 11-26.
 */
export const dates: DeliveryDates = {
  defaultDate: '2026-11-24',
  earliestDate: '2026-11-26',
  dates: ['2026-11-26', '2026-12-01', '2026-12-03'],
  cutoffTime: '15:00',
  timeZone: 'America/New_York',
  leadDays: 1,
  pickupAt: [],
};
