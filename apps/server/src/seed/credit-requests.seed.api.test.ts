import type { CreditPolicy, CreditRequestDetail, CreditRequestPage } from '@storefront/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../test/test-app';
import { DEMO_CREDIT_WINDOWS } from './credit-requests.seed';

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
});
