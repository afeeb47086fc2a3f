import { pdfText } from '../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailRow, AccountSummary, DocumentResult, OpenArItem, PaymentResult } from '@storefront/contract';
import { formatCurrency } from '@storefront/domain';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { byCard, paymentApi } from '../invoice-payments/invoice-payments.fixtures';
import { accountApi } from './account.fixtures';

describe('account documents: invoices, scan documents and payment receipts', () => {
  let t: TestApp;
  let bayside: Record<string, string>;
  let harbor: Record<string, string>;
  let invoice: AccountDetailRow;

  const fetchDoc = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const open = async (result: DocumentResult) => {
    const res = await t.app.inject({ method: 'GET', url: `/doc/${result.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename=/);
    return pdfText(res.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp();
    bayside = await signInAs(t.app, 'customer');
    harbor = await signInAs(t.app, 'admin');
    const rows = (await accountApi(t.app, bayside).detail()).json<{ rows: AccountDetailRow[] }>().rows;
    const found = rows.find((r) => r.recordType === 1 && r.orderNumber !== null && r.scanDocuments.length > 0);
    if (!found) throw new Error('the demo ledger has an invoice of an order');
    invoice = found;
  });
  afterAll(() => t.close());

  it("opens an order's invoice PDF through a short-lived link, for its customer only", async () => {
    const res = await fetchDoc(`/api/documents/order/${invoice.orderNumber}/invoice`, bayside);
    expect(res.statusCode).toBe(200);
    const result = res.json<DocumentResult>();
    expect(result).toMatchObject({ isError: false, status: 200, message: '' });
    const text = await open(result);
    expect(text).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(text).toContain('Balance Due');
    expect(text).toContain(`Order Number ${invoice.orderNumber}`);

    const other = await fetchDoc(`/api/documents/order/${invoice.orderNumber}/invoice`, harbor);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ isError: true, status: 404, id: '' });

    // The link outlives neither its ten minutes nor a guess.
    t.clock.now += 11 * 60_000;
    expect((await t.app.inject({ method: 'GET', url: `/doc/${result.id}` })).statusCode).toBe(404);
    t.clock.now = Date.now();
    bayside = await signInAs(t.app, 'customer');
    harbor = await signInAs(t.app, 'admin');
  });

  it('opens the scan document of an invoice by its number and key, for its customer only', async () => {
    const url = `/api/documents/scan/${invoice.invoiceNumber}/POD`;
    const text = await open((await fetchDoc(url, bayside)).json<DocumentResult>());
    expect(text).toContain('Signed Delivery Ticket');
    expect(text).toContain('Bayside Bistro');
    expect((await fetchDoc(url, harbor)).statusCode).toBe(404);
    expect((await fetchDoc(`/api/documents/scan/${invoice.invoiceNumber}/NOPE`, bayside)).statusCode).toBe(404);
  });

  it('opens the receipt of a payment by its key, for its customer only', async () => {
    const item = (await accountApi(t.app, bayside).openAr()).json<OpenArItem[]>().find((i) => i.recordType === 1);
    if (!item) throw new Error('Bayside has an open invoice');
    const paid = (
      await paymentApi(t.app, bayside).pay(byCard('1.25', [{ arCode: item.arCode, amount: '1.25' }]))
    ).json<PaymentResult>();
    expect(paid.isSuccess).toBe(true);
    const text = await open(
      (await fetchDoc(`/api/documents/receipt/${paid.invoicePaymentKey}`, bayside)).json<DocumentResult>(),
    );
    expect(text).toContain('Payment Receipt');
    expect(text).toContain('Visa ending 1111');
    expect(text).toContain(item.reference);
    expect((await fetchDoc(`/api/documents/receipt/${paid.invoicePaymentKey}`, harbor)).statusCode).toBe(404);
  });

  it('opens the current statement, whose aging agrees with the account summary', async () => {
    const summary = (await accountApi(t.app, harbor).summary()).json<AccountSummary>();
    const res = await fetchDoc('/api/account/statement', harbor);
    expect(res.statusCode).toBe(200);
    const text = await open(res.json<DocumentResult>());
    expect(text).toContain('Current Statement');
    expect(text).toContain('Harbor Grill & Oyster Bar');
    expect(text).toContain(`Balance ${formatCurrency(summary.balance)}`);
    for (const value of [summary.current, summary.unappliedCredit, ...summary.buckets.map((b) => b.value)])
      expect(text).toContain(formatCurrency(value));
    const consumer = await signInAs(t.app, 'consumer@example.com');
    expect((await fetchDoc('/api/account/statement', consumer)).statusCode).toBe(403);
  });
});
