import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { chargeAndRecord, type PaymentMeans } from './charge-and-record';
import { type ChargeResult, GatewayUnavailableError, type PaymentGateway } from './payment-gateway';

/** A gateway that answers `status` and writes down what it was asked. */
function gateway(status: ChargeResult['status'] | 'unreachable') {
  const calls: string[] = [];
  const answer = async (reference: string, verb = 'charge'): Promise<ChargeResult> => {
    calls.push(`${verb} ${reference}`);
    if (status === 'unreachable') throw new GatewayUnavailableError();
    return {
      status,
      transactionId: status === 'approved' ? 'T1' : '',
      brand: 'Visa',
      last4: '1111',
      message: status === 'declined' ? 'The card was declined.' : '',
    };
  };
  const g: PaymentGateway = {
    chargeCard: (c) => answer(c.reference),
    debitBankAccount: (d) => answer(d.reference),
    authoriseCard: (c) => answer(c.reference, 'authorise'),
    captureAuthorisation: async (transactionId, amount) => {
      calls.push(`capture ${transactionId}`);
      return { ...(await answer(transactionId, 'answer')), capturedAmount: amount };
    },
    voidAuthorisation: async (transactionId) => {
      calls.push(`void ${transactionId}`);
    },
    refundCharge: async (reference) => {
      calls.push(`refund ${reference}`);
    },
    releaseTransaction: async (transactionId) => {
      calls.push(`release ${transactionId}`);
    },
  };
  return { g, calls };
}

const card: PaymentMeans = {
  kind: 'card',
  card: { number: '4111111111111111', expiry: '1230', cvv: '123' },
  holderName: 'A',
  zip: '02110',
};
const payment = (means: PaymentMeans = card) => ({ reference: 'r1', amount: '10.00', means });

describe('chargeAndRecord, the one charge path', () => {
  it('records an approved charge and keeps it', async () => {
    const { g, calls } = gateway('approved');
    const outcome = await chargeAndRecord(g, payment(), async (charge) => ({
      recorded: true,
      value: charge?.transactionId,
    }));
    expect(outcome).toEqual({ kind: 'recorded', value: 'T1' });
    expect(calls).toEqual(['charge r1']);
  });

  it('refunds a charge whose record is refused, and says so', async () => {
    const { g, calls } = gateway('approved');
    const outcome = await chargeAndRecord(g, payment(), async () => ({ recorded: false, reason: 'The cart changed.' }));
    expect(outcome).toEqual({ kind: 'not-recorded', reason: 'The cart changed.', refunded: true });
    expect(calls).toEqual(['charge r1', 'refund r1']);
  });

  it('refunds a charge whose recording fails (a commit that throws) and lets the failure through', async () => {
    const { g, calls } = gateway('approved');
    await expect(chargeAndRecord(g, payment(), () => Promise.reject(new Error('commit failed')))).rejects.toThrow(
      'commit failed',
    );
    expect(calls).toEqual(['charge r1', 'refund r1']);
  });

  it('records nothing for a declined charge, and turns an unreachable gateway into the spec’s 502', async () => {
    const declined = gateway('declined');
    let recorded = false;
    const outcome = await chargeAndRecord(declined.g, payment(), async () => {
      recorded = true;
      return { recorded: true, value: 1 };
    });
    expect(outcome).toEqual({ kind: 'declined', message: 'The card was declined.' });
    expect(recorded).toBe(false);
    const down = await chargeAndRecord(gateway('unreachable').g, payment(), async () => ({
      recorded: true,
      value: 1,
    })).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(HttpError);
    expect((down as HttpError).statusCode).toBe(502);
  });

  it('authorises a card instead of charging it when asked, and gives the authorisation back when not recorded', async () => {
    const { g, calls } = gateway('approved');
    const kept = await chargeAndRecord(g, { ...payment(), authorise: true }, async (charge) => ({
      recorded: true,
      value: charge?.transactionId,
    }));
    expect(kept).toEqual({ kind: 'recorded', value: 'T1' });
    expect(calls).toEqual(['authorise r1']);
    calls.length = 0;
    const refused = await chargeAndRecord(g, { ...payment(), authorise: true }, async () => ({
      recorded: false,
      reason: 'The cart changed.',
    }));
    expect(refused).toEqual({ kind: 'not-recorded', reason: 'The cart changed.', refunded: true });
    expect(calls).toEqual(['authorise r1', 'refund r1']);
    const bank: PaymentMeans = {
      kind: 'bank',
      account: { number: '12345678', routing: '011000015', bankName: 'B', checkNumber: '' },
      holderName: 'A',
    };
    await expect(
      chargeAndRecord(g, { ...payment(bank), authorise: true }, async () => ({ recorded: true, value: 1 })),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it('calls no gateway when nothing is charged (credit applied), and has nothing to refund', async () => {
    const { g, calls } = gateway('approved');
    const outcome = await chargeAndRecord(g, payment({ kind: 'none' }), async (charge) => ({
      recorded: false,
      reason: charge === null ? 'charge null' : 'charged',
    }));
    expect(outcome).toEqual({ kind: 'not-recorded', reason: 'charge null', refunded: false });
    expect(calls).toEqual([]);
  });
});
