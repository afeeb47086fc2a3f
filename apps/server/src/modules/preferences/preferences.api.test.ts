import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads and saves the consumer preferences when the e-mail is the one on file, in any case', async () => {
    const consumer = await signInAs(t.app, 'consumer@example.com');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/consumer',
      headers: consumer,
      payload: {
        company: 'Harbor Kitchen',
        phone: '(207) 555-0142 Ext 7',
        email: 'CONSUMER@example.com',
        emailOption: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Preferences updated.' });
    const read = await t.app.inject({ method: 'GET', url: '/api/consumer', headers: consumer });
    expect(read.json()).toEqual({
      company: 'Harbor Kitchen',
      phone: '20755501427',
      email: 'consumer@example.com',
      emailOption: true,
    });
  });

  it('answers Preferences not updated for another e-mail, and the field rules', async () => {
    const consumer = await signInAs(t.app, 'consumer@example.com');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/consumer',
      headers: consumer,
      payload: { company: '', phone: '', email: 'someone@example.com', emailOption: false },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorReason).toBe('Preferences not updated');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/consumer',
      headers: consumer,
      payload: { company: 'c'.repeat(41), phone: '', email: 'consumer@example.com', emailOption: false },
    });
    expect(long.json().errorReason).toBe('Company can have at most 40 characters');
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/consumer',
      headers: consumer,
      payload: { company: '', phone: '555', email: 'consumer@example.com', emailOption: false },
    });
    expect(phone.json().errorReason).toBe('Phone number format (###) ###-#### Ext ######');
  });

  it('keeps consumer preferences to consumers', async () => {
    const customer = await signInAs(t.app, 'customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/consumer', headers: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/consumer' })).statusCode).toBe(401);
  });

  it('saves each user their own default layout and sort, falling back to the site defaults', async () => {
    const customer = await signInAs(t.app, 'customer');
    const sales = await signInAs(t.app, 'sales');
    const initial = await t.app.inject({ method: 'GET', url: '/api/userPreferences/defaults', headers: customer });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/userPreferences/defaults',
      headers: customer,
      payload: { defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' },
    });
    expect(saved.json()).toEqual({ message: 'Page layout successfully changed.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userPreferences/defaults', headers: customer })).json(),
    ).toEqual({
      defaultPageLayout: 'List',
      defaultPageSortBy: 'ProductCode',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userPreferences/defaults', headers: sales })).json(),
    ).toEqual({
      defaultPageLayout: 'Grid',
      defaultPageSortBy: 'Description',
    });
    // The session's settings carry them, so the product list opens in the user's own layout and sort.
    const settingsOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json() as {
        defaultPageLayout: string;
        defaultPageSortBy: string;
      };
    expect(await settingsOf(customer)).toMatchObject({ defaultPageLayout: 'List', defaultPageSortBy: 'ProductCode' });
    expect(await settingsOf(sales)).toMatchObject({ defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' });
    expect(await settingsOf({})).toMatchObject({ defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/userPreferences/defaults',
      headers: customer,
      payload: { defaultPageLayout: 'Table', defaultPageSortBy: 'ProductCode' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
