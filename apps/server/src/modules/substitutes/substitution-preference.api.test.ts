import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInNewConsumer } from '../../test/consumer.fixtures';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('substitution preference (issue 31)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const url = '/api/preferences/substitutions';
  const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const save = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
  const stored = async (customerCode: string) =>
    (
      await t.database.db
        .selectFrom('customers')
        .select('substitution_preference')
        .where('id', '=', ids[customerCode]!)
        .executeTakeFirstOrThrow()
    ).substitution_preference;

  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
  });
  afterAll(() => t.close());

  it("reads and sets the acting customer's preference, 'ask' until someone chooses", async () => {
    const buyer = await signInAs(t.app, 'customer');
    expect((await read(buyer)).json()).toEqual({
      preference: 'ask',
      appliesTo: 'customer',
      customerName: 'Bayside Bistro',
    });
    const res = await save(buyer, { preference: 'allow' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preference: 'allow', appliesTo: 'customer' });
    expect(await stored('BAYBIS')).toBe('allow');
    expect((await read(buyer)).json().preference).toBe('allow');
  });

  it('lets a salesperson set it for the customer it acts for, and no other', async () => {
    const sales = await signInAs(t.app, 'sales');
    const forMaple = { ...sales, 'x-customer-key': String(ids.MAPLEC) };
    expect((await save(forMaple, { preference: 'never' })).json()).toMatchObject({
      preference: 'never',
      customerName: 'Maple Street Cafe',
    });
    expect(await stored('MAPLEC')).toBe('never');
    expect(await stored('BAYBIS')).not.toBe('never');
    // Without a customer there is nothing to set; a customer not assigned to it is refused.
    expect((await read(sales)).statusCode).toBe(403);
    expect((await save(sales, { preference: 'allow' })).statusCode).toBe(403);
    const assigned = new Set(
      (await t.database.db.selectFrom('salesperson_customers').select('customer_id').execute()).map(
        (r) => r.customer_id,
      ),
    );
    const other = Object.values(ids).find((id) => !assigned.has(id));
    expect((await save({ ...sales, 'x-customer-key': String(other) }, { preference: 'allow' })).statusCode).toBe(403);
    // A customer's buyer may not act for another customer.
    const buyer = await signInAs(t.app, 'customer');
    expect((await save({ ...buyer, 'x-customer-key': String(ids.MAPLEC) }, { preference: 'allow' })).statusCode).toBe(
      403,
    );
    expect(await stored('MAPLEC')).toBe('never');
  });

  it("keeps a consumer's own preference", async () => {
    const consumer = await signedInNewConsumer(t, 'subs-consumer@example.net');
    expect((await read(consumer)).json()).toEqual({ preference: 'ask', appliesTo: 'consumer', customerName: '' });
    expect((await save(consumer, { preference: 'never' })).json().preference).toBe('never');
    const row = await t.database.db
      .selectFrom('users')
      .select('substitution_preference')
      .where('username', '=', 'subs-consumer@example.net')
      .executeTakeFirstOrThrow();
    expect(row.substitution_preference).toBe('never');
    // The demo consumer's is its own.
    expect((await read(await signInAs(t.app, 'consumer@example.com'))).json().preference).toBe('ask');
  });

  it('refuses a value it does not know (400) and guests (401), changing nothing', async () => {
    const buyer = await signInAs(t.app, 'customer');
    const before = await stored('BAYBIS');
    for (const body of [{ preference: 'sometimes' }, { preference: null }, {}, { preference: 'ASK' }, ['never']]) {
      const res = await save(buyer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await read({})).statusCode).toBe(401);
    expect((await save({}, { preference: 'never' })).statusCode).toBe(401);
    expect(await stored('BAYBIS')).toBe(before);
  });
});
