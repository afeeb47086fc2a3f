import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, AccountSummary, OpenArItem } from '@storefront/contract';
import { AR_RECORD_TYPES, daysPastDue, ledgerReconciles, runningBalances, toDecimal } from '@storefront/domain';
import { customerIds } from '../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../test/test-app';
import { accountApi } from '../modules/account/account.fixtures';
import { OVER_NINETY_CUSTOMER } from './ar.seed';
import { SALES_CUSTOMERS } from './demo-accounts';

/** Issue 25 item 5: the demo ledgers, as the salesperson sees them on the day of the seed. */
describe("the demo A/R reads like a distributor's books", () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let sales: Record<string, string>;
  const account = (code: string) => accountApi(t.app, { ...sales, 'x-customer-key': String(ids[code]) });

  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    sales = await signInAs(t.app, 'sales');
  });
  afterAll(() => t.close());

  it.each(SALES_CUSTOMERS)(
    '%s: within its credit limit, a few invoices 1-60 days past due, none 61-90, and a ledger that adds up',
    async (code) => {
      const api = account(code);
      const summary = (await api.summary()).json<AccountSummary>();
      const bucket = (name: string) => toDecimal(summary.buckets.find((b) => b.name === name)?.value ?? '0');
      expect(
        toDecimal(summary.balance).lt(summary.creditLimit),
        `${code} balance ${summary.balance} of ${summary.creditLimit}`,
      ).toBe(true);
      expect(toDecimal(summary.availableCredit).gt(0), `${code} available credit ${summary.availableCredit}`).toBe(
        true,
      );
      expect(bucket('1-30').plus(bucket('31-60')).gt(0)).toBe(true);
      expect(bucket('61-90').toFixed(2)).toBe('0.00');

      const open = (await api.openAr()).json<OpenArItem[]>();
      const pastDue = open.filter(
        (i) => i.recordType === AR_RECORD_TYPES.invoice && daysPastDue(i.dueDate, summary.asOf) > 0,
      );
      const recent = pastDue.filter((i) => daysPastDue(i.dueDate, summary.asOf) <= 60);
      expect(recent.length, `${code} invoices 1-60 days past due`).toBeGreaterThanOrEqual(1);
      expect(recent.length, `${code} invoices 1-60 days past due`).toBeLessThanOrEqual(4);
      // Most of what was billed is paid: the open invoices are the recent ones and a few late ones.
      const invoices = await t.database.db
        .selectFrom('ar_items')
        .select(['initial', 'balance', 'record_type'])
        .where('customer_id', '=', ids[code] ?? 0)
        .execute();
      const billed = invoices.filter((i) => i.record_type === AR_RECORD_TYPES.invoice);
      expect(billed.filter((i) => Number(i.balance) === 0).length / billed.length).toBeGreaterThan(0.7);

      // Every check and credit went to an invoice or is still open: the details' running balance ends at the summary's balance.
      expect(ledgerReconciles(invoices)).toBe(true);
      const detail = (await api.detail()).json<AccountDetail>();
      expect(runningBalances(detail.rows)[0]?.toFixed(2)).toBe(summary.balance);
      expect(new Set(detail.rows.map((r) => r.recordType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    },
  );

  it("has exactly one invoice over 90 days past due among all the demo customers, and it is Northwind Tavern's", async () => {
    const over: string[] = [];
    for (const code of SALES_CUSTOMERS) {
      const api = account(code);
      const { asOf } = (await api.summary()).json<AccountSummary>();
      for (const item of (await api.openAr()).json<OpenArItem[]>()) {
        if (toDecimal(item.balance).gt(0) && daysPastDue(item.dueDate, asOf) > 90)
          over.push(`${code} ${item.reference} (${item.type})`);
      }
    }
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(new RegExp(`^${OVER_NINETY_CUSTOMER} IN\\d+ \\(Invoice\\)$`));
  });
});
