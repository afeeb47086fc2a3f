import type { SiteSettingsAdminView } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('GET and POST /api/admin/siteSettings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const post = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/siteSettings', headers, payload: payload as object });
  const versions = async () =>
    Object.fromEntries(
      (await t.database.db.selectFrom('cache_versions').select(['name', 'version']).execute()).map((r) => [
        r.name,
        r.version,
      ]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
    customer = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('shows the settings in force to an administrator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin });
    expect(res.statusCode).toBe(200);
    const view = res.json() as SiteSettingsAdminView;
    expect(view.settings).toMatchObject({
      allowGuest: true,
      allowConsumer: true,
      checkoutMessage: null,
      orderQuantityRoundingFlag: 'None',
    });
    expect(view.changes).toEqual([]);
  });

  it('saves a change that every later request sees, logs who and when, and bumps every cache version', async () => {
    const before = await versions();
    t.clock.now += 1000;
    const res = await post({ allowGuest: false, checkoutMessage: 'Closed Monday for the holiday.' });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as SiteSettingsAdminView;
    expect(view.settings.allowGuest).toBe(false);
    expect(view.changes.map((c) => [c.key, c.oldValue, c.newValue, c.changedBy, c.changedAt])).toEqual(
      expect.arrayContaining([
        ['allowGuest', null, 'false', 'Alex Admin', t.clock.now],
        ['checkoutMessage', null, '"Closed Monday for the holiday."', 'Alex Admin', t.clock.now],
      ]),
    );
    const site = await t.app.inject({ method: 'GET', url: '/api/settings/site' });
    expect(site.json()).toMatchObject({ allowGuest: false });
    const after = await versions();
    for (const name of ['catalogue', 'prices', 'menu'])
      expect(after[name] ?? 1, name).toBeGreaterThan(before[name] ?? 1);

    const back = await post({ allowGuest: true });
    expect((back.json() as SiteSettingsAdminView).changes[0]).toMatchObject({
      key: 'allowGuest',
      oldValue: 'false',
      newValue: 'true',
    });
  });

  it('logs nothing and bumps nothing when the value is already in force', async () => {
    const before = await versions();
    const count = (await post({ allowConsumer: true }).then((r) => r.json() as SiteSettingsAdminView)).changes.length;
    expect(count).toBe(
      (
        await t.app
          .inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin })
          .then((r) => r.json() as SiteSettingsAdminView)
      ).changes.length,
    );
    expect(await versions()).toEqual(before);
  });

  it('refuses unknown keys, wrong types, overlong text and an empty change with 400', async () => {
    for (const body of [
      { siteName: 'Mine' },
      { allowGuest: 'yes' },
      { checkoutMessage: 'x'.repeat(501) },
      { zipCodeRestrictionMessage: '' },
      { orderQuantityRoundingFlag: 'Sometimes' },
      {},
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('sets the catch-weight card allowance, a percent 0 to 50 with up to 2 decimals (issue 31)', async () => {
    const read = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin })
        ).json() as SiteSettingsAdminView
      ).settings.catchWeightAllowancePercent;
    expect(await read()).toBe(10);
    for (const bad of [-1, 50.01, 51, 7.125, '10', null, 1e21]) {
      const res = await post({ catchWeightAllowancePercent: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await read()).toBe(10);
    try {
      const res = await post({ catchWeightAllowancePercent: 12.5 });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as SiteSettingsAdminView).changes[0]).toMatchObject({
        key: 'catchWeightAllowancePercent',
        oldValue: null,
        newValue: '12.5',
      });
      expect(await read()).toBe(12.5);
      for (const good of [0, 50, 7.25])
        expect((await post({ catchWeightAllowancePercent: good })).statusCode).toBe(200);
      expect(await read()).toBe(7.25);
    } finally {
      await post({ catchWeightAllowancePercent: 10 });
    }
  });

  it('sets the hours before the cut-off that reminders go, 1 to 48 whole hours (issue 32)', async () => {
    const read = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin })
        ).json() as SiteSettingsAdminView
      ).settings.reminderLeadHours;
    expect(await read()).toBe(2);
    for (const bad of [0, -1, 49, 1.5, '3', null]) {
      const res = await post({ reminderLeadHours: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    try {
      expect((await post({ reminderLeadHours: 6 })).statusCode).toBe(200);
      expect(await read()).toBe(6);
    } finally {
      await post({ reminderLeadHours: 2 });
    }
  });

  it('sets the fill-to-par round-up share, 0 to 1 with up to 2 decimals (issue 32)', async () => {
    const read = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin })
        ).json() as SiteSettingsAdminView
      ).settings.parRoundUpShare;
    expect(await read()).toBe(0.5);
    for (const bad of [-0.1, 1.01, 2, 0.125, '0.5', null, 1e21]) {
      const res = await post({ parRoundUpShare: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    try {
      for (const good of [0, 1, 0.25]) expect((await post({ parRoundUpShare: good })).statusCode).toBe(200);
      expect(await read()).toBe(0.25);
    } finally {
      await post({ parRoundUpShare: 0.5 });
    }
  });

  it('sets the hours before the cut-off that standing orders are placed, 1 to 168 whole hours (issue 32)', async () => {
    const read = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin })
        ).json() as SiteSettingsAdminView
      ).settings.standingOrderLeadHours;
    expect(await read()).toBe(24);
    for (const bad of [0, -1, 169, 1.5, '24', null]) {
      const res = await post({ standingOrderLeadHours: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    try {
      expect((await post({ standingOrderLeadHours: 48 })).statusCode).toBe(200);
      expect(await read()).toBe(48);
    } finally {
      await post({ standingOrderLeadHours: 24 });
    }
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: customer })).statusCode).toBe(
      403,
    );
    expect((await post({ allowGuest: false }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/siteSettings' })).statusCode).toBe(401);
  });
});
