import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi } from '../cart/cart.fixtures';
import { MONDAY_9AM } from './checkout.fixtures';

describe('cart header', () => {
  let t: TestApp;
  let customer: ReturnType<typeof cartApi>;
  let consumer: ReturnType<typeof cartApi>;

  beforeAll(async () => {
    t = await createTestApp();
    // Tuesday 1 December is a delivery day of Downtown (Monday to Friday) within the next weeks.
    t.clock.now = MONDAY_9AM;
    customer = cartApi(t.app, await signInAs(t.app, 'customer'));
    consumer = cartApi(t.app, await signInAs(t.app, 'consumer@example.com'));
  });
  afterAll(() => t.close());

  it("starts from the customer's default ship-to and P.O.", async () => {
    const harbor = cartApi(t.app, await signInAs(t.app, 'admin'));
    expect((await harbor.get()).json().header).toEqual({
      customerShipToCode: 'MAIN',
      customerPo: 'HG-STANDING',
      specialInstruction1: '',
      specialInstruction2: '',
      notes: '',
      deliveryDate: null,
      addressId: null,
    });
  });

  it('saves valid fields, taking the P.O. under either name, and leaves absent ones alone', async () => {
    const saved = await customer.header({
      customerShipToCode: 'DOWNTN',
      customer_PO: 'PO-123',
      specialInstruction1: 'Back door',
      specialInstruction2: 'x'.repeat(50),
      notes: 'Call on arrival.\nThanks',
      deliveryDate: '2026-12-01',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ isValid: true, message: '' });
    expect((await customer.header({ customerPo: 'PO-124' })).json().isValid).toBe(true);
    expect((await customer.get()).json().header).toEqual({
      customerShipToCode: 'DOWNTN',
      customerPo: 'PO-124',
      specialInstruction1: 'Back door',
      specialInstruction2: 'x'.repeat(50),
      notes: 'Call on arrival.\nThanks',
      deliveryDate: '2026-12-01',
      addressId: null,
    });
  });

  it('refuses invalid fields and saves nothing of that request', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customerShipToCode: 'NOPE', customerPo: 'CHANGED' }, 'Ship-to NOPE is not a ship-to of this customer'],
      [{ customerPo: 'P'.repeat(21) }, 'Customer P.O. can have at most 20 characters'],
      [{ specialInstruction1: 'i'.repeat(51) }, 'Special Instruction 1 can have at most 50 characters'],
      [{ specialInstruction2: 'i'.repeat(51) }, 'Special Instruction 2 can have at most 50 characters'],
      [{ deliveryDate: '2026-02-30' }, 'Delivery date must be a valid date (YYYY-MM-DD)'],
      [{ addressId: 1 }, 'Delivery address not found'],
    ];
    const before = (await customer.get()).json().header;
    for (const [body, message] of cases) {
      expect((await customer.header(body)).json()).toEqual({ isValid: false, message });
    }
    expect((await customer.get()).json().header).toEqual(before);
    // Bayside Bistro's third ship-to; only Bayside has one by that code.
    expect((await customer.header({ customerShipToCode: 'COMMIS' })).json().isValid).toBe(true);
  });

  it('lets a consumer pick only an own delivery address, and no ship-to', async () => {
    const address = await t.database.db
      .selectFrom('delivery_addresses as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.id')
      .where('u.username', '=', 'consumer@example.com')
      .executeTakeFirstOrThrow();
    expect((await consumer.header({ addressId: address.id })).json().isValid).toBe(true);
    expect((await consumer.get()).json().header).toMatchObject({
      addressId: address.id,
      customerShipToCode: null,
      customerPo: '',
    });
    expect((await consumer.header({ addressId: address.id + 1000 })).json()).toEqual({
      isValid: false,
      message: 'Delivery address not found',
    });
    expect((await consumer.header({ customerShipToCode: 'MAIN' })).json().isValid).toBe(false);
    expect((await consumer.header({ addressId: null })).json().isValid).toBe(true);
    expect((await consumer.get()).json().header.addressId).toBeNull();
  });
});
