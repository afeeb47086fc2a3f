import { describe, expect, it } from 'vitest';
import type { CustomerAttention } from '@storefront/contract';
import {
  attentionCounts,
  attentionItems,
  creditRequestPath,
  invoicePath,
  productPath,
  STANDARD_GUIDE_PATH,
} from './attention-items';

const quiet: CustomerAttention = {
  customerKey: 7,
  customerCode: 'PINEDL',
  customerName: 'Pine Deli',
  urgency: 1,
  usualOrderMissing: null,
  stoppedBuying: [],
  overdueInvoices: [],
  overdueTotal: '0.00',
  overdueCount: 0,
  viewedNotBought: [],
  openCreditRequests: [],
  openCreditCount: 0,
};

const busy: CustomerAttention = {
  ...quiet,
  usualOrderMissing: { deliveryDate: '2026-11-27', cutoffAt: '2026-11-26T19:00:00.000Z', cutoffLabel: 'Thu 2:00 pm' },
  stoppedBuying: [
    {
      productKey: 41,
      productCode: '10452',
      description: 'Romaine Hearts 3/6 CT',
      lastBoughtOn: '2026-11-02',
      weeksBought: 5,
    },
  ],
  overdueInvoices: [
    {
      arCode: 'AR-9',
      invoiceNumber: 'IN-1234',
      orderNumber: null,
      invoiceDate: '2026-09-13',
      dueDate: '2026-10-13',
      daysPastDue: 45,
      amount: '412.50',
      balance: '412.50',
    },
    {
      arCode: 'AR-10',
      invoiceNumber: 'IN-1300',
      orderNumber: 'SO1300',
      invoiceDate: '2026-09-20',
      dueDate: '2026-10-20',
      daysPastDue: 38,
      amount: '1000.00',
      balance: '250.00',
    },
  ],
  overdueTotal: '1912.50',
  overdueCount: 3,
  openCreditRequests: [
    { number: 'CR-000123', orderNumber: 'SO555', requestedAt: '2026-11-25T15:00:00.000Z', amount: '84.00' },
  ],
  openCreditCount: 2,
  viewedNotBought: [
    { productKey: 52, productCode: '20010', description: 'Basil', lastViewedAt: '2026-11-27T10:00:00Z', views: 3 },
    { productKey: 53, productCode: '20011', description: 'Mint', lastViewedAt: '2026-11-27T09:00:00Z', views: 1 },
  ],
};

describe('attentionItems', () => {
  it('names nothing for a customer whose lists are empty', () => {
    expect(attentionItems(quiet)).toEqual([]);
    expect(attentionCounts(quiet)).toEqual([]);
  });

  it('names each item plainly, most urgent kind first, with the place to act', () => {
    expect(attentionItems(busy).map(({ text, to }) => [text, to])).toEqual([
      ['Usual order for Friday, November 27, 2026 missing — order by Thu 2:00 pm', '/products#og=Standard'],
      ['Stopped buying: Romaine Hearts 3/6 CT (10452) — last on 11/02/2026, bought 5 of 8 weeks', '/product/41'],
      ['Overdue: invoice IN-1234, $412.50, 45 days past due', '/account/detail?search=IN-1234'],
      ['Overdue: invoice IN-1300, $250.00 of $1,000.00, 38 days past due', '/account/detail?search=IN-1300'],
      ['Overdue: 1 more invoice in Account Details', '/account/detail'],
      ['Open credit request CR-000123: $84.00 for order SO555', '/credits/CR-000123'],
      ['Open credit requests: 1 more in Credits', '/credits'],
      ['Viewed 3 times this week, not ordered: Basil (20010)', '/product/52'],
      ['Viewed once this week, not ordered: Mint (20011)', '/product/53'],
    ]);
  });

  it('gives every item of a customer its own key', () => {
    const keys = attentionItems(busy).map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('counts each list in the header, the overdue ones with their total beyond the list', () => {
    expect(attentionCounts(busy)).toEqual([
      'Usual order missing',
      '1 stopped buying',
      '3 overdue · $1,912.50',
      '2 open credit requests',
      '2 viewed, not ordered',
    ]);
  });
});

describe('the places to act', () => {
  it('opens the product page, the invoice in Account Details, the credit request and the Standard guide', () => {
    expect(creditRequestPath('CR-000123')).toBe('/credits/CR-000123');
    expect(productPath(12)).toBe('/product/12');
    expect(invoicePath('IN 7&8')).toBe('/account/detail?search=IN+7%268');
    expect(STANDARD_GUIDE_PATH).toBe('/products#og=Standard');
  });
});
