import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSiteValue } from '../settings/settings.repository';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from './cart.fixtures';
import { customerIds } from '../../test/demo-ids';

type Api = ReturnType<typeof cartApi>;

describe('cart: refusals', () => {
  let t: TestApp;
  let customer: Api;
  let maple: Api;
  let ids: Record<string, number>;

  /** A refused single line: 409 with the line error the dialog shows. */
  async function refused(res: Awaited<ReturnType<Api['add']>>, code: string, message: string) {
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ isSuccess: false, message, errorCode: 409, data: { productsAdded: 0, lines: [] } });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ isSuccess: false, message, code });
    expect(body.errors[0].errors[0]).toBe(message);
    return body;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    ids = await customerIds(t.database.db);
    customer = cartApi(t.app, await signInAs(t.app, 'customer'));
    maple = cartApi(t.app, { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.MAPLEC) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await customer.clear();
    await maple.clear();
  });

  it('refuses a quantity that is not a multiple when rounding is None', async () => {
    const body = await refused(
      await customer.add(line(FX.yogurt, 7, 'EA', 'EA')),
      'InvalidQuantity',
      'Invalid quantity of 7. Please enter a multiple of 6',
    );
    expect(body.errors[0].cartLineItem).toMatchObject({ productKey: FX.yogurt, orderQuantity: 7, unitOfMeasure: 'EA' });
    expect((await customer.get()).json().lines).toEqual([]);
  });

  it('rounds to the multiple with AutoRoundUp and says so', async () => {
    await writeSiteValue(t.database.db, 'orderQuantityRoundingFlag', 'AutoRoundUp');
    try {
      const res = await customer.add(line(FX.yogurt, 7, 'EA', 'EA'));
      expect(res.statusCode).toBe(200);
      expect(res.json().messages).toEqual(['Quantity 7 was rounded up to 12 (a multiple of 6)']);
      expect(res.json().data.lines[0]).toMatchObject({ quantity: { value: '12.00' }, extension: '5.40' });
      const many = await customer.addMany({ lines: [line(FX.yogurt, 1, 'EA', 'EA'), line(FX.chicken, 1, 'CS', 'LB')] });
      expect(many.json().messages).toEqual(['Yogurt Cup: Quantity 1 was rounded up to 6 (a multiple of 6)']);
      expect((await customer.get()).json().lines[0].quantity.value).toBe('18.00');
    } finally {
      await writeSiteValue(t.database.db, 'orderQuantityRoundingFlag', 'None');
    }
  });

  it('refuses units the product is not sold or priced by', async () => {
    await refused(
      await customer.add(line(FX.chicken, 1, 'BX', 'LB')),
      'InvalidUnit',
      'Invalid unit BX. This product sells by CS',
    );
    await refused(
      await customer.add(line(FX.chicken, 1, 'CS', 'CS')),
      'InvalidPriceUnit',
      'Invalid price unit CS. This product is priced by LB',
    );
    // Both problems at once are both reported.
    const both = (await customer.add(line(FX.chicken, 0, 'BX', 'LB'))).json();
    expect(both.errors[0].errors).toEqual([
      'Invalid unit BX. This product sells by CS',
      'Quantity must be greater than 0',
    ]);
  });

  it('refuses quantities that are zero, negative, too precise or too large', async () => {
    await refused(
      await customer.add(line(FX.napkins, 0, 'EA', 'EA')),
      'InvalidQuantity',
      'Quantity must be greater than 0',
    );
    await refused(
      await customer.add(line(FX.napkins, -2, 'EA', 'EA')),
      'InvalidQuantity',
      'Quantity must be greater than 0',
    );
    await refused(
      await customer.add(line(FX.napkins, '1.005', 'EA', 'EA')),
      'InvalidQuantity',
      'Quantity can have at most 2 decimals',
    );
    // Not a plain decimal: refused by the contract (issue 10), before the cart rules.
    expect((await customer.add(line(FX.napkins, 'ten', 'EA', 'EA'))).statusCode).toBe(400);
    await refused(
      await customer.add(line(FX.napkins, 5_000_000, 'EA', 'EA')),
      'InvalidQuantity',
      'Quantity must be below 1000000',
    );
  });

  it('refuses products that cannot be ordered', async () => {
    for (const key of [999_999_999, FX.inactive, FX.hidden, FX.excluded]) {
      await refused(await customer.add(line(key, 1, 'EA', 'EA')), 'ProductUnavailable', 'This product is unavailable.');
    }
    await refused(await customer.add(line(FX.noSellBy, 1, 'EA', 'EA')), 'NoSellBy', 'Product has no Sell By U/M');
    // Excluded only for Bayside Bistro: Maple Street may order it.
    expect((await maple.add(line(FX.excluded, 1, 'EA', 'EA'))).statusCode).toBe(200);
  });

  it("refuses a price override without canChangePrice and accepts a salesperson's", async () => {
    await refused(
      await customer.add(line(FX.chicken, 1, 'CS', 'LB', { overridePrice: 2 })),
      'PriceNotAllowed',
      'You may not change the price',
    );
    const res = await maple.add(line(FX.chicken, 1, 'CS', 'LB', { overridePrice: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({
      isOverridePrice: true,
      unitPrice: { factor: '2.0000' },
      extension: '80.00',
    });
    // Adding more without a price keeps the override; the update without one resets to pricing.
    const merged = (await maple.add(line(FX.chicken, 1, 'CS', 'LB'))).json().data.lines[0];
    expect(merged).toMatchObject({ isOverridePrice: true, extension: '160.00' });
    const reset = (await maple.update(merged.id, line(FX.chicken, 2, 'CS', 'LB'))).json().data.lines[0];
    expect(reset).toMatchObject({ isOverridePrice: false, unitPrice: { factor: '2.4900' }, extension: '199.20' });
    // The default price typed back is no override.
    const same = (await maple.update(merged.id, line(FX.chicken, 2, 'CS', 'LB', { overridePrice: '2.49' }))).json().data
      .lines[0];
    expect(same.isOverridePrice).toBe(false);
    await refused(
      await maple.add(line(FX.chicken, 1, 'CS', 'LB', { overridePrice: -1 })),
      'PriceNotAllowed',
      'Invalid price -1',
    );

    await writeSiteValue(t.database.db, 'salespersonCanChangePrice', false);
    try {
      await refused(
        await maple.add(line(FX.chicken, 1, 'CS', 'LB', { overridePrice: 2 })),
        'PriceNotAllowed',
        'You may not change the price',
      );
    } finally {
      await writeSiteValue(t.database.db, 'salespersonCanChangePrice', true);
    }
  });

  it('lets a customer use only the price-by unit the page would choose', async () => {
    // With sync on, CS sells by CS prices by CS; with it off, only the pricing unit EA.
    expect((await customer.add(line(FX.napkins, 1, 'CS', 'CS'))).statusCode).toBe(200);
    await customer.clear();
    await writeSiteValue(t.database.db, 'syncPriceByWithSellByUMFlag', false);
    try {
      await refused(
        await customer.add(line(FX.napkins, 1, 'CS', 'CS')),
        'InvalidPriceUnit',
        'You may not change the Price By U/M',
      );
      expect((await maple.add(line(FX.napkins, 1, 'CS', 'CS'))).statusCode).toBe(200);
    } finally {
      await writeSiteValue(t.database.db, 'syncPriceByWithSellByUMFlag', true);
    }
  });

  it('adds the good lines of a batch and answers 409 listing the failed ones', async () => {
    const res = await customer.addMany({
      lines: [
        line(FX.chicken, 1, 'CS', 'LB'),
        line(FX.yogurt, 7, 'EA', 'EA'),
        line(FX.napkins, 2, 'CS', 'EA'),
        line(FX.inactive, 1, 'EA', 'EA'),
      ],
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      isSuccess: false,
      message: '2 of 4 product(s) could not be added to the cart',
      data: { productsAdded: 2 },
    });
    expect(body.data.lines.map((l: { productKey: number }) => l.productKey)).toEqual([FX.chicken, FX.napkins]);
    expect(body.errors.map((e: { cartLineItem: { productKey: number } }) => e.cartLineItem.productKey)).toEqual([
      FX.yogurt,
      FX.inactive,
    ]);
    expect((await customer.get()).json().totals).toMatchObject({ lineCount: 2, lineTotal: '129.60' });
  });

  it("asks before changing a product's price-by unit and switches on confirm", async () => {
    await customer.add(line(FX.napkins, 2, 'CS', 'EA'));
    const ask = await refused(
      await customer.add(line(FX.napkins, 1, 'CS', 'CS')),
      'PriceByChange',
      'Napkins is in the cart priced by EA. Change Price By U/M to CS?',
    );
    expect(ask.errors[0].cartLineItem.unitOfMeasure_Prc).toBe('CS');
    expect((await customer.get()).json().lines[0]).toMatchObject({
      quantity: { value: '2.00' },
      unitPrice: { from: 'EA' },
    });

    const confirmed = await customer.add(line(FX.napkins, 1, 'CS', 'CS', { confirmPriceByChange: true }));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().messages).toEqual(['Napkins: Price By U/M changed from EA to CS']);
    const cart = (await customer.get()).json();
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      quantity: { value: '3.00', unit: 'CS' },
      unitPrice: { factor: '15.00', from: 'CS' },
      extension: '45.00',
    });

    // A new sell-by unit priced by EA moves the CS line back, through the body-level confirm of /lines.
    const back = await customer.addMany({ lines: [line(FX.napkins, 6, 'EA', 'EA')], confirmPriceByChange: true });
    expect(back.statusCode).toBe(200);
    const lines = (await customer.get()).json().lines;
    expect(
      lines.map((l: { quantity: { unit: string }; unitPrice: { from: string }; extension: string }) => [
        l.quantity.unit,
        l.unitPrice.from,
        l.extension,
      ]),
    ).toEqual([
      ['CS', 'EA', '45.00'],
      ['EA', 'EA', '7.50'],
    ]);
  });

  it('validates proposed lines like an add and saves nothing', async () => {
    const proposed = { lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.yogurt, 7, 'EA', 'EA')] };
    const res = await customer.validate(proposed);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ isSuccess: false, data: { productsAdded: 1, lines: [] } });
    expect(res.json().errors[0]).toMatchObject({
      code: 'InvalidQuantity',
      message: 'Invalid quantity of 7. Please enter a multiple of 6',
    });
    const ok = await customer.validate({ lines: [line(FX.chicken, 1, 'CS', 'LB')] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ isSuccess: true, data: { productsAdded: 1, lines: [] } });
    expect((await customer.get()).json().lines).toEqual([]);
    // Against what is already in the cart, too.
    await customer.add(line(FX.napkins, 1, 'CS', 'EA'));
    const conflict = await customer.validate([line(FX.napkins, 1, 'CS', 'CS')]);
    expect(conflict.json().errors[0].code).toBe('PriceByChange');
    expect((await customer.get()).json().lines).toHaveLength(1);
  });

  it('answers 404 for a line of another customer or user', async () => {
    const mapleLine = (await maple.add(line(FX.chicken, 1, 'CS', 'LB'))).json().data.lines[0].id;
    const sales = await signInAs(t.app, 'sales');
    const nortav = cartApi(t.app, { ...sales, 'x-customer-key': String(ids.NORTAV) });
    expect((await nortav.update(mapleLine, line(FX.chicken, 5, 'CS', 'LB'))).statusCode).toBe(404);
    expect((await nortav.remove(mapleLine)).statusCode).toBe(404);
    expect((await customer.update(mapleLine, line(FX.chicken, 5, 'CS', 'LB'))).statusCode).toBe(404);
    expect((await customer.remove(mapleLine)).statusCode).toBe(404);
    expect((await maple.get()).json().lines[0].quantity.value).toBe('1.00');
  });

  it("keeps each user's cart to itself, and a punchout session's to the session", async () => {
    await customer.add(line(FX.chicken, 1, 'CS', 'LB'));
    const bayAsSales = cartApi(t.app, { ...(await signInAs(t.app, 'sales')), 'x-customer-key': String(ids.BAYBIS) });
    expect((await bayAsSales.get()).json().lines).toEqual([]);
    const second = cartApi(t.app, await signInAs(t.app, 'customer'));
    expect((await second.get()).json().lines).toHaveLength(1);

    const { hashSessionToken, newSessionToken } = await import('../../platform/auth/session-token');
    const { insertSession } = await import('../../platform/auth/session.repository');
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'customer')
      .executeTakeFirstOrThrow();
    const token = newSessionToken();
    const now = t.clock.now;
    await insertSession(t.database.db, {
      tokenHash: hashSessionToken(token),
      userId: user.id,
      now,
      expiresAt: now + 3_600_000,
      isPunchout: true,
      punchoutCustomerId: ids.BAYBIS!,
    });
    const punchout = cartApi(t.app, { authorization: `Bearer ${token}` });
    expect((await punchout.get()).json().lines).toEqual([]);
    expect((await punchout.add(line(FX.napkins, 1, 'CS', 'EA'))).statusCode).toBe(200);
    expect((await customer.get()).json().lines.map((l: { productKey: number }) => l.productKey)).toEqual([FX.chicken]);
  });

  it('refuses guests (403), and anonymous calls with guests off (401)', async () => {
    const guest = cartApi(t.app, {});
    const calls = [
      guest.get(),
      guest.add(line(FX.chicken, 1, 'CS', 'LB')),
      guest.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB')] }),
      guest.validate({ lines: [line(FX.chicken, 1, 'CS', 'LB')] }),
      guest.update(1, line(FX.chicken, 1, 'CS', 'LB')),
      guest.remove(1),
      guest.clear(),
      guest.header({ customerPo: 'X' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    await writeSiteValue(t.database.db, 'allowGuest', false);
    try {
      expect((await guest.add(line(FX.chicken, 1, 'CS', 'LB'))).statusCode).toBe(401);
    } finally {
      await writeSiteValue(t.database.db, 'allowGuest', true);
    }
  });

  it('refuses a salesperson who has not chosen a customer', async () => {
    const sales = cartApi(t.app, await signInAs(t.app, 'sales'));
    expect((await sales.get()).statusCode).toBe(403);
    expect((await sales.add(line(FX.chicken, 1, 'CS', 'LB'))).statusCode).toBe(403);
  });
});
