import type {
  CheckinResult,
  CreditPolicy,
  CreditRequestDetail,
  CreditRequestPage,
  HistoryOrderPage,
} from '@storefront/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteValues } from '../modules/settings/settings.repository';
import { localIsoDate } from '../platform/time/iso-date';
import { createTestApp, signInAs, type TestApp } from '../test/test-app';
import { addDays } from './catalogue-prices';
import { DEMO_CREDIT_WINDOWS } from './credit-requests.seed';
import { FRESH_DELIVERY_NUMBER } from './fresh-delivery.seed';

describe('the demo credit request and policy (issue 33)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string, who: string) =>
    t.app.inject({ method: 'GET', url, headers: await signInAs(t.app, who) });

  it("shows the salesperson Bayside Bistro's open request for a damaged case, with its photo", async () => {
    const page = (await get('/api/credits?status=Open', 'sales')).json<CreditRequestPage>();
    const demo = page.requests.find((r) => r.customerName === 'Bayside Bistro');
    expect(demo).toMatchObject({ status: 'Open', requestedBy: 'Casey Customer' });
    expect(Number(demo?.requestedAmount)).toBeGreaterThan(0);
    const detail = (await get(`/api/credits/${demo?.number}`, 'sales')).json<CreditRequestDetail>();
    expect(detail.canReview).toBe(true);
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ outcome: 'damaged', quantity: '1.00', amount: demo?.requestedAmount });
    const photo = await get(detail.lines[0]?.photos[0] ?? '', 'customer');
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');
  });

  it('gives fresh main categories 72 hours and dry ones 14 days', async () => {
    const policy = (await get('/api/admin/credit-policy', 'admin')).json<CreditPolicy>();
    expect(policy.defaultWindowHours).toBe(DEMO_CREDIT_WINDOWS['']);
    const hours = new Map(policy.categories.map((c) => [c.mainCategoryCode, c.windowHours]));
    expect(hours.get('PRODUCE')).toBe(72);
    expect(hours.get('SEAFOOD')).toBe(72);
    expect(hours.get('DRY')).toBe(336);
  });

  it("has Bayside Bistro's delivery of yesterday invoiced and not checked in, its fresh lines claimable", async () => {
    const { timeZone } = await readSiteValues(t.database.db);
    const yesterday = addDays(localIsoDate(t.clock.now, timeZone), -1);
    const history = (
      await get(`/api/history/orders?search=${FRESH_DELIVERY_NUMBER}`, 'customer')
    ).json<HistoryOrderPage>();
    expect(history.orders).toEqual([
      expect.objectContaining({
        orderNumber: FRESH_DELIVERY_NUMBER,
        status: 'Invoiced',
        invoice: true,
        deliveryDate: yesterday,
        checkedIn: false,
      }),
    ]);
    const ledger = await t.database.db
      .selectFrom('ar_items')
      .select(['record_type', 'balance', 'invoice_date'])
      .where('order_number', '=', FRESH_DELIVERY_NUMBER)
      .execute();
    expect(ledger, 'its invoice is open on the account').toEqual([
      expect.objectContaining({ record_type: 1, invoice_date: yesterday }),
    ]);
    expect(Number(ledger[0]?.balance)).toBeGreaterThan(0);
    const fresh = await t.database.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('products as p', 'p.product_key', 'l.product_key')
      .select(['l.sequence', 'l.quantity', 'p.main_category_code'])
      .where('o.order_number', '=', FRESH_DELIVERY_NUMBER)
      .orderBy('l.sequence')
      .execute();
    expect(fresh.length).toBeGreaterThan(0);
    for (const line of fresh) expect(DEMO_CREDIT_WINDOWS[line.main_category_code ?? '']).toBe(72);

    // Checked in at the seed's time, every fresh line short by one: within the window, one credit request for all.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${FRESH_DELIVERY_NUMBER}/checkin`,
      headers: await signInAs(t.app, 'customer'),
      payload: { lines: fresh.map((l) => ({ lineNumber: l.sequence, outcome: 'short', quantity: 1 })) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<CheckinResult>();
    expect(result.creditRequest).not.toBeNull();
    expect(result.lines.filter((l) => l.outcome === 'short')).toHaveLength(fresh.length);
  });
});
