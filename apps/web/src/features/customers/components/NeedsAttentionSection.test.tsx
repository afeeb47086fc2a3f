import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerAttention } from '@storefront/contract';
import { FIRST_SHOWN, NeedsAttentionSection } from './NeedsAttentionSection';

// The web project runs in node (no DOM): the section is rendered to HTML and read as such; following a link (select
// the customer, then open the page) is driven in the browser by e2e/tests/salesperson-day.spec.ts.

const customer = (key: number, extra: Partial<CustomerAttention> = {}): CustomerAttention => ({
  customerKey: key,
  customerCode: `C${key}`,
  customerName: `Customer ${key}`,
  urgency: key,
  usualOrderMissing: null,
  stoppedBuying: [],
  overdueInvoices: [],
  overdueTotal: '0.00',
  overdueCount: 0,
  viewedNotBought: [],
  openCreditRequests: [],
  openCreditCount: 0,
  ...extra,
});

const overdue = customer(1, {
  overdueInvoices: [
    {
      arCode: 'AR-1',
      invoiceNumber: 'IN-1234',
      orderNumber: null,
      invoiceDate: '2026-09-13',
      dueDate: '2026-10-13',
      daysPastDue: 45,
      amount: '412.50',
      balance: '412.50',
    },
  ],
  overdueTotal: '412.50',
  overdueCount: 1,
});
const viewed = customer(2, {
  viewedNotBought: [
    { productKey: 52, productCode: '20010', description: 'Basil', lastViewedAt: '2026-11-27T10:00:00Z', views: 3 },
  ],
});

function render(props: Partial<Parameters<typeof NeedsAttentionSection>[0]>): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <NeedsAttentionSection status="success" customers={[]} onRetry={() => {}} onAct={() => {}} {...props} />
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const headings = (html: string) => [...html.matchAll(/<(h\d)[^>]*>/g)].map((m) => m[1]);

describe('NeedsAttentionSection', () => {
  it('is a region named by its heading in every state', () => {
    for (const status of ['pending', 'error', 'success'] as const) {
      const html = render({ status });
      expect(html).toMatch(/<section[^>]*aria-labelledby="needs-attention-title"/);
      expect(html).toMatch(/<h2[^>]*id="needs-attention-title"[^>]*>Needs attention<\/h2>/);
    }
  });

  it('says it is loading, then what failed with a retry, then that nothing needs attention', () => {
    expect(render({ status: 'pending' })).toContain('aria-label="Loading what needs attention"');
    const failed = render({ status: 'error' });
    expect(text(failed)).toContain('What needs attention could not be loaded.');
    expect(failed).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(text(render({ status: 'success' }))).toContain('Nothing needs attention today.');
  });

  it('shows one part per customer, most urgent first, with the counts in its heading under the section heading', () => {
    const html = render({ customers: [overdue, viewed] });
    const shown = text(html);
    expect(shown).toContain('2 customers');
    expect(shown.indexOf('Customer 1')).toBeLessThan(shown.indexOf('Customer 2'));
    expect(shown).toContain('1 overdue · $412.50');
    expect(shown).toContain('1 viewed, not ordered');
    expect(headings(html)).toEqual(['h2', 'h3', 'h3']);
    // The most urgent customer starts open.
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
  });

  it('links each item to the place to act on it', () => {
    const html = render({ customers: [overdue, viewed] });
    expect(html).toMatch(
      /<a[^>]*href="\/account\/detail\?search=IN-1234"[^>]*>.*Overdue: invoice IN-1234, \$412\.50, 45 days past due/,
    );
    expect(html).toMatch(/<a[^>]*href="\/product\/52"[^>]*>.*Viewed 3 times this week, not ordered: Basil \(20010\)/);
  });

  it(`shows the first ${FIRST_SHOWN} customers and a button for all of them`, () => {
    const many = Array.from({ length: FIRST_SHOWN + 2 }, (_, i) => ({ ...overdue, customerKey: i + 1 }));
    const html = render({ customers: many });
    expect(headings(html).filter((h) => h === 'h3')).toHaveLength(FIRST_SHOWN);
    expect(text(html)).toContain(`Show all ${FIRST_SHOWN + 2} customers`);
    expect(text(render({ customers: [overdue] }))).not.toContain('Show all');
  });
});
