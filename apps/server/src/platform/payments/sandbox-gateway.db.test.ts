import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import {
  CAPTURE_EXCEEDS_MESSAGE,
  type CardCharge,
  GatewayUnavailableError,
  NOT_AUTHORISED_MESSAGE,
  type PaymentGateway,
  REFUNDED_MESSAGE,
  VOIDED_MESSAGE,
} from './payment-gateway';
import { SANDBOX_DECLINED, sandboxGateway } from './sandbox-gateway';

// 2026-11-23 12:00 UTC: expiry 1230 is in the future, 1025 in the past.
const NOW = Date.UTC(2026, 10, 23, 12);

const VISA_APPROVE = '4111111111111111';
const VISA_DECLINE = '4000000000000002';
const VISA_ERROR = '4000000000000119';
const CVV = '987';

let fixture: MigratedDatabase;
let gateway: PaymentGateway;
let counter = 0;

function charge(number: string, overrides: Partial<CardCharge> = {}): CardCharge {
  counter += 1;
  return {
    reference: `order-${counter}`,
    amount: '123.45',
    card: { number, expiry: '1230', cvv: CVV },
    holderName: 'Pat Buyer',
    zip: '02110',
    ...overrides,
  };
}

function rowsFor(reference: string) {
  return fixture.database.db.selectFrom('gateway_charges').selectAll().where('reference', '=', reference).execute();
}

beforeAll(async () => {
  fixture = await createMigratedDatabase();
  gateway = sandboxGateway(fixture.database.db, () => NOW);
});

afterAll(async () => {
  await fixture.close();
});

describe('sandboxGateway', () => {
  it('approves an approving test card with an SBX transaction id, brand and last four', async () => {
    const c = charge(VISA_APPROVE);
    const result = await gateway.chargeCard(c);
    expect(result.status).toBe('approved');
    expect(result.transactionId).toMatch(/^SBX-[0-9a-f]{16}$/);
    expect(result.brand).toBe('Visa');
    expect(result.last4).toBe('1111');
    const rows = await rowsFor(c.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('approved');
    expect(Number(rows[0]?.amount)).toBe(123.45);
  });

  it('declines a declining test card', async () => {
    const result = await gateway.chargeCard(charge(VISA_DECLINE));
    expect(result).toMatchObject({ status: 'declined', message: SANDBOX_DECLINED, brand: 'Visa', last4: '0002' });
  });

  it('acts as an unreachable gateway for the error test card and records nothing', async () => {
    const c = charge(VISA_ERROR);
    await expect(gateway.chargeCard(c)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(await rowsFor(c.reference)).toHaveLength(0);
  });

  it('approves a valid card that is not a test card, and declines a bad checksum or an expired card', async () => {
    // 4242 4242 4242 4242 passes Luhn and is not on the test list.
    expect((await gateway.chargeCard(charge('4242 4242 4242 4242'))).status).toBe('approved');
    expect((await gateway.chargeCard(charge('4242424242424241'))).status).toBe('declined');
    expect(
      (await gateway.chargeCard(charge(VISA_APPROVE, { card: { number: VISA_APPROVE, expiry: '1025', cvv: CVV } })))
        .status,
    ).toBe('declined');
  });

  it('answers a repeated reference from the ledger: one row, the same transaction id, the first outcome', async () => {
    const first = await gateway.chargeCard(charge(VISA_APPROVE, { reference: 'retry-1' }));
    // Even a different card under the same reference gets the first answer and charges nothing.
    const second = await gateway.chargeCard(charge(VISA_DECLINE, { reference: 'retry-1' }));
    expect(second).toEqual(first);
    expect(await rowsFor('retry-1')).toHaveLength(1);
  });

  it('leaves one row for 20 concurrent charges with the same reference, all answered alike', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => gateway.chargeCard(charge(VISA_APPROVE, { reference: 'burst-1' }))),
    );
    expect(await rowsFor('burst-1')).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
  });

  it('leaves one row when two processes charge the same reference at once', async () => {
    const other = sandboxGateway(fixture.openAnother().db, () => NOW);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? gateway : other).chargeCard(charge(VISA_APPROVE, { reference: 'burst-2' })),
      ),
    );
    expect(await rowsFor('burst-2')).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
  });

  it('stores brand and last four only, never the number or the CVV', async () => {
    const number = '5555555555554444';
    const c = charge(number, { card: { number, expiry: '1230', cvv: '4321' } });
    await gateway.chargeCard(c);
    const [row] = await rowsFor(c.reference);
    expect(row).toBeDefined();
    expect(row?.card_brand).toBe('MasterCard');
    expect(row?.card_last4).toBe('4444');
    // The transaction id is random hex and may hold any four digits by chance.
    const stored = JSON.stringify({ ...row, transaction_id: '' });
    expect(stored).not.toContain(number);
    expect(stored).not.toContain('555555555555');
    expect(stored).not.toContain('4321');
  });

  it('spends a refunded reference: charging it again answers declined, never a second approval', async () => {
    const first = await gateway.chargeCard(charge(VISA_APPROVE, { reference: 'refund-1' }));
    await gateway.refundCharge('refund-1');
    await gateway.refundCharge('refund-1');
    const again = await gateway.chargeCard(charge(VISA_APPROVE, { reference: 'refund-1' }));
    expect(again).toEqual({ ...first, status: 'declined', message: REFUNDED_MESSAGE });
    expect(await rowsFor('refund-1')).toHaveLength(1);
    // A declined charge or an unknown reference has nothing to refund.
    const declined = await gateway.chargeCard(charge(VISA_DECLINE, { reference: 'refund-2' }));
    await gateway.refundCharge('refund-2');
    await gateway.refundCharge('never-charged');
    expect(await gateway.chargeCard(charge(VISA_DECLINE, { reference: 'refund-2' }))).toEqual(declined);
    expect(await rowsFor('never-charged')).toHaveLength(0);
  });

  it('keeps one ledger row for a reference longer than the column, apart from its neighbours', async () => {
    const long = `checkout:42:${'k'.repeat(100)}`;
    const first = await gateway.chargeCard(charge(VISA_APPROVE, { reference: long }));
    const second = await gateway.chargeCard(charge(VISA_APPROVE, { reference: long }));
    const neighbour = await gateway.chargeCard(charge(VISA_APPROVE, { reference: `${long}x` }));
    expect(second.transactionId).toBe(first.transactionId);
    expect(neighbour.transactionId).not.toBe(first.transactionId);
    await gateway.refundCharge(long);
    expect((await gateway.chargeCard(charge(VISA_APPROVE, { reference: long }))).status).toBe('declined');
    expect((await gateway.chargeCard(charge(VISA_APPROVE, { reference: `${long}x` }))).status).toBe('approved');
  });

  it('refuses an amount that is not positive dollars and cents', async () => {
    await expect(gateway.chargeCard(charge(VISA_APPROVE, { amount: '12.5' }))).rejects.toBeInstanceOf(RangeError);
    await expect(gateway.chargeCard(charge(VISA_APPROVE, { amount: '0.00' }))).rejects.toBeInstanceOf(RangeError);
  });
});

describe('sandboxGateway authorise, capture and void (issue 31)', () => {
  it('authorises by the same decisions as a charge: the ledger holds the amount as authorized, nothing captured', async () => {
    const c = charge(VISA_APPROVE, { amount: '150.96' });
    const result = await gateway.authoriseCard(c);
    expect(result).toMatchObject({ status: 'approved', brand: 'Visa', last4: '1111' });
    expect(result.transactionId).toMatch(/^SBX-[0-9a-f]{16}$/);
    const [row] = await rowsFor(c.reference);
    expect(row).toMatchObject({ status: 'authorized', captured_amount: null });
    expect(Number(row?.amount)).toBe(150.96);

    expect((await gateway.authoriseCard(charge(VISA_DECLINE))).status).toBe('declined');
    const failing = charge(VISA_ERROR);
    await expect(gateway.authoriseCard(failing)).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(await rowsFor(failing.reference)).toHaveLength(0);
    const expired = charge(VISA_APPROVE, { card: { number: VISA_APPROVE, expiry: '1025', cvv: CVV } });
    expect((await gateway.authoriseCard(expired)).status).toBe('declined');
    expect((await rowsFor(expired.reference))[0]?.status).toBe('declined');
    await expect(gateway.authoriseCard(charge(VISA_APPROVE, { amount: '0.00' }))).rejects.toBeInstanceOf(RangeError);
  });

  it('answers a repeated authorisation from the ledger: one row, one transaction', async () => {
    const first = await gateway.authoriseCard(charge(VISA_APPROVE, { reference: 'auth-retry' }));
    const again = await Promise.all(
      Array.from({ length: 10 }, () => gateway.authoriseCard(charge(VISA_DECLINE, { reference: 'auth-retry' }))),
    );
    for (const a of again) expect(a).toEqual(first);
    expect(await rowsFor('auth-retry')).toHaveLength(1);
  });

  it('captures at most the amount authorised, once: a second capture answers the first and settles nothing more', async () => {
    const c = charge(VISA_APPROVE, { amount: '110.00' });
    const { transactionId } = await gateway.authoriseCard(c);

    const over = await gateway.captureAuthorisation(transactionId, '110.01');
    expect(over).toMatchObject({ status: 'declined', message: CAPTURE_EXCEEDS_MESSAGE, capturedAmount: null });
    expect((await rowsFor(c.reference))[0]).toMatchObject({ status: 'authorized', captured_amount: null });

    const captured = await gateway.captureAuthorisation(transactionId, '104.37');
    expect(captured).toMatchObject({ status: 'approved', transactionId, capturedAmount: '104.37', last4: '1111' });
    // Again, at another amount, or twenty at once: the first capture is the answer.
    expect(await gateway.captureAuthorisation(transactionId, '90.00')).toEqual(captured);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => gateway.captureAuthorisation(transactionId, '100.00')),
    );
    for (const b of burst) expect(b).toEqual(captured);
    const rows = await rowsFor(c.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('captured');
    expect(Number(rows[0]?.captured_amount)).toBe(104.37);
    expect(Number(rows[0]?.amount)).toBe(110);
    // The reference still answers its authorisation as approved: never a second one.
    expect((await gateway.authoriseCard(charge(VISA_APPROVE, { reference: c.reference }))).transactionId).toBe(
      transactionId,
    );
    // A captured authorisation is not voided or refunded by the failure paths.
    await gateway.voidAuthorisation(transactionId);
    await gateway.refundCharge(c.reference);
    expect((await rowsFor(c.reference))[0]?.status).toBe('captured');
  });

  it('captures the whole authorisation when asked for all of it', async () => {
    const { transactionId } = await gateway.authoriseCard(charge(VISA_APPROVE, { amount: '261.49' }));
    expect(await gateway.captureAuthorisation(transactionId, '261.49')).toMatchObject({
      status: 'approved',
      capturedAmount: '261.49',
    });
  });

  it('voids an authorisation (by its transaction, or by refunding its reference): it can no longer be captured', async () => {
    const a = charge(VISA_APPROVE);
    const first = await gateway.authoriseCard(a);
    await gateway.voidAuthorisation(first.transactionId);
    await gateway.voidAuthorisation(first.transactionId);
    expect((await rowsFor(a.reference))[0]).toMatchObject({ status: 'voided', message: VOIDED_MESSAGE });
    expect(await gateway.captureAuthorisation(first.transactionId, '1.00')).toMatchObject({
      status: 'declined',
      message: VOIDED_MESSAGE,
      capturedAmount: null,
    });
    // The reference is spent.
    expect(await gateway.authoriseCard(charge(VISA_APPROVE, { reference: a.reference }))).toEqual({
      ...first,
      status: 'declined',
      message: VOIDED_MESSAGE,
    });

    const b = charge(VISA_APPROVE);
    const held = await gateway.authoriseCard(b);
    await gateway.refundCharge(b.reference);
    expect((await rowsFor(b.reference))[0]?.status).toBe('voided');
    expect((await gateway.captureAuthorisation(held.transactionId, '1.00')).status).toBe('declined');
  });

  it('releases a payment by its transaction: a charge is refunded, a held authorisation voided, a captured one kept', async () => {
    const charged = charge(VISA_APPROVE);
    const paid = await gateway.chargeCard(charged);
    await gateway.releaseTransaction(paid.transactionId);
    await gateway.releaseTransaction(paid.transactionId);
    expect((await rowsFor(charged.reference))[0]).toMatchObject({ status: 'declined', message: REFUNDED_MESSAGE });

    const held = charge(VISA_APPROVE);
    const authorised = await gateway.authoriseCard(held);
    await gateway.releaseTransaction(authorised.transactionId);
    expect((await rowsFor(held.reference))[0]).toMatchObject({ status: 'voided', message: VOIDED_MESSAGE });

    const settled = charge(VISA_APPROVE);
    const captured = await gateway.authoriseCard(settled);
    await gateway.captureAuthorisation(captured.transactionId, '1.00');
    await gateway.releaseTransaction(captured.transactionId);
    expect((await rowsFor(settled.reference))[0]?.status).toBe('captured');
    await gateway.releaseTransaction('SBX-0000000000000000');
  });

  it('captures nothing that is not an authorisation: a charge, a declined one, an unknown transaction', async () => {
    const charged = charge(VISA_APPROVE);
    const paid = await gateway.chargeCard(charged);
    expect(await gateway.captureAuthorisation(paid.transactionId, '1.00')).toMatchObject({
      status: 'declined',
      message: NOT_AUTHORISED_MESSAGE,
    });
    await gateway.voidAuthorisation(paid.transactionId);
    expect((await rowsFor(charged.reference))[0]?.status).toBe('approved');
    const declined = await gateway.authoriseCard(charge(VISA_DECLINE));
    expect((await gateway.captureAuthorisation(declined.transactionId, '1.00')).status).toBe('declined');
    expect(await gateway.captureAuthorisation('SBX-0000000000000000', '1.00')).toMatchObject({
      status: 'declined',
      message: NOT_AUTHORISED_MESSAGE,
      capturedAmount: null,
    });
    await expect(gateway.captureAuthorisation(paid.transactionId, '1.5')).rejects.toBeInstanceOf(RangeError);
    await expect(gateway.captureAuthorisation(paid.transactionId, '-1.00')).rejects.toBeInstanceOf(RangeError);
  });

  it('keeps charging, debiting and refunding as before beside authorisations', async () => {
    const c = charge(VISA_APPROVE);
    expect((await gateway.chargeCard(c)).status).toBe('approved');
    expect((await rowsFor(c.reference))[0]?.status).toBe('approved');
    await gateway.refundCharge(c.reference);
    expect((await rowsFor(c.reference))[0]).toMatchObject({ status: 'declined', message: REFUNDED_MESSAGE });
  });
});
