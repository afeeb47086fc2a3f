import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInNewConsumer } from '../../test/consumer.fixtures';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

const address = (over: Record<string, unknown> = {}) => ({
  display: 'Cottage',
  name: 'Ada Lovelace',
  address1: '7 Shore Rd',
  address2: '',
  city: 'Portland',
  state: 'me',
  zip: '04106-1234',
  phone: '(207) 555-0111',
  contact: 'ignored for consumers',
  deliveryTime: 'ignored',
  ...over,
});

describe('delivery address book (consumers)', () => {
  let t: TestApp;
  let mine: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    mine = await signedInNewConsumer(t, 'fresh@example.net');
    other = await signInAs(t.app, 'consumer@example.com');
  });
  afterAll(() => t.close());

  const list = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/address', headers })).json() as {
      id: number;
      display: string;
      isPrimary: boolean;
      minimumOrderAmount: string;
      isValidZipCode: boolean;
      contact: string;
      phone: string;
      state: string;
    }[];

  it('adds the first address as primary, with its zone minimum, and keeps no contact or delivery time for consumers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/address', headers: mine, payload: address() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        display: 'Cottage',
        isPrimary: true,
        zip: '04106-1234',
        state: 'ME',
        phone: '2075550111',
        contact: '',
        deliveryTime: '',
        minimumOrderAmount: '50.00',
        isValidZipCode: true,
      }),
    ]);
  });

  it('answers the spec messages for broken fields', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: mine,
      payload: address({ zip: '123' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorReason).toBe('Must be valid Zip Code');
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: mine,
      payload: address({ phone: '555' }),
    });
    expect(phone.json().errorReason).toBe('Phone number format (###) ###-#### Ext ######');
    const display = await t.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: mine,
      payload: address({ display: 'd'.repeat(26) }),
    });
    expect(display.json().errorReason).toBe('Display Name can have at most 25 characters');
  });

  it('marks an undeliverable zip, edits, sets primary, and deletes only a non-primary address that is not the last', async () => {
    const added = (
      await t.app.inject({
        method: 'POST',
        url: '/api/address',
        headers: mine,
        payload: address({ display: 'Office', zip: '04092' }),
      })
    ).json();
    const office = added.find((a: { display: string }) => a.display === 'Office');
    expect(office).toMatchObject({ isPrimary: false, isValidZipCode: false });
    const first = added.find((a: { display: string }) => a.display === 'Cottage');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/address/${office.id}`,
      headers: mine,
      payload: address({ display: 'Office', zip: '04101' }),
    });
    expect(edited.json().find((a: { id: number }) => a.id === office.id)).toMatchObject({
      zip: '04101',
      isValidZipCode: true,
      minimumOrderAmount: '0.00',
    });

    const primaryRefused = await t.app.inject({ method: 'DELETE', url: `/api/address/${first.id}`, headers: mine });
    expect(primaryRefused.statusCode).toBe(409);
    expect(primaryRefused.json().errorReason).toBe('The primary address cannot be deleted.');

    const moved = await t.app.inject({ method: 'POST', url: `/api/address/${office.id}/primary`, headers: mine });
    expect(moved.json().map((a: { display: string; isPrimary: boolean }) => [a.display, a.isPrimary])).toEqual([
      ['Office', true],
      ['Cottage', false],
    ]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/address/${first.id}`, headers: mine });
    expect(deleted.statusCode).toBe(200);
    expect((await list(mine)).map((a) => a.display)).toEqual(['Office']);
    const last = await t.app.inject({ method: 'DELETE', url: `/api/address/${office.id}`, headers: mine });
    expect(last.statusCode).toBe(409);
  });

  it('never reaches another consumer\u2019s address (404), and a trade user\u2019s writes go to its ship-tos, never to a consumer', async () => {
    const [theirs] = await list(other);
    for (const [method, url, payload] of [
      ['PUT', `/api/address/${theirs!.id}`, address()],
      ['DELETE', `/api/address/${theirs!.id}`, undefined],
      ['POST', `/api/address/${theirs!.id}/primary`, undefined],
      ['POST', '/api/address/invalid', { id: theirs!.id }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: mine, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(other))[0]).toMatchObject({ display: 'Home', isPrimary: true });
    const customer = await signInAs(t.app, 'customer');
    const before = await list(mine);
    const shipTos = await t.app.inject({ method: 'POST', url: '/api/address', headers: customer, payload: address() });
    expect(shipTos.statusCode).toBe(200);
    expect(shipTos.json<{ display: string }[]>().map((a) => a.display)).toContain('Main');
    expect(await list(mine)).toEqual(before);
  });

  it('takes an invalid-address report for an own address', async () => {
    const [own] = await list(mine);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/address/invalid',
      headers: mine,
      payload: { id: own!.id },
    });
    expect(res.statusCode).toBe(204);
  });
});
