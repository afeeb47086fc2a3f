import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { writeSiteValue } from './settings.repository';

describe('settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the site and consumer settings anonymously', async () => {
    const site = (await t.app.inject({ method: 'GET', url: '/api/settings/site' })).json();
    expect(site).toMatchObject({ allowGuest: true, allowConsumer: true });
    const consumer = await t.app.inject({ method: 'GET', url: '/api/settings/consumer' });
    expect(consumer.statusCode).toBe(200);
    const logo = await t.app.inject({ method: 'GET', url: '/api/settings/logoname' });
    expect(logo.json().logoName).toBe('logo.svg');
    expect(logo.headers['cache-control']).toContain('max-age=300');
    const image = await t.app.inject({ method: 'GET', url: '/img/logo.svg' });
    expect(image.statusCode).toBe(200);
    // The picture's words are the site name, which the page gives it as its name (WCAG 2.5.3, label in name).
    const words = [...image.body.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    expect(words).toBe(logo.json().siteName);
  });

  it('gives each user its session type and permissions', async () => {
    const guest = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(guest).toMatchObject({ sessionType: 'Guest', canChangePrice: false, isPunchoutSession: false });
    const consumer = (
      await t.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: await signInAs(t.app, 'consumer@example.com'),
      })
    ).json();
    expect(consumer.sessionType).toBe('Consumer');
    const sales = (
      await t.app.inject({ method: 'GET', url: '/api/settings', headers: await signInAs(t.app, 'sales') })
    ).json();
    expect(sales).toMatchObject({ sessionType: 'Normal', canChangePrice: true });
    const customer = (
      await t.app.inject({ method: 'GET', url: '/api/settings', headers: await signInAs(t.app, 'customer') })
    ).json();
    expect(customer).toMatchObject({
      sessionType: 'Normal',
      canChangePrice: false,
      totalOrderQuantityLabel: 'Total Order Quantity',
    });
  });

  it('reflects a stored change at once', async () => {
    await writeSiteValue(t.database.db, 'allowGuest', false);
    const site = (await t.app.inject({ method: 'GET', url: '/api/settings/site' })).json();
    expect(site.allowGuest).toBe(false);
    await writeSiteValue(t.database.db, 'allowGuest', true);
  });
});
