import { describe, expect, it } from 'vitest';
import type { MenuEntryState } from '@storefront/domain';
import { checkAccess, ROUTE_RULES } from './route-access';
import { PATHS } from '../../lib/routes/route-paths';

const entry = (key: MenuEntryState['key'], over: Partial<MenuEntryState> = {}): MenuEntryState => ({
  key,
  visible: true,
  locked: false,
  logVisit: false,
  ...over,
});
const ctx = (menu: MenuEntryState[], userType: 'Customer' | 'Consumer' = 'Customer', isPunchout = false) => ({
  menu,
  userType,
  isPunchout,
});

describe('route access', () => {
  it('removes a route whose entry is absent, hidden or locked', () => {
    const rule = ROUTE_RULES[PATHS.categories];
    expect(checkAccess(rule, ctx([entry('Categories')]))).toBe('allowed');
    expect(checkAccess(rule, ctx([]))).toBe('removed');
    expect(checkAccess(rule, ctx([entry('Categories', { visible: false })]))).toBe('removed');
    expect(checkAccess(rule, ctx([entry('Categories', { locked: true })]))).toBe('removed');
  });

  it('keeps /reports while any report entry is usable', () => {
    const rule = ROUTE_RULES[PATHS.reports];
    expect(checkAccess(rule, ctx([entry('QuoteSheet')]))).toBe('allowed');
    expect(checkAccess(rule, ctx([entry('QuoteSheet', { locked: true }), entry('ViewCart')]))).toBe('removed');
  });

  it('sends consumers home from account pages but not from addresses', () => {
    const menu = [entry('AccountSummary'), entry('ShipToMaintenance')];
    expect(checkAccess(ROUTE_RULES[PATHS.accountSummary], ctx(menu, 'Consumer'))).toBe('home');
    expect(checkAccess(ROUTE_RULES[PATHS.accountSummary], ctx(menu, 'Customer'))).toBe('allowed');
    expect(checkAccess(ROUTE_RULES[PATHS.accountAddress], ctx(menu, 'Consumer'))).toBe('allowed');
    // Consumers' account entries are hidden by the server; they are still sent home, not to Not Found.
    expect(checkAccess(ROUTE_RULES[PATHS.accountDetail], ctx([], 'Consumer'))).toBe('home');
  });

  it('hides settings in punchout and preferences from non-consumers', () => {
    expect(checkAccess(ROUTE_RULES[PATHS.settings], ctx([], 'Customer', true))).toBe('removed');
    expect(checkAccess(ROUTE_RULES[PATHS.settings], ctx([], 'Customer'))).toBe('allowed');
    expect(checkAccess(ROUTE_RULES[PATHS.userPreferences], ctx([], 'Customer'))).toBe('removed');
    expect(checkAccess(ROUTE_RULES[PATHS.userPreferences], ctx([], 'Consumer'))).toBe('allowed');
  });

  it('removes in punchout what spec 1 §6 and spec 3 §6 hide, even with every menu entry visible', () => {
    const everything = (
      [
        'ViewProducts',
        'Categories',
        'OrderGuides',
        'ViewCart',
        'CheckOut',
        'OrderHistory',
        'ProductHistory',
        'AccountSummary',
        'AccountDetail',
        'InvoicePayment',
        'ShipToMaintenance',
        'EditLandingPage',
        'AdminPanel',
        'QuoteSheet',
      ] as const
    ).map((key) => entry(key));
    const hidden = [
      PATHS.orderGuide,
      PATHS.orderGuideEdit,
      PATHS.historyOrders,
      PATHS.historyProducts,
      PATHS.reports,
      PATHS.accountSummary,
      PATHS.accountDetail,
      PATHS.accountPayment,
      PATHS.accountAddress,
      PATHS.adminLanding,
      PATHS.admin,
      PATHS.adminImport,
      PATHS.adminInvoice,
      PATHS.settings,
      PATHS.userPreferences,
    ];
    for (const path of hidden) {
      expect(checkAccess(ROUTE_RULES[path], ctx(everything, 'Customer', true)), path).toBe('removed');
      if (path !== PATHS.userPreferences)
        expect(checkAccess(ROUTE_RULES[path], ctx(everything, 'Customer')), path).toBe('allowed');
    }
    for (const path of [PATHS.products, PATHS.product, PATHS.categories, PATHS.cart, PATHS.checkout]) {
      expect(checkAccess(ROUTE_RULES[path], ctx(everything, 'Customer', true)), path).toBe('allowed');
    }
  });

  it('keeps /standing-orders for trade buyers: consumers go home, punchout and a hidden entry remove it (issue 32)', () => {
    const rule = ROUTE_RULES[PATHS.standingOrders];
    expect(checkAccess(rule, ctx([entry('StandingOrders')]))).toBe('allowed');
    expect(checkAccess(rule, ctx([entry('StandingOrders', { locked: true })]))).toBe('removed');
    expect(checkAccess(rule, ctx([entry('StandingOrders')], 'Customer', true))).toBe('removed');
    expect(checkAccess(rule, ctx([], 'Consumer'))).toBe('home');
  });

  it('keeps /credits and the check-in for trade users: consumers go home, punchout removes them (issue 33)', () => {
    for (const [path, key] of [
      [PATHS.credits, 'Credits'],
      [PATHS.credit, 'Credits'],
      [PATHS.checkIn, 'OrderHistory'],
    ] as const) {
      const rule = ROUTE_RULES[path];
      expect(checkAccess(rule, ctx([entry(key)])), path).toBe('allowed');
      expect(checkAccess(rule, ctx([entry(key, { locked: true })])), path).toBe('removed');
      expect(checkAccess(rule, ctx([entry(key)], 'Customer', true)), path).toBe('removed');
      expect(checkAccess(rule, ctx([], 'Consumer')), path).toBe('home');
    }
  });

  it('keeps the ERP import for those with the Admin panel', () => {
    const rule = ROUTE_RULES[PATHS.adminImport];
    expect(checkAccess(rule, ctx([entry('AdminPanel')]))).toBe('allowed');
    expect(checkAccess(rule, ctx([entry('ViewProducts')]))).toBe('removed');
  });

  it('keeps invoicing for those with the Admin panel', () => {
    const rule = ROUTE_RULES[PATHS.adminInvoice];
    expect(checkAccess(rule, ctx([entry('AdminPanel')]))).toBe('allowed');
    expect(checkAccess(rule, ctx([entry('ViewProducts')]))).toBe('removed');
  });
});
