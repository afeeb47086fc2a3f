import { PaymentExport } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { actForStMary, writeStMaryLedger } from '../account/account.fixtures';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { cardPayment, checkoutApi, MONDAY_9AM } from '../checkout/checkout.fixtures';
import { byCard, paymentApi } from '../invoice-payments/invoice-payments.fixtures';
import { drainExports, filesOf, readExport, setWebhook, webhookReceiver } from './erp-export.fixtures';

const FULL_CARD = '4111111111111111';

/** What the export documents carry: an invoice payment's applied items; of a card, only its brand and last four. */
describe('ERP export documents of invoice payments and card orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
  });
  afterAll(() => t.close());

  it('exports an invoice payment with the items it paid, by their references', async () => {
    const receiver = await webhookReceiver();
    try {
      await setWebhook(t, receiver.url);
      const ids = await customerIds(t.database.db);
      await writeStMaryLedger(t.database.db, await actForStMary(t.database.db), t.clock.now);
      const sales = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.STMARY) };
      const paid = await paymentApi(t.app, sales).pay(
        byCard('70.00', [
          { arCode: 'AR000001', amount: '50.00' },
          { arCode: 'AR000004', amount: '20.00' },
        ]),
      );
      expect(paid.json()).toMatchObject({ isSuccess: true });
      const key = paid.json<{ invoicePaymentKey: string }>().invoicePaymentKey;

      await drainExports(t);
      const files = filesOf(t, key);
      expect(files.json).toHaveLength(1);
      expect(files.csv).toHaveLength(1);
      expect(files.json[0]).toMatch(new RegExp(`^\\d{8}T\\d{9}Z-payment-${key}\\.json$`));
      const json = readExport(t, files.json[0] ?? '');
      const doc = PaymentExport.parse(JSON.parse(json));
      expect(doc).toMatchObject({
        type: 'payment',
        paymentKey: key,
        paidOn: '2026-11-23',
        customer: { code: 'STMARY' },
        amount: '70.00',
        method: { type: 'card', name: 'Visa', last4: '1111' },
      });
      expect(doc.lines).toEqual([
        {
          arCode: 'AR000001',
          reference: 'REF000001',
          recordType: 'Invoice',
          invoiceNumber: 'IN000001',
          orderNumber: null,
          amount: '50.00',
          balanceBefore: '200.00',
          balanceAfter: '150.00',
        },
        {
          arCode: 'AR000004',
          reference: 'REF000004',
          recordType: 'Invoice',
          invoiceNumber: 'IN000004',
          orderNumber: null,
          amount: '20.00',
          balanceBefore: '120.00',
          balanceAfter: '100.00',
        },
      ]);
      const csv = readExport(t, files.csv[0] ?? '');
      expect(csv.split('\r\n').filter((l) => l.startsWith(`${key},`))).toHaveLength(2);
      for (const text of [json, csv]) expect(text).not.toContain(FULL_CARD);
      expect(receiver.accepted().map((r) => JSON.parse(r.body))).toEqual([JSON.parse(json)]);
      expect(receiver.accepted()[0]?.headers['x-storefront-event']).toBe('payment');

      const admin = await signInAs(t.app, 'admin');
      const viewed = await t.app.inject({ method: 'GET', url: `/api/admin/export/payments/${key}`, headers: admin });
      expect(viewed.json()).toEqual(JSON.parse(json));
    } finally {
      await receiver.close();
    }
  });

  it("exports a consumer's card order with the card's brand and last four digits, never its number", async () => {
    const delivery = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
    const cart = cartApi(t.app, delivery);
    const checkout = checkoutApi(t.app, delivery);
    await cart.clear();
    await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] });
    const { defaultDate } = (await checkout.dates()).json<{ defaultDate: string }>();
    expect((await checkout.header({ customerPo: 'Home', deliveryDate: defaultDate })).json().isValid).toBe(true);
    const { total } = (await checkout.estimate()).json<{ total: string }>();
    const placed = await checkout.submitCard(cardPayment(total, FULL_CARD));
    expect(placed.json()).toMatchObject({ isSuccess: true });
    const orderNumber = placed.json<{ orderNumber: string }>().orderNumber;

    await drainExports(t);
    const files = filesOf(t, orderNumber);
    const json = readExport(t, files.json[0] ?? '');
    expect(JSON.parse(json)).toMatchObject({
      customer: null,
      placedBy: { username: 'consumer@example.com' },
      payment: { cardBrand: 'Visa', last4: '1111' },
    });
    const csv = readExport(t, files.csv[0] ?? '');
    for (const text of [json, csv]) {
      expect(text).not.toContain(FULL_CARD);
      expect(text).not.toMatch(/cvv|expir/i);
    }
  });
});
