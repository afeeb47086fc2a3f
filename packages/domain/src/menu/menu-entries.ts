import type { UserType } from '../session/user-type';

/** Menu entry keys of spec 1 §6 (and the report keys of spec 3 Reports). */
export const MENU_ENTRIES = [
  'ViewProducts',
  'Categories',
  'OrderGuides',
  'ViewCart',
  'CheckOut',
  // Issue 32: trade customers' standing orders (/standing-orders); not consumers', not in punchout.
  'StandingOrders',
  // Issue 33: credit requests (/credits) of trade customers' users, salespeople and administrators.
  'Credits',
  'OrderHistory',
  'ProductHistory',
  'ViewDocuments',
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'ShipToMaintenance',
  'EditLandingPage',
  'AdminPanel',
  'ColorMaintenance',
  'AllProducts',
  'CustomerSelection',
  'CurrentStatement',
  'OrderGuideList',
  'ProductList',
  'ProductPriceList',
  'QuoteSheet',
] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];
export const isMenuEntry = (value: string): value is MenuEntry => (MENU_ENTRIES as readonly string[]).includes(value);

export const REPORT_ENTRIES = [
  'CurrentStatement',
  'OrderGuideList',
  'ProductList',
  'ProductPriceList',
  'QuoteSheet',
] as const satisfies readonly MenuEntry[];

export interface MenuEntryState {
  key: MenuEntry;
  visible: boolean;
  locked: boolean;
  /** Visiting the entry's page records a visit through GET /api/menu/log/{entry}. */
  logVisit: boolean;
}

/** A route or menu item is usable only when its entry is present, visible and unlocked. */
export function isEntryUsable(entries: readonly MenuEntryState[], key: MenuEntry): boolean {
  const entry = entries.find((e) => e.key === key);
  return !!entry && entry.visible && !entry.locked;
}

export interface MenuAudience {
  userType: UserType;
  isAdmin: boolean;
  isPunchout: boolean;
}

const ACCOUNT_ENTRIES: readonly MenuEntry[] = [
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'ViewDocuments',
  'CurrentStatement',
];
const PUNCHOUT_HIDDEN: readonly MenuEntry[] = [
  'OrderHistory',
  'ProductHistory',
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'ViewDocuments',
  'OrderGuides',
  'StandingOrders',
  'Credits',
  'ShipToMaintenance',
  'EditLandingPage',
  'AdminPanel',
  'ColorMaintenance',
  'CustomerSelection',
  ...REPORT_ENTRIES,
];

/**
 * Whether an entry is visible by default for an audience, before any
 * administrator override (spec 1 §6, spec 2 §6, spec 3 §6).
 */
export function defaultEntryVisible(key: MenuEntry, who: MenuAudience): boolean {
  if (who.isPunchout && PUNCHOUT_HIDDEN.includes(key)) return false;
  switch (who.userType) {
    case 'Public':
      return key === 'ViewProducts' || key === 'Categories' || key === 'AllProducts';
    case 'Consumer':
      if (ACCOUNT_ENTRIES.includes(key)) return false;
      if (key === 'EditLandingPage' || key === 'AdminPanel' || key === 'ColorMaintenance') return false;
      if (key === 'CustomerSelection' || key === 'StandingOrders' || key === 'Credits') return false;
      return true;
    case 'Salesperson':
    case 'Customer':
      if (key === 'EditLandingPage' || key === 'AdminPanel') return who.isAdmin;
      if (key === 'CustomerSelection') return who.userType === 'Salesperson';
      return true;
  }
}
