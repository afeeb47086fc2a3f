import { isEntryUsable, REPORT_ENTRIES, type MenuEntry, type MenuEntryState, type UserType } from '@storefront/domain';
import { PATHS } from '../../lib/routes/route-paths';

/** What a route (and its menu item) needs from the menu and the session. */
export interface AccessRule {
  entry?: MenuEntry;
  /** Usable when at least one of these entries is (the report cards of /reports). */
  anyEntry?: readonly MenuEntry[];
  /** Spec 2: account pages redirect Consumer users to /. */
  notForConsumer?: boolean;
  notInPunchout?: boolean;
  onlyFor?: readonly UserType[];
}

export interface AccessContext {
  menu: readonly MenuEntryState[];
  userType: UserType;
  isPunchout: boolean;
}

/** removed: behaves like an unknown path; home: sends the user to /. */
export type AccessResult = 'allowed' | 'removed' | 'home';

// Spec 1 §6 and spec 3 §6: punchout sessions hide history, account, order guides, addresses, admin and settings. The
// server's menu hides their entries too; the rule holds even if an administrator's override showed one.
export const ROUTE_RULES: Partial<Record<string, AccessRule>> = {
  [PATHS.products]: { entry: 'ViewProducts' },
  [PATHS.product]: { entry: 'ViewProducts' },
  [PATHS.categories]: { entry: 'Categories' },
  [PATHS.orderGuide]: { entry: 'OrderGuides', notInPunchout: true },
  [PATHS.orderGuideEdit]: { entry: 'OrderGuides', notInPunchout: true },
  [PATHS.cart]: { entry: 'ViewCart' },
  [PATHS.checkout]: { entry: 'CheckOut' },
  // Issue 32: trade customers only (the server hides the entry from consumers).
  [PATHS.standingOrders]: { entry: 'StandingOrders', notForConsumer: true, notInPunchout: true },
  [PATHS.historyOrders]: { entry: 'OrderHistory', notInPunchout: true },
  [PATHS.historyProducts]: { entry: 'ProductHistory', notInPunchout: true },
  // Issue 33: a delivery is checked in from Order History; credit requests are trade customers' (not consumers').
  [PATHS.checkIn]: { entry: 'OrderHistory', notForConsumer: true, notInPunchout: true },
  [PATHS.credits]: { entry: 'Credits', notForConsumer: true, notInPunchout: true },
  [PATHS.credit]: { entry: 'Credits', notForConsumer: true, notInPunchout: true },
  [PATHS.reports]: { anyEntry: REPORT_ENTRIES, notInPunchout: true },
  [PATHS.accountSummary]: { entry: 'AccountSummary', notForConsumer: true, notInPunchout: true },
  [PATHS.accountDetail]: { entry: 'AccountDetail', notForConsumer: true, notInPunchout: true },
  [PATHS.accountPayment]: { entry: 'InvoicePayment', notForConsumer: true, notInPunchout: true },
  [PATHS.accountAddress]: { entry: 'ShipToMaintenance', notInPunchout: true },
  [PATHS.adminLanding]: { entry: 'EditLandingPage', notInPunchout: true },
  [PATHS.admin]: { entry: 'AdminPanel', notInPunchout: true },
  [PATHS.adminImport]: { entry: 'AdminPanel', notInPunchout: true },
  [PATHS.adminInvoice]: { entry: 'AdminPanel', notInPunchout: true },
  [PATHS.settings]: { notInPunchout: true },
  [PATHS.userPreferences]: { onlyFor: ['Consumer'], notInPunchout: true },
};

export function checkAccess(rule: AccessRule | undefined, ctx: AccessContext): AccessResult {
  if (!rule) return 'allowed';
  // Before the entry check: consumers' account entries are hidden, yet spec 2 sends them to /, not to Not Found.
  if (rule.notForConsumer && ctx.userType === 'Consumer') return 'home';
  if (rule.entry && !isEntryUsable(ctx.menu, rule.entry)) return 'removed';
  if (rule.anyEntry && !rule.anyEntry.some((e) => isEntryUsable(ctx.menu, e))) return 'removed';
  if (rule.notInPunchout && ctx.isPunchout) return 'removed';
  if (rule.onlyFor && !rule.onlyFor.includes(ctx.userType)) return 'removed';
  return 'allowed';
}
