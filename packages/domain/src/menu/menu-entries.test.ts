import { describe, expect, it } from 'vitest';
import { defaultEntryVisible, isEntryUsable } from './menu-entries';

describe('defaultEntryVisible', () => {
  it('hides account pages from consumers but shows them to customers', () => {
    const consumer = { userType: 'Consumer', isAdmin: false, isPunchout: false } as const;
    const customer = { userType: 'Customer', isAdmin: false, isPunchout: false } as const;
    expect(defaultEntryVisible('AccountSummary', consumer)).toBe(false);
    expect(defaultEntryVisible('InvoicePayment', consumer)).toBe(false);
    expect(defaultEntryVisible('AccountSummary', customer)).toBe(true);
  });
  it('shows admin entries only to administrators', () => {
    expect(defaultEntryVisible('AdminPanel', { userType: 'Customer', isAdmin: false, isPunchout: false })).toBe(false);
    expect(defaultEntryVisible('AdminPanel', { userType: 'Customer', isAdmin: true, isPunchout: false })).toBe(true);
  });
  it('hides history, account and admin in punchout', () => {
    const who = { userType: 'Customer', isAdmin: true, isPunchout: true } as const;
    expect(defaultEntryVisible('OrderHistory', who)).toBe(false);
    expect(defaultEntryVisible('AdminPanel', who)).toBe(false);
    expect(defaultEntryVisible('ViewCart', who)).toBe(true);
  });
  it('lets the customer-selection entry be seen by salespeople only', () => {
    expect(
      defaultEntryVisible('CustomerSelection', { userType: 'Salesperson', isAdmin: false, isPunchout: false }),
    ).toBe(true);
    expect(defaultEntryVisible('CustomerSelection', { userType: 'Customer', isAdmin: false, isPunchout: false })).toBe(
      false,
    );
  });
});

describe('StandingOrders (issue 32)', () => {
  it('is for trade customers and salespeople: not consumers, guests or punchout', () => {
    expect(defaultEntryVisible('StandingOrders', { userType: 'Customer', isAdmin: false, isPunchout: false })).toBe(
      true,
    );
    expect(defaultEntryVisible('StandingOrders', { userType: 'Salesperson', isAdmin: false, isPunchout: false })).toBe(
      true,
    );
    expect(defaultEntryVisible('StandingOrders', { userType: 'Consumer', isAdmin: false, isPunchout: false })).toBe(
      false,
    );
    expect(defaultEntryVisible('StandingOrders', { userType: 'Public', isAdmin: false, isPunchout: false })).toBe(
      false,
    );
    expect(defaultEntryVisible('StandingOrders', { userType: 'Customer', isAdmin: false, isPunchout: true })).toBe(
      false,
    );
  });
});

describe('Credits (issue 33)', () => {
  it("is for customers' users, salespeople and administrators: not consumers, guests or punchout", () => {
    const visible = (
      userType: 'Customer' | 'Salesperson' | 'Consumer' | 'Public',
      isAdmin = false,
      isPunchout = false,
    ) => defaultEntryVisible('Credits', { userType, isAdmin, isPunchout });
    expect([visible('Customer'), visible('Salesperson'), visible('Customer', true)]).toEqual([true, true, true]);
    expect([visible('Consumer'), visible('Public'), visible('Customer', false, true)]).toEqual([false, false, false]);
  });
});

describe('isEntryUsable', () => {
  it('needs the entry present, visible and unlocked', () => {
    const entries = [
      { key: 'ViewCart', visible: true, locked: false, logVisit: false },
      { key: 'CheckOut', visible: true, locked: true, logVisit: false },
      { key: 'OrderHistory', visible: false, locked: false, logVisit: false },
    ] as const;
    expect(isEntryUsable(entries, 'ViewCart')).toBe(true);
    expect(isEntryUsable(entries, 'CheckOut')).toBe(false);
    expect(isEntryUsable(entries, 'OrderHistory')).toBe(false);
    expect(isEntryUsable(entries, 'Categories')).toBe(false);
  });
});
