import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from './cart.fixtures';

describe('every demo account has a cart of its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
  });
  afterAll(() => t.close());

  it('keeps the consumer, the administrator and the customer apart', async () => {
    const consumer = cartApi(t.app, { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Pickup' });
    const admin = cartApi(t.app, await signInAs(t.app, 'admin'));
    const customer = cartApi(t.app, await signInAs(t.app, 'customer'));

    const added = await consumer.add(line(FX.napkins, 2, 'CS', 'EA'));
    expect(added.statusCode).toBe(200);
    // A consumer acts for no trade customer: base prices, 2 CS of 12 at 1.25 = 30.00.
    expect((await consumer.get()).json().lines.map((l: { extension: string }) => l.extension)).toEqual(['30.00']);
    expect((await admin.add(line(FX.chicken, 1, 'CS', 'LB'))).statusCode).toBe(200);

    expect((await consumer.get()).json().lines).toHaveLength(1);
    expect((await admin.get()).json().lines).toHaveLength(1);
    expect((await customer.get()).json().lines).toHaveLength(0);

    const consumerLine = (await consumer.get()).json().lines[0].id as number;
    expect((await admin.remove(consumerLine)).statusCode).toBe(404);
    expect((await consumer.get()).json().lines).toHaveLength(1);
  });
});
