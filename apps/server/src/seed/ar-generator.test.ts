import { describe, expect, it } from 'vitest';
import { addIsoDays, AR_RECORD_TYPES, daysPastDue, ledgerReconciles, openBalance, toDecimal } from '@storefront/domain';
import { generateArItems, generateLongLedger, type InvoicedOrder } from './ar-generator';
import { createRng } from './prng';

const TODAY = '2026-11-23';

/** A year of a restaurant's orders: about three a month, $100 to $1,500. */
function yearOfOrders(seed: number): InvoicedOrder[] {
  const rng = createRng(seed);
  return Array.from({ length: 40 }, (_, i) => ({
    orderNumber: `SO${100_000 + i}`,
    orderDate: addIsoDays(TODAY, -rng.int(1, 365)),
    total: (rng.int(10_000, 150_000) / 100).toFixed(2),
    poNumber: '',
  }));
}

const openDebits = (items: ReturnType<typeof generateArItems>) => items.filter((i) => toDecimal(i.balance).gt(0));

describe('the A/R generator', () => {
  it('writes a ledger that adds up, within the room it is given, with a few invoices past due and none over 60 days', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const items = generateArItems(yearOfOrders(seed), {
        today: TODAY,
        seed: 1300 + seed,
        extras: true,
        maxBalance: '5000.00',
      });
      expect(ledgerReconciles(items), `seed ${seed}`).toBe(true);
      expect(openBalance(items).lte(5000), `seed ${seed}: ${openBalance(items).toFixed(2)}`).toBe(true);
      const late = openDebits(items).map((i) => daysPastDue(i.due_date, TODAY));
      expect(
        late.filter((d) => d > 60),
        `seed ${seed}`,
      ).toEqual([]);
      const pastDueInvoices = openDebits(items).filter(
        (i) => i.record_type === AR_RECORD_TYPES.invoice && daysPastDue(i.due_date, TODAY) > 0,
      );
      expect(pastDueInvoices.length, `seed ${seed}`).toBeGreaterThanOrEqual(1);
      expect(pastDueInvoices.length, `seed ${seed}`).toBeLessThanOrEqual(4);
      expect(new Set(items.map((i) => i.record_type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    }
  });

  it("with little room pays all it can: what stays open is the last week's invoices and one invoice past due, in part", () => {
    const items = generateArItems(yearOfOrders(2), { today: TODAY, seed: 1302, extras: true, maxBalance: '500.00' });
    expect(ledgerReconciles(items)).toBe(true);
    const invoices = openDebits(items).filter((i) => i.record_type === AR_RECORD_TYPES.invoice);
    const older = invoices.filter((i) => i.invoice_date < addIsoDays(TODAY, -7));
    expect(older).toHaveLength(1);
    expect(daysPastDue(older[0]?.due_date ?? TODAY, TODAY)).toBeGreaterThan(0);
    expect(toDecimal(older[0]?.balance ?? 0).lt(older[0]?.initial ?? 0)).toBe(true);
  });

  it('applies the return and the pricing correction to invoices the checks paid net, and keeps the payment on account open', () => {
    const items = generateArItems(yearOfOrders(9), { today: TODAY, seed: 1309, extras: true });
    const credits = items.filter(
      (i) => i.record_type === AR_RECORD_TYPES.creditMemo || i.record_type === AR_RECORD_TYPES.creditAdjustment,
    );
    expect(credits).toHaveLength(2);
    for (const credit of credits) {
      expect(credit.balance).toBe('0.00');
      const number = /\((IN\d+)\)$/.exec(credit.remarks)?.[1];
      const invoice = items.find((i) => i.reference === number);
      const check = items.find((i) => i.remarks === `Applied to ${number}`);
      expect(invoice?.balance).toBe('0.00');
      expect(
        toDecimal(invoice?.initial ?? 0)
          .plus(credit.initial)
          .plus(check?.initial ?? 0)
          .toFixed(2),
      ).toBe('0.00');
      expect((check?.invoice_date ?? '') > credit.invoice_date).toBe(true);
    }
    expect(items.filter((i) => i.remarks === 'Payment on account').map((i) => i.balance)).toEqual(['-250.00']);
    // The checks are numbered in the order they were written.
    const checks = items.filter((i) => i.record_type === AR_RECORD_TYPES.payment);
    const byDate = [...checks].sort((a, b) =>
      a.invoice_date < b.invoice_date ? -1 : a.invoice_date > b.invoice_date ? 1 : 0,
    );
    expect(byDate.map((c) => Number(c.reference.slice(3)))).toEqual(
      [...byDate.map((c) => Number(c.reference.slice(3)))].sort((a, b) => a - b),
    );
  });

  it('leaves one invoice over 90 days past due only when asked', () => {
    const over = (overNinety: boolean) =>
      openDebits(generateArItems(yearOfOrders(7), { today: TODAY, seed: 1307, extras: true, overNinety })).filter(
        (i) => daysPastDue(i.due_date, TODAY) > 90,
      );
    expect(over(false)).toEqual([]);
    expect(over(true).map((i) => i.record_type)).toEqual([AR_RECORD_TYPES.invoice]);
  });

  it('makes the long bench ledger of at most the rows asked for, which still adds up', () => {
    const items = generateLongLedger(5_000, TODAY);
    expect(items.length).toBeLessThanOrEqual(5_000);
    expect(items.length).toBeGreaterThan(4_990);
    expect(ledgerReconciles(items)).toBe(true);
    expect(new Set(items.map((i) => i.ar_code)).size).toBe(items.length);
    expect(items.some((i) => i.invoice_date < addIsoDays(TODAY, -1000))).toBe(true);
  });
});
