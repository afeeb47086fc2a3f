import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../../test/mail-text';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { checkoutApi, MONDAY_9AM } from './checkout.fixtures';

// Issue 31: the fixture chicken made catch weight, a 40 LB average case at $2.49 / LB: 2 CS are estimated at
// 80.00 LB = $199.20; with 2 CS of napkins at $15.00 the estimated total is $229.20.
describe('a catch-weight product ordered', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    await t.database.db
      .updateTable('products')
      .set({ is_catch_weight: 1 })
      .where('product_key', '=', FX.chicken)
      .execute();
    headers = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('answers the product with its average weight, and other products with none', async () => {
    const chicken = await t.app.inject({ method: 'GET', url: `/api/product/${FX.chicken}`, headers });
    expect(chicken.json().catchWeight).toEqual({ averageWeight: '40.00', weightUnit: 'LB', unitOfMeasure: 'CS' });
    const napkins = await t.app.inject({ method: 'GET', url: `/api/product/${FX.napkins}`, headers });
    expect(napkins.json().catchWeight).toBeNull();
  });

  it('estimates the cart line and marks the total an estimate; the order records the estimate and the mail says so', async () => {
    const cart = cartApi(t.app, headers);
    await cart.clear();
    await cart.addMany({ lines: [line(FX.chicken, 2, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] });
    const view = (await cart.get()).json();
    const chicken = view.lines.find((l: { productKey: number }) => l.productKey === FX.chicken);
    const napkins = view.lines.find((l: { productKey: number }) => l.productKey === FX.napkins);
    expect(chicken).toMatchObject({
      extension: '199.20',
      estimatedWeight: '80.00',
      catchWeight: { averageWeight: '40.00', weightUnit: 'LB', unitOfMeasure: 'CS' },
    });
    expect(napkins).toMatchObject({ extension: '30.00', estimatedWeight: null, catchWeight: null });
    expect(view.totals).toMatchObject({ lineTotal: '229.20', isEstimate: true });

    await t.app.ctx.outbox.drain();
    const mailDir = path.join(t.config.dataDir, 'mail');
    const before = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
    const checkout = checkoutApi(t.app, headers);
    await checkout.header({ deliveryDate: '2026-11-25' });
    const placed = (await checkout.submit({})).json();
    expect(placed.accepted).toBe(true);

    const order = (await checkout.order(placed.orderNumber)).json();
    expect(order.isEstimate).toBe(true);
    expect(order.invoice).toBeNull();
    expect(order.lines.map((l: { estimatedWeight: string | null; extension: string }) => l)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productKey: FX.chicken, estimatedWeight: '80.00', extension: '199.20' }),
        expect.objectContaining({ productKey: FX.napkins, estimatedWeight: null, shippedQuantity: null }),
      ]),
    );

    // The ERP is told which line is an estimate, and at what weight.
    const admin = await signInAs(t.app, 'admin');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/export/orders/${placed.orderNumber}`,
      headers: admin,
    });
    expect(exported.json().lines.map((l: { estimatedWeight: string | null }) => l.estimatedWeight)).toEqual([
      '80.00',
      null,
    ]);

    expect(await t.app.ctx.outbox.drain()).toBe(1);
    const added = fs.readdirSync(mailDir).slice(before);
    const eml = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, added[0] ?? ''), 'utf8'));
    expect(eml).toContain('Estimated total: $229.20');
    expect(eml).toContain('Chicken Breast 40 lb: 2.00 CS, estimated 80.00 LB × $2.4900 / LB = $199.20');
  });

  it('keeps orders without catch-weight lines as they were', async () => {
    const cart = cartApi(t.app, headers);
    await cart.clear();
    await cart.add(line(FX.napkins, 1, 'CS', 'CS'));
    expect((await cart.get()).json().totals.isEstimate).toBe(false);
  });
});
