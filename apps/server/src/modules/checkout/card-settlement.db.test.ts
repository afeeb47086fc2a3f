import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { GatewayUnavailableError, type PaymentGateway, VOIDED_MESSAGE } from '../../platform/payments/payment-gateway';
import { sandboxGateway } from '../../platform/payments/sandbox-gateway';
import { type CardOrder, SettlementRefusedError, settleCardPayment } from './card-settlement.service';

const NOW = Date.UTC(2026, 10, 23, 12);

let fixture: MigratedDatabase;
let sandbox: PaymentGateway;
let counter = 0;

/** The sandbox, counting what is asked of it; `down` makes it act as unreachable. */
function counting() {
  const calls: string[] = [];
  let down = false;
  const g: PaymentGateway = {
    ...sandbox,
    captureAuthorisation: async (transactionId, amount) => {
      calls.push(`capture ${amount}`);
      if (down) throw new GatewayUnavailableError();
      return sandbox.captureAuthorisation(transactionId, amount);
    },
    voidAuthorisation: async (transactionId) => {
      calls.push('void');
      return sandbox.voidAuthorisation(transactionId);
    },
  };
  return {
    g,
    calls,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

/** A gateway that must not be called. */
const untouchable: PaymentGateway = new Proxy({} as PaymentGateway, {
  get: () => () => Promise.reject(new Error('the gateway was called')),
});

/** An order paid by a card authorised for `authorised` at the sandbox (or charged: `charged`), as checkout records it. */
async function cardOrder(authorised: string, how: 'authorise' | 'charge' = 'authorise'): Promise<CardOrder> {
  counter += 1;
  const reference = `checkout:settle:${counter}`;
  const card = {
    reference,
    amount: authorised,
    card: { number: '4111111111111111', expiry: '1230', cvv: '123' },
    holderName: 'Connie Consumer',
    zip: '04103',
  };
  const result = how === 'authorise' ? await sandbox.authoriseCard(card) : await sandbox.chargeCard(card);
  expect(result.status).toBe('approved');
  const orderNumber = `WTEST${String(counter).padStart(3, '0')}`;
  const { id } = await fixture.database.db
    .insertInto('orders')
    .values({
      order_number: orderNumber,
      customer_id: null,
      user_id: null,
      status: 'Open',
      order_date: '2026-11-23',
      delivery_date: '2026-11-24',
      ship_to_code: null,
      ship_method: 'Delivery',
      total: authorised,
      created_at: NOW,
      address_id: null,
      card_brand: 'Visa',
      card_last4: '1111',
      card_expiry: '1230',
      payment_transaction_id: result.transactionId,
      authorized_amount: how === 'authorise' ? authorised : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id,
    orderNumber,
    paymentTransactionId: result.transactionId,
    authorizedAmount: how === 'authorise' ? authorised : null,
  };
}

async function capturedOf(order: CardOrder): Promise<number | null> {
  const row = await fixture.database.db
    .selectFrom('orders')
    .select('captured_amount')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return row.captured_amount === null ? null : Number(row.captured_amount);
}

async function ledgerOf(order: CardOrder) {
  const row = await fixture.database.db
    .selectFrom('gateway_charges')
    .select(['status', 'amount', 'captured_amount'])
    .where('transaction_id', '=', order.paymentTransactionId ?? '')
    .executeTakeFirstOrThrow();
  return {
    status: row.status,
    amount: Number(row.amount),
    captured: row.captured_amount === null ? null : Number(row.captured_amount),
  };
}

beforeAll(async () => {
  fixture = await createMigratedDatabase();
  sandbox = sandboxGateway(fixture.database.db, () => NOW);
});

afterAll(async () => {
  await fixture.close();
});

describe('settleCardPayment (issue 31)', () => {
  it('captures an authorised order at the invoiced amount, records it, and settling again captures nothing more', async () => {
    const order = await cardOrder('110.00');
    const { g, calls } = counting();
    expect(await settleCardPayment(fixture.database.db, g, order, '104.37')).toBe('104.37');
    expect(await capturedOf(order)).toBe(104.37);
    expect(await ledgerOf(order)).toEqual({ status: 'captured', amount: 110, captured: 104.37 });

    expect(await settleCardPayment(fixture.database.db, g, order, '104.37')).toBe('104.37');
    expect(await settleCardPayment(fixture.database.db, g, order, '99.00')).toBe('104.37');
    expect(calls).toEqual(['capture 104.37']);
    expect(await ledgerOf(order)).toEqual({ status: 'captured', amount: 110, captured: 104.37 });
  });

  it('captures the whole authorisation, and settles once for ten settlements at once', async () => {
    const order = await cardOrder('261.49');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => settleCardPayment(fixture.database.db, sandbox, order, '261.49')),
    );
    expect(new Set(answers)).toEqual(new Set(['261.49']));
    expect(await ledgerOf(order)).toEqual({ status: 'captured', amount: 261.49, captured: 261.49 });
    expect(await capturedOf(order)).toBe(261.49);
  });

  it('refuses an invoiced total above the authorisation, capturing nothing', async () => {
    const order = await cardOrder('110.00');
    const { g, calls } = counting();
    const refused = await settleCardPayment(fixture.database.db, g, order, '1110.01').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SettlementRefusedError);
    expect((refused as Error).message).toBe(
      'The invoiced total $1,110.01 is more than the $110.00 authorised on the card.',
    );
    await expect(settleCardPayment(fixture.database.db, g, order, '110.01')).rejects.toThrow(
      'The invoiced total $110.01 is more than the $110.00 authorised on the card.',
    );
    expect(calls).toEqual([]);
    expect(await capturedOf(order)).toBeNull();
    expect(await ledgerOf(order)).toEqual({ status: 'authorized', amount: 110, captured: null });
    // Within the authorisation it settles after all.
    expect(await settleCardPayment(fixture.database.db, g, order, '110.00')).toBe('110.00');
  });

  it('answers null without calling the gateway for an order charged at submit or not paid by card', async () => {
    const charged = await cardOrder('137.24', 'charge');
    expect(await settleCardPayment(fixture.database.db, untouchable, charged, '137.24')).toBeNull();
    expect(await ledgerOf(charged)).toMatchObject({ status: 'approved', captured: null });
    expect(
      await settleCardPayment(
        fixture.database.db,
        untouchable,
        { id: 0, orderNumber: 'W0000000', paymentTransactionId: null, authorizedAmount: null },
        '10.00',
      ),
    ).toBeNull();
  });

  it('lets an unreachable gateway through and records nothing; a later settlement captures', async () => {
    const order = await cardOrder('50.00');
    const { g, calls, setDown } = counting();
    setDown(true);
    await expect(settleCardPayment(fixture.database.db, g, order, '45.10')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(await capturedOf(order)).toBeNull();
    setDown(false);
    expect(await settleCardPayment(fixture.database.db, g, order, '45.10')).toBe('45.10');
    expect(calls).toEqual(['capture 45.10', 'capture 45.10']);
  });

  it('refuses a settlement whose authorisation was voided, with the gateway’s word', async () => {
    const order = await cardOrder('80.00');
    await sandbox.voidAuthorisation(order.paymentTransactionId ?? '');
    const refused = await settleCardPayment(fixture.database.db, sandbox, order, '75.00').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SettlementRefusedError);
    expect((refused as Error).message).toContain(VOIDED_MESSAGE);
    expect(await capturedOf(order)).toBeNull();
    // An authorised order without its transaction cannot be captured either.
    await expect(
      settleCardPayment(fixture.database.db, untouchable, { ...order, id: 0, paymentTransactionId: null }, '1.00'),
    ).rejects.toBeInstanceOf(SettlementRefusedError);
  });

  it('voids the authorisation of an order invoiced at $0.00 (nothing shipped), once', async () => {
    const order = await cardOrder('30.00');
    const { g, calls } = counting();
    expect(await settleCardPayment(fixture.database.db, g, order, '0.00')).toBe('0.00');
    expect(await settleCardPayment(fixture.database.db, g, order, '0.00')).toBe('0.00');
    expect(calls).toEqual(['void']);
    expect(await capturedOf(order)).toBe(0);
    expect(await ledgerOf(order)).toMatchObject({ status: 'voided', captured: null });
  });

  it('refuses an amount that is not dollars and cents', async () => {
    const order = await cardOrder('20.00');
    for (const bad of ['-1.00', '1.005', 'abc', ''])
      await expect(settleCardPayment(fixture.database.db, untouchable, order, bad), bad).rejects.toBeInstanceOf(
        RangeError,
      );
    expect(await capturedOf(order)).toBeNull();
  });
});
