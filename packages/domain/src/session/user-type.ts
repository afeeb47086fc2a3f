/** Who the browser is acting as (spec 1 §4 "User type derivation"). */
export const USER_TYPES = ['Public', 'Consumer', 'Salesperson', 'Customer'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

export const SESSION_TYPES = ['Normal', 'Consumer', 'Guest'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SHIP_METHODS = ['Pickup', 'Delivery'] as const;
export type ShipMethod = (typeof SHIP_METHODS)[number];

/**
 * Spec 1 §4: no saved token means Public; sessionType Guest means Public;
 * Consumer means Consumer; Normal means Salesperson when isSalesperson, else Customer.
 */
export function deriveUserType(input: {
  hasToken: boolean;
  sessionType?: SessionType;
  isSalesperson?: boolean;
}): UserType {
  if (!input.hasToken) return 'Public';
  if (input.sessionType === 'Guest') return 'Public';
  if (input.sessionType === 'Consumer') return 'Consumer';
  return input.isSalesperson ? 'Salesperson' : 'Customer';
}

/**
 * Spec 1 §4: ready requires a ship method unless the user is a salesperson or
 * the customer key is nonzero.
 */
export function needsShipMethod(input: {
  userType: UserType;
  customerKey: number;
  shipMethod: ShipMethod | null;
}): boolean {
  if (input.userType === 'Salesperson' || input.userType === 'Public') return false;
  if (input.customerKey !== 0) return false;
  return input.shipMethod === null;
}
