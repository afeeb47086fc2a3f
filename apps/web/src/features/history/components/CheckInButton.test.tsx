import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HistoryOrder } from '@storefront/contract';
import { CheckInButton } from './CheckInButton';

// The web project runs in node (no DOM): the button is rendered to HTML and read as such; the journey in
// e2e/tests/credits.spec.ts follows it in the browser.

const order = (extra: Partial<HistoryOrder> = {}): HistoryOrder => ({
  orderNumber: 'W0000123',
  pO_Number: '',
  orderDate: '2026-11-23',
  deliveryDate: '2026-11-25',
  status: 'Invoiced',
  total: '99.60',
  orderConfirmation: true,
  invoice: true,
  scanDocuments: [],
  estimatedTotal: null,
  invoicedTotal: '99.60',
  ...extra,
});

const html = (o: HistoryOrder) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CheckInButton order={o} />
    </MemoryRouter>,
  );

describe('CheckInButton', () => {
  it('checks in an invoiced order not yet checked in', () => {
    const out = html(order({ checkedIn: false }));
    expect(out).toContain('aria-label="Check In Order W0000123"');
    expect(out).toContain('href="/check-in/W0000123"');
    expect(out).toContain('>Check In</a>');
  });

  it('opens the recorded check-in of an order already checked in', () => {
    const out = html(order({ checkedIn: true }));
    expect(out).toContain('aria-label="View Check-In Order W0000123"');
    expect(out).toContain('href="/check-in/W0000123"');
    expect(out).toContain('>View Check-In</a>');
    expect(out).not.toContain('>Check In<');
  });

  it('offers nothing for an order not invoiced', () => {
    expect(html(order({ status: 'Open', invoice: false }))).toBe('');
  });
});
