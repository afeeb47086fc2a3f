import type { DeliveryAddress } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCacheVersion, MENU_CACHE } from '../../platform/cache/cache-versions.repository';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

const shipTo = (over: Record<string, unknown> = {}) => ({
  display: 'Pier Kitchen',
  name: 'Bayside Bistro - Pier',
  address1: '3 Custom House Wharf',
  address2: '',
  city: 'Portland',
  state: 'me',
  zip: '04101',
  phone: '(207) 555-0199',
  contact: 'Sam Prep',
  deliveryTime: 'Before 10 AM',
  ...over,
});

describe('ship-to maintenance (trade customers, ShipToMaintenance)', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let ids: Record<string, number>;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const list = async (headers: Record<string, string>) =>
    (await call('GET', '/api/address', headers)).json<DeliveryAddress[]>();

  beforeAll(async () => {
    t = await createTestApp();
    customer = await signInAs(t.app, 'customer');
    ids = await customerIds(t.database.db);
  });
  afterAll(() => t.close());

  it("lists the customer's ship-tos, primary first, with contact and delivery time", async () => {
    const own = await list(customer);
    expect(own.map((a) => a.display)).toEqual(['Main', 'Downtown', 'Commissary']);
    expect(own[0]).toMatchObject({ isPrimary: true, minimumOrderAmount: '0.00', isValidZipCode: true });
  });

  it('adds, edits, makes primary and deletes a ship-to; checkout sees it under a code of its own', async () => {
    const added = await call('POST', '/api/address', customer, shipTo());
    expect(added.statusCode).toBe(200);
    const pier = added.json<DeliveryAddress[]>().find((a) => a.display === 'Pier Kitchen')!;
    expect(pier).toMatchObject({
      contact: 'Sam Prep',
      deliveryTime: 'Before 10 AM',
      state: 'ME',
      phone: '2075550199',
      isPrimary: false,
    });
    const row = await t.database.db
      .selectFrom('ship_tos')
      .select(['code', 'customer_id'])
      .where('id', '=', pier.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ code: 'W001', customer_id: ids.BAYBIS });
    // The customer's ship-tos as the cart header and checkout read them.
    const acting = (await call('GET', '/api/customer', customer)).json<{ shiptos: { code: string; name: string }[] }>();
    expect(acting.shiptos).toContainEqual(expect.objectContaining({ code: 'W001', name: 'Bayside Bistro - Pier' }));

    const edited = await call(
      'PUT',
      `/api/address/${pier.id}`,
      customer,
      shipTo({ contact: 'Alex Line', deliveryTime: '6-9 AM' }),
    );
    expect(edited.json<DeliveryAddress[]>().find((a) => a.id === pier.id)).toMatchObject({
      contact: 'Alex Line',
      deliveryTime: '6-9 AM',
    });

    const primary = await call('POST', `/api/address/${pier.id}/primary`, customer);
    expect(primary.json<DeliveryAddress[]>()[0]).toMatchObject({ id: pier.id, isPrimary: true });
    expect((await call('DELETE', `/api/address/${pier.id}`, customer)).statusCode).toBe(409);
    const main = (await list(customer)).find((a) => a.display === 'Main')!;
    await call('POST', `/api/address/${main.id}/primary`, customer);
    const deleted = await call('DELETE', `/api/address/${pier.id}`, customer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<DeliveryAddress[]>().map((a) => a.display)).toEqual(['Main', 'Downtown', 'Commissary']);
  });

  it('refuses the field rules with 400', async () => {
    for (const over of [
      { display: '' },
      { name: 'n'.repeat(41) },
      { zip: '041' },
      { contact: 'c'.repeat(26) },
      { deliveryTime: 't'.repeat(17) },
      { phone: '12' },
    ]) {
      expect((await call('POST', '/api/address', customer, shipTo(over))).statusCode, JSON.stringify(over)).toBe(400);
    }
  });

  it("keeps each customer to its own ship-tos: another customer's id is 404 and a salesperson edits the customer it acts for", async () => {
    const [theirs] = await t.database.db
      .selectFrom('ship_tos')
      .select('id')
      .where('customer_id', '=', ids.HARGRL!)
      .execute();
    for (const [method, url, payload] of [
      ['PUT', `/api/address/${theirs!.id}`, shipTo()],
      ['DELETE', `/api/address/${theirs!.id}`, undefined],
      ['POST', `/api/address/${theirs!.id}/primary`, undefined],
    ] as const) {
      expect((await call(method, url, customer, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const sales = { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.BAYBIS) };
    const added = await call('POST', '/api/address', sales, shipTo({ display: 'Sales Added' }));
    expect(added.statusCode).toBe(200);
    expect((await list(customer)).map((a) => a.display)).toContain('Sales Added');
    const salesNoCustomer = await signInAs(t.app, 'sales');
    expect((await call('GET', '/api/address', salesNoCustomer)).statusCode).toBe(403);
  });

  it('needs the ShipToMaintenance entry to change ship-tos (CheckOut only reads them)', async () => {
    await t.database.db
      .insertInto('menu_overrides')
      .values({ entry: 'ShipToMaintenance', audience: 'Customer', visible: 0, locked: null, log_visit: null })
      .execute();
    await bumpCacheVersion(t.database.db, MENU_CACHE);
    expect((await call('GET', '/api/address', customer)).statusCode).toBe(200);
    expect((await call('POST', '/api/address', customer, shipTo({ display: 'Blocked' }))).statusCode).toBe(403);
  });
});
