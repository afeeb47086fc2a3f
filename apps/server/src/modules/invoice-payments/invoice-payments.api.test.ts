import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailRow, AccountSummary, OpenArItem, PaymentReceipt, PaymentResult } from '@storefront/contract';
import { customerIds } from '../../test/demo-ids';
import { holdFirstRead } from '../../test/held-read';
import { createTestApp, createTwinApp, signInAs, type TestApp } from '../../test/test-app';
import { accountApi, actForStMary, NOV_23_NOON, writeStMaryLedger } from '../account/account.fixtures';
import { PAYMENT_IN_PROGRESS } from '../../platform/payments/payment-lock';
import { BALANCE_CHANGED } from './invoice-payment.service';
import { byCard, byCredit, byECheck, newKey, paymentApi } from './invoice-payments.fixtures';

const CVV = '9731';
const AMEX = '371449635398431';
const ACCOUNT = '55501234567';
const ROUTING = '021000021';

describe('invoice payments', () => {
  let t: TestApp;
  let pay: ReturnType<typeof paymentApi>;
  let account: ReturnType<typeof accountApi>;
  let headers: Record<string, string>;
  const logLines: string[] = [];

  const balances = async () =>
    Object.fromEntries((await account.openAr()).json<OpenArItem[]>().map((i) => [i.arCode, i.balance]));
  const count = async (table: 'gateway_charges' | 'invoice_payments') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { write: (line) => logLines.push(line) });
    t.clock.now = NOV_23_NOON;
    const ids = await customerIds(t.database.db);
    const customerId = await actForStMary(t.database.db);
    await writeStMaryLedger(t.database.db, customerId, NOV_23_NOON);
    headers = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.STMARY) };
    pay = paymentApi(t.app, headers);
    account = accountApi(t.app, headers);
  });
  afterAll(() => t.close());

  it('lists the accepted card issuers without enRoute, and eCheck', async () => {
    const types = (await pay.types()).json<{ creditCardIssuer: number; paymentType: number }[]>();
    expect(types.map((x) => x.creditCardIssuer)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(types.filter((x) => x.paymentType === 2)).toHaveLength(1);
  });

  it('pays two invoices in part by card, lowers their balances and records a receipt', async () => {
    const before = (await account.summary()).json<AccountSummary>();
    const res = await pay.pay(
      byCard('70.00', [
        { arCode: 'AR000001', amount: '50.00', detailType: 1 },
        { arCode: 'AR000004', amount: '20.00' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const result = res.json<PaymentResult>();
    expect(result).toMatchObject({ isSuccess: true, errorReason: '' });
    expect(result.transactionId).toMatch(/^SBX-/);
    expect(await balances()).toMatchObject({ AR000001: '150.00', AR000004: '100.00' });
    const after = (await account.summary()).json<AccountSummary>();
    expect(after.balance).toBe('610.30');
    expect(before.balance).toBe('680.30');
    expect(after).toMatchObject({ lastPaymentDate: '2026-11-23', lastPaymentAmount: '70.00' });

    const receipt = (await pay.receipt(result.invoicePaymentKey)).json<PaymentReceipt>();
    expect(receipt).toMatchObject({
      amount: '70.00',
      paymentType: 1,
      method: 'Visa ending 1111',
      paidOn: '2026-11-23',
      transactionId: result.transactionId,
    });
    expect(receipt.lines).toEqual([
      { reference: 'REF000001', type: 'Invoice', amount: '50.00', balanceBefore: '200.00', balanceAfter: '150.00' },
      { reference: 'REF000004', type: 'Invoice', amount: '20.00', balanceBefore: '120.00', balanceAfter: '100.00' },
    ]);
    const rows = (await account.detail('?startDate=2026-11-23&endDate=2026-11-23')).json<{
      rows: { type: string; initial: string; balance: string; remarks: string }[];
    }>().rows;
    // The day's payment, after the balance brought forward (everything before it but the invoice dated 11/28).
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'Payment',
        initial: '-70.00',
        balance: '0.00',
        remarks: 'Online payment: Visa ending 1111',
      }),
      expect.objectContaining({ type: 'Balance Forward', initial: '600.30' }),
    ]);
  });

  it('refuses amounts over the balance or of the other sign, mismatched totals and items not open', async () => {
    const reason = async (body: unknown) => (await pay.pay(body)).json<PaymentResult>().errorReason;
    const chargesBefore = await count('gateway_charges');
    expect(await reason(byCard('150.01', [{ arCode: 'AR000001', amount: '150.01' }]))).toBe(
      'REF000001: Amount cannot be greater than balance.',
    );
    expect(
      await reason(
        byCard('10.00', [
          { arCode: 'AR000001', amount: '20.00' },
          { arCode: 'AR000005', amount: '10.00' },
        ]),
      ),
    ).toBe('REF000005: Amount must be same sign as balance.');
    expect(await reason(byCard('10.00', [{ arCode: 'AR000001', amount: '20.00' }]))).toBe(
      'The payment amount does not match the amounts applied.',
    );
    expect(await reason(byCard('10.00', [{ arCode: 'AR000002', amount: '10.00' }]))).toBe(
      'Item AR000002 is not open on this account. Please reload the open items.',
    );
    expect(await reason(byCard('10.00', [{ arCode: 'AR000001', amount: '10.00', detailType: 6 }]))).toContain(
      'is not of the type selected',
    );
    expect(await reason({ ...byCredit([{ arCode: 'AR000001', amount: '10.00' }]), paymentAmount: '10.00' })).toBe(
      'Apply Credit is only for a total of zero.',
    );
    expect(await reason(byCard('0.00', [{ arCode: 'AR000001', amount: '0.00' }]))).toBe(
      'Please select at least one item to pay.',
    );
    expect(await reason(byCard('10.00', [{ arCode: 'AR000001', amount: '10.00' }], '4111111111111112'))).toBe(
      'Card Number is invalid',
    );
    expect(await reason(byECheck('10.00', [{ arCode: 'AR000001', amount: '10.00' }], ''))).toBe(
      'Account Number is required',
    );
    expect(await reason(byCard('10.00', [{ arCode: 'AR000001', amount: '10.00' }], '4000000000000002'))).toBe(
      'The card was declined.',
    );
    // Only the declined card reached the gateway.
    expect(await count('gateway_charges')).toBe(chargesBefore + 1);
    expect((await pay.pay(byCard('10.00', [{ arCode: 'AR000001', amount: '10.00' }]), null)).statusCode).toBe(400);
    expect(
      (await pay.pay({ ...byCard('10.00', [{ arCode: 'AR000001', amount: '10.00' }]), paymentAmount: '1e3' }))
        .statusCode,
    ).toBe(400);
    expect(await balances()).toMatchObject({ AR000001: '150.00' });
  });

  it('pays by eCheck, and reports a gateway outage as the payment service being unavailable', async () => {
    const ok = (
      await pay.pay(byECheck('55.55', [{ arCode: 'AR000003', amount: '55.55' }], ACCOUNT, ROUTING))
    ).json<PaymentResult>();
    expect(ok.isSuccess).toBe(true);
    expect((await balances()).AR000003).toBeUndefined();
    expect((await pay.receipt(ok.invoicePaymentKey)).json<PaymentReceipt>().method).toBe(
      'eCheck, Casco Savings account ending 4567',
    );
    const declined = (
      await pay.pay(byECheck('1.00', [{ arCode: 'AR000001', amount: '1.00' }], '4000000002'))
    ).json<PaymentResult>();
    expect(declined).toEqual({
      isSuccess: false,
      transactionId: '',
      errorReason: 'The bank account was declined.',
      invoicePaymentKey: '',
    });
    const outage = await pay.pay(byECheck('1.00', [{ arCode: 'AR000001', amount: '1.00' }], '4000000119'));
    expect(outage.statusCode).toBe(502);
    expect(outage.json().errorReason).toBe('Payment Service is unavailable. Please contact support.');
  });

  it('applies a credit to an invoice when the total is zero, without charging', async () => {
    const chargesBefore = await count('gateway_charges');
    // Read (and kept) before the payment: a credit adds no ledger row, yet the detail must show it at once.
    const detailBalance = async (code: string) =>
      (await account.detail()).json<{ rows: AccountDetailRow[] }>().rows.find((r) => r.arCode === code)?.balance;
    expect(await detailBalance('AR000006')).toBe('300.00');
    const res = (
      await pay.pay(
        byCredit([
          { arCode: 'AR000005', amount: '-75.25' },
          { arCode: 'AR000006', amount: '75.25' },
        ]),
      )
    ).json<PaymentResult>();
    expect(res).toMatchObject({ isSuccess: true, transactionId: '' });
    expect(await count('gateway_charges')).toBe(chargesBefore);
    const open = await balances();
    expect(open.AR000005).toBeUndefined();
    expect(open.AR000006).toBe('224.75');
    expect((await pay.receipt(res.invoicePaymentKey)).json<PaymentReceipt>()).toMatchObject({
      method: 'Apply Credit',
      amount: '0.00',
    });
    expect(await detailBalance('AR000006')).toBe('224.75');
    expect(await detailBalance('AR000005')).toBe('0.00');
  });

  it('charges once for twenty identical payments sent at once', async () => {
    const charges = await count('gateway_charges');
    const payments = await count('invoice_payments');
    const key = newKey();
    const body = byCard('10.00', [{ arCode: 'AR000007', amount: '10.00' }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay.pay(body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json<PaymentResult>().invoicePaymentKey)).size).toBe(1);
    expect(answers.every((a) => a.json<PaymentResult>().isSuccess)).toBe(true);
    expect(await count('gateway_charges')).toBe(charges + 1);
    expect(await count('invoice_payments')).toBe(payments + 1);
    expect((await balances()).AR000007).toBe('70.00');
  });

  it('lets only one of twenty different payments of the same balance through, charging once and refunding none', async () => {
    const chargesBefore = await count('gateway_charges');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay.pay(byCard('100.00', [{ arCode: 'AR000004', amount: '100.00' }]))),
    );
    const results = answers.map((a) => a.json<PaymentResult>());
    expect(results.filter((r) => r.isSuccess)).toHaveLength(1);
    for (const r of results.filter((x) => !x.isSuccess)) {
      expect([
        PAYMENT_IN_PROGRESS,
        `${BALANCE_CHANGED} You were not charged.`,
        'Item AR000004 is not open on this account. Please reload the open items.',
      ]).toContain(r.errorReason);
    }
    // The others were refused before the gateway was called: one charge, nothing refunded.
    expect(await count('gateway_charges')).toBe(chargesBefore + 1);
    const approved = await t.database.db
      .selectFrom('gateway_charges')
      .select('id')
      .where('amount', '=', '100.00')
      .where('status', '=', 'approved')
      .execute();
    expect(approved).toHaveLength(1);
    expect((await balances()).AR000004).toBeUndefined();
  });

  it('charges once when a payment of the same balance is recorded while another is between reading it and paying', async () => {
    const balance = (await balances()).AR000006;
    expect(balance).toBeDefined();
    const chargesBefore = await count('gateway_charges');
    // B, on a second app (as on a second process), has read the item's balance and is held there while A pays it.
    const held = holdFirstRead((row) => row.ar_code === 'AR000006');
    const twin = await createTwinApp(t, [held.plugin]);
    try {
      const body = byCard(String(balance), [{ arCode: 'AR000006', amount: String(balance) }]);
      const b = paymentApi(twin.app, headers).pay(body);
      await held.reached;
      const a = await pay.pay(body);
      held.release();
      const results = [a, await b].map((r) => r.json<PaymentResult>());
      expect(results.filter((r) => r.isSuccess)).toHaveLength(1);
      // Whichever went second learnt before the gateway that the item was paid (or being paid): one charge, no refund.
      expect(await count('gateway_charges')).toBe(chargesBefore + 1);
      expect((await balances()).AR000006).toBeUndefined();
    } finally {
      held.release();
      await twin.close();
    }
  });

  it('keeps receipts and items to their customer', async () => {
    const mine = (await pay.pay(byCard('1.00', [{ arCode: 'AR000001', amount: '1.00' }]))).json<PaymentResult>();
    const bayside = paymentApi(t.app, await signInAs(t.app, 'customer'));
    expect((await bayside.receipt(mine.invoicePaymentKey)).statusCode).toBe(404);
    // Codes are looked up in the acting customer's ledger only.
    const res = (await bayside.pay(byCard('1.00', [{ arCode: 'AR999999', amount: '1.00' }]))).json<PaymentResult>();
    expect(res.errorReason).toBe('Item AR999999 is not open on this account. Please reload the open items.');
    const consumer = paymentApi(t.app, await signInAs(t.app, 'consumer@example.com'));
    expect((await consumer.types()).statusCode).toBe(403);
    expect((await consumer.pay(byCard('1.00', [{ arCode: 'AR000001', amount: '1.00' }]))).statusCode).toBe(403);
  });

  it('never stores or logs a card or account number, routing number or CVV', async () => {
    const body = byCard('2.00', [{ arCode: 'AR000001', amount: '2.00' }], AMEX, CVV);
    expect((await pay.pay(body)).json<PaymentResult>().isSuccess).toBe(true);
    const tables = [
      'gateway_charges',
      'idempotency_keys',
      'invoice_payments',
      'invoice_payment_lines',
      'ar_items',
      'outbox',
    ] as const;
    const texts: string[] = [...logLines];
    for (const table of tables) {
      const rows = await t.database.db.selectFrom(table).selectAll().execute();
      texts.push(...rows.map((r) => JSON.stringify(r)));
    }
    const all = texts.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    expect(all).not.toContain(AMEX);
    expect(all).not.toContain(ACCOUNT);
    expect(all).not.toContain(ROUTING);
    expect(all).not.toMatch(new RegExp(`(?<!\\d)${CVV}(?!\\d)`));
    expect(all).toContain('American Express');
  });
});
