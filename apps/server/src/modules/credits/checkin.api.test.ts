import type { CheckinPhoto, CheckinResult } from '@storefront/contract';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { holdFirstRead } from '../../test/held-read';
import { createTestApp, createTwinApp, type TestApp } from '../../test/test-app';
import { insertCartFixtures } from '../cart/cart.fixtures';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from '../../platform/images/reencode-image';
import { creditRequestedMail, CREDIT_REQUESTED_MAIL } from './credit-request.mail';
import {
  afterDelivery,
  creditsApi,
  deliveredOrder,
  DRY,
  FRESH,
  headersOf,
  insertCreditFixtures,
  outboxOf,
  pngPhoto,
} from './credits.fixtures';

describe('delivery check-in (issue 33)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  /** Bayside Bistro's buyer, after the clock moved. */
  const buyer = async () => creditsApi(t.app, await headersOf(t, 'customer'));
  const requestsOf = (orderNumber: string) =>
    t.database.db
      .selectFrom('credit_requests as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.id', 'r.status', 'r.requested_amount'])
      .where('o.order_number', '=', orderNumber)
      .execute();
  const checkinsOf = (orderNumber: string) =>
    t.database.db
      .selectFrom('checkins as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .select('c.id')
      .where('o.order_number', '=', orderNumber)
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    await insertCreditFixtures(t);
    ids = await customerIds(t.database.db);
  });
  afterAll(() => t.close());

  it('records a delivery with no problem as received, and refuses a second check-in', async () => {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 1);
    const api = await buyer();
    expect((await api.checkin(order.orderNumber)).json()).toEqual({
      errorCode: 404,
      errorReason: `Order ${order.orderNumber} is not checked in yet.`,
    });
    const res = await api.checkIn(order.orderNumber, { lines: [{ lineNumber: 2, outcome: 'received' }] });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<CheckinResult>();
    expect(result).toMatchObject({
      orderNumber: order.orderNumber,
      checkedInBy: 'Casey Customer',
      result: 'Received',
      creditRequest: null,
    });
    expect(result.lines.map((l) => [l.lineNumber, l.outcome, l.quantity])).toEqual([
      [1, 'received', null],
      [2, 'received', null],
    ]);
    expect((await api.checkin(order.orderNumber)).json<CheckinResult>()).toEqual(result);
    expect(await requestsOf(order.orderNumber)).toHaveLength(0);

    const again = await api.checkIn(order.orderNumber, { lines: [{ lineNumber: 1, outcome: 'short', quantity: 1 }] });
    expect(again.json()).toEqual({
      errorCode: 409,
      errorReason: `Order ${order.orderNumber} was already checked in: a delivery is checked in once. Ask your salesperson to correct it.`,
    });
    expect(await requestsOf(order.orderNumber)).toHaveLength(0);
  });

  it('makes one check-in of two at once', async () => {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 1);
    const api = await buyer();
    const body = { lines: [{ lineNumber: 2, outcome: 'short', quantity: 1 }] };
    const both = await Promise.all([api.checkIn(order.orderNumber, body), api.checkIn(order.orderNumber, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await checkinsOf(order.orderNumber)).toHaveLength(1);
    expect(await requestsOf(order.orderNumber)).toHaveLength(1);

    // A second process that checked the order had no check-in, and writes after another's committed: refused.
    const raced = await deliveredOrder(t);
    t.clock.now = afterDelivery(raced.deliveryDate, 1);
    const held = holdFirstRead((row) => 'main_category_code' in row && 'invoiced_extension' in row);
    const slow = await createTwinApp(t, [held.plugin]);
    try {
      const headers = await headersOf(t, 'customer');
      const late = creditsApi(slow.app, headers).checkIn(raced.orderNumber, body);
      await held.reached;
      expect((await creditsApi(t.app, headers).checkIn(raced.orderNumber, { lines: [] })).statusCode).toBe(200);
      held.release();
      expect((await late).json()).toEqual({
        errorCode: 409,
        errorReason: `Order ${raced.orderNumber} was already checked in: a delivery is checked in once. Ask your salesperson to correct it.`,
      });
      expect(await checkinsOf(raced.orderNumber)).toHaveLength(1);
      expect(await requestsOf(raced.orderNumber)).toHaveLength(0);
    } finally {
      held.release();
      await slow.close();
    }
  }, 60_000);

  it('turns damaged (with a photo) and short lines into one credit request at the invoiced price, mailed to the salesperson', async () => {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 2);
    const api = await buyer();
    const uploaded = await api.upload(await pngPhoto(2400, 1800));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json<CheckinPhoto>();
    // Fitted within 1600 pixels, re-encoded as WebP.
    expect(photo).toMatchObject({ width: 1600, height: 1200, url: `/api/checkin/photos/${photo.photoKey}` });
    expect(photo.photoKey).toMatch(/^[0-9a-f]{32}$/);

    const res = await api.checkIn(order.orderNumber, {
      lines: [
        { lineNumber: 1, outcome: 'damaged', quantity: 1, note: 'Case crushed', photos: [photo.photoKey] },
        { lineNumber: 2, outcome: 'short', quantity: '1' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<CheckinResult>();
    expect(result.result).toBe('Credit requested');
    const request = result.creditRequest;
    expect(request).toMatchObject({
      status: 'Open',
      customerKey: ids.BAYBIS,
      customerName: 'Bayside Bistro',
      orderNumber: order.orderNumber,
      invoiceNumber: order.invoiceNumber,
      deliveryDate: order.deliveryDate,
      requestedBy: 'Casey Customer',
      // 1 of 4 CS chicken invoiced at 398.40: 99.60; 1 of 2 CS napkins invoiced at 30.00: 15.00.
      requestedAmount: '114.60',
      approvedAmount: null,
      creditMemo: null,
      canReview: false,
    });
    expect(request?.number).toMatch(/^CR-\d{6}$/);
    expect(request?.lines).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        outcome: 'damaged',
        outcomeLabel: 'Damaged',
        quantity: '1.00',
        unit: 'CS',
        amount: '99.60',
        note: 'Case crushed',
        photos: [photo.url],
      }),
      expect.objectContaining({ lineNumber: 2, outcome: 'short', quantity: '1.00', amount: '15.00', photos: [] }),
    ]);

    // The photo is the stored WebP, to the buyer.
    const served = await api.photo(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // The salesperson's mail: queued with the request, naming it, its lines and where to review it.
    const [row] = await t.database.db
      .selectFrom('credit_requests as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('r.id')
      .where('o.order_number', '=', order.orderNumber)
      .execute();
    const queued = await outboxOf(t.database.db, CREDIT_REQUESTED_MAIL, row?.id ?? 0);
    expect(queued).toHaveLength(1);
    const mail = await creditRequestedMail(t.database.db, t.config)(JSON.parse(queued[0]?.payload ?? '{}'));
    expect(mail?.to).toBe('sam@harborfoods.example');
    expect(mail?.subject).toContain(`credit request ${request?.number} from Bayside Bistro — $114.60`);
    expect(mail?.text).toContain('- Line 1, Damaged: 1.00 CS');
    expect(mail?.text).toContain(`/credits/${request?.number}`);
  });

  it('claims a wrong product in full and a quality problem with its note', async () => {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 3);
    const res = await (
      await buyer()
    ).checkIn(order.orderNumber, {
      lines: [
        { lineNumber: 1, outcome: 'wrong' },
        { lineNumber: 2, outcome: 'quality', quantity: 1, note: '  Soaked through  ' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckinResult>().creditRequest).toMatchObject({
      requestedAmount: '413.40',
      lines: [
        expect.objectContaining({
          outcome: 'wrong',
          outcomeLabel: 'Wrong product',
          quantity: '4.00',
          amount: '398.40',
        }),
        expect.objectContaining({ outcome: 'quality', quantity: '1.00', amount: '15.00', note: 'Soaked through' }),
      ],
    });
  });

  it('refuses lines that do not add up, photos where they do not belong, and hostile input, writing nothing', async () => {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 1);
    const api = await buyer();
    const photo = (await api.upload(await pngPhoto())).json<CheckinPhoto>().photoKey;
    const refused = async (body: unknown, reason?: string) => {
      const res = await api.checkIn(order.orderNumber, body);
      expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBe(400);
      if (reason) expect(res.json<{ errorReason: string }>().errorReason).toBe(reason);
    };
    const chicken = 'Line 1 (Chicken Breast 40 lb)';
    await refused({ lines: [{ lineNumber: 1, outcome: 'short' }] }, `${chicken}: say how many (in CS).`);
    await refused(
      { lines: [{ lineNumber: 1, outcome: 'damaged', quantity: 5 }] },
      `${chicken}: at most 4.00 CS shipped.`,
    );
    await refused(
      { lines: [{ lineNumber: 1, outcome: 'short', quantity: '0.001' }] },
      `${chicken}: give a quantity above 0 with at most 2 decimals.`,
    );
    await refused(
      { lines: [{ lineNumber: 1, outcome: 'quality', note: '   ' }] },
      `${chicken}: say what is wrong with the quality in the note.`,
    );
    await refused(
      { lines: [{ lineNumber: 1, outcome: 'short', quantity: 1, photos: [photo] }] },
      `${chicken}: photos are for damaged lines.`,
    );
    await refused(
      { lines: [{ lineNumber: 1, outcome: 'received', quantity: 1 }] },
      `${chicken} is received: it takes no quantity.`,
    );
    await refused({ lines: [{ lineNumber: 3, outcome: 'received' }] }, `Order ${order.orderNumber} has no line 3.`);
    await refused(
      {
        lines: [
          { lineNumber: 1, outcome: 'received' },
          { lineNumber: 1, outcome: 'received' },
        ],
      },
      'Line 1 is given more than once.',
    );
    await refused(
      {
        lines: [
          { lineNumber: 1, outcome: 'damaged', quantity: 1, photos: [photo] },
          { lineNumber: 2, outcome: 'damaged', quantity: 1, photos: [photo] },
        ],
      },
      'A photo is named on more than one line.',
    );
    const unknown = 'f'.repeat(32);
    await refused(
      { lines: [{ lineNumber: 1, outcome: 'damaged', quantity: 1, photos: [unknown] }] },
      `Photo ${unknown} is not one of your uploads waiting for a check-in. Upload it again.`,
    );
    for (const body of [
      { lines: [{ lineNumber: 1, outcome: 'damaged', quantity: 1, photos: [photo, photo, photo, photo] }] },
      { lines: [{ lineNumber: 1, outcome: 'lost' }] },
      { lines: [{ lineNumber: 0, outcome: 'received' }] },
      { lines: [{ lineNumber: '1', outcome: 'received' }] },
      { lines: [{ lineNumber: 1, outcome: 'short', quantity: '1e3' }] },
      { lines: [{ lineNumber: 1, outcome: 'short', quantity: 'Infinity' }] },
      { lines: [{ lineNumber: 1, outcome: 'short', quantity: -1 }] },
      { lines: [{ lineNumber: 1, outcome: 'damaged', quantity: 1, photos: ['../../etc/passwd'] }] },
      { lines: [{ lineNumber: 1, outcome: 'quality', note: 'x'.repeat(501) }] },
      { lines: 'all' },
      { lines: [null] },
      {},
      [],
    ])
      await refused(body);
    expect(await checkinsOf(order.orderNumber)).toHaveLength(0);
  });

  it("refuses a claim outside its main category's window, naming the rule, and takes one inside", async () => {
    // Fresh: 72 hours from the midnight after the delivery date; the claim at the last minute is in time.
    const inTime = await deliveredOrder(t);
    t.clock.now = afterDelivery(inTime.deliveryDate, 72) - 60_000;
    const ok = await (
      await buyer()
    ).checkIn(inTime.orderNumber, { lines: [{ lineNumber: 1, outcome: 'short', quantity: 1 }] });
    expect(ok.statusCode, ok.body).toBe(200);

    const late = await deliveredOrder(t);
    t.clock.now = afterDelivery(late.deliveryDate, 72);
    const api = await buyer();
    const refused = await api.checkIn(late.orderNumber, {
      lines: [
        { lineNumber: 1, outcome: 'short', quantity: 1 },
        { lineNumber: 2, outcome: 'short', quantity: 1 },
      ],
    });
    expect(refused.json()).toEqual({
      errorCode: 400,
      errorReason: `Claims for ${FRESH.name} must be made within 72 hours of delivery.`,
    });
    expect(await checkinsOf(late.orderNumber)).toHaveLength(0);
    // The dry line's 14 days are still open.
    const dry = await api.checkIn(late.orderNumber, { lines: [{ lineNumber: 2, outcome: 'short', quantity: 1 }] });
    expect(dry.statusCode, dry.body).toBe(200);

    const later = await deliveredOrder(t);
    t.clock.now = afterDelivery(later.deliveryDate, 336);
    const both = await (
      await buyer()
    ).checkIn(later.orderNumber, {
      lines: [
        { lineNumber: 1, outcome: 'short', quantity: 1 },
        { lineNumber: 2, outcome: 'short', quantity: 1 },
      ],
    });
    expect(both.json().errorReason).toBe(
      `Claims for ${FRESH.name} must be made within 72 hours of delivery. Claims for ${DRY.name} must be made within 14 days of delivery.`,
    );
    // With nothing to claim, a late delivery is still checked in as received.
    expect((await (await buyer()).checkIn(later.orderNumber, { lines: [] })).json<CheckinResult>().result).toBe(
      'Received',
    );
  }, 60_000);

  it('refuses an order not invoiced yet, and one whose delivery date has not come', async () => {
    const order = await deliveredOrder(t);
    const { delivery_date } = await t.database.db
      .selectFrom('orders')
      .select('delivery_date')
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    // Still MONDAY_9AM: the delivery is tomorrow or later.
    const early = await (await buyer()).checkIn(order.orderNumber, { lines: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorReason).toMatch(
      new RegExp(`^Order ${order.orderNumber} is due on .+: check it in when it arrives\\.$`),
    );
    expect(delivery_date).toBe(order.deliveryDate);

    await t.database.db
      .updateTable('orders')
      .set({ status: 'Open' })
      .where('order_number', '=', order.orderNumber)
      .execute();
    t.clock.now = afterDelivery(order.deliveryDate, 1);
    expect((await (await buyer()).checkIn(order.orderNumber, { lines: [] })).json()).toEqual({
      errorCode: 409,
      errorReason: `Order ${order.orderNumber} is not invoiced yet: it is checked in once it is delivered and invoiced.`,
    });
  });

  it('refuses a photo that is no image, a decompression bomb, a wrong type and too many waiting', async () => {
    const api = await buyer();
    const notImage = await api.upload('<script>alert(1)</script>');
    expect(notImage.json()).toEqual({ errorCode: 400, errorReason: NOT_AN_IMAGE });
    const svg = await api.upload('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'image/png');
    expect(svg.json()).toEqual({ errorCode: 400, errorReason: NOT_AN_IMAGE });
    // A real bomb: 8000 x 8000 white pixels (64 megapixels) compress to a few hundred kilobytes and decode to 192 MB.
    const bomb = await sharp({ create: { width: 8_000, height: 8_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await api.upload(bomb)).json()).toEqual({ errorCode: 400, errorReason: IMAGE_TOO_LARGE });
    // A 1 x 1 PNG whose header claims 9000 x 9000 (81 megapixels).
    const liar = await pngPhoto(1, 1);
    liar.writeUInt32BE(9_000, 16);
    liar.writeUInt32BE(9_000, 20);
    liar.writeUInt32BE(zlib.crc32(liar.subarray(12, 29)), 29);
    expect((await api.upload(liar)).json()).toEqual({ errorCode: 400, errorReason: IMAGE_TOO_LARGE });
    expect((await api.upload('{}', 'application/json')).statusCode).toBe(415);
    expect((await api.upload('x', 'image/svg+xml')).statusCode).toBe(415);
    expect((await api.upload(Buffer.alloc(8 * 1024 * 1024 + 1), 'image/jpeg')).statusCode).toBe(413);

    // At most 30 uploads wait for a check-in per customer; a day later the stale ones are discarded.
    const db = t.database.db;
    const waiting = async () =>
      Number(
        (
          await db
            .selectFrom('checkin_photos')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('customer_id', '=', ids.BAYBIS ?? 0)
            .where('checkin_id', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const small = await pngPhoto(8, 8);
    while ((await waiting()) < 30) expect((await api.upload(small)).statusCode).toBe(200);
    const full = await api.upload(small);
    expect(full.statusCode).toBe(409);
    expect(full.json().errorReason).toMatch(/^30 photos are already waiting for a check-in/);
    t.clock.now += 25 * 3_600_000;
    expect((await (await buyer()).upload(small)).statusCode).toBe(200);
    expect(await waiting()).toBe(1);
  }, 60_000);

  it("keeps one customer's orders, photos and requests from another's users", async () => {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 1);
    const api = await buyer();
    const photo = (await api.upload(await pngPhoto())).json<CheckinPhoto>();
    const maple = creditsApi(t.app, await headersOf(t, 'maple'));
    const salesForMaple = creditsApi(t.app, await headersOf(t, 'sales', ids.MAPLEC));
    const body = { lines: [{ lineNumber: 1, outcome: 'damaged', quantity: 1, photos: [photo.photoKey] }] };
    for (const other of [maple, salesForMaple]) {
      expect((await other.checkIn(order.orderNumber, body)).json()).toEqual({
        errorCode: 404,
        errorReason: 'This order was not found.',
      });
      expect((await other.checkin(order.orderNumber)).statusCode).toBe(404);
    }
    // Maple's own upload cannot be named on Bayside's check-in, nor Bayside's on Maple's.
    const maplePhoto = (await maple.upload(await pngPhoto())).json<CheckinPhoto>();
    expect(
      (
        await api.checkIn(order.orderNumber, {
          lines: [{ lineNumber: 1, outcome: 'damaged', quantity: 1, photos: [maplePhoto.photoKey] }],
        })
      ).statusCode,
    ).toBe(400);
    // The photo: to Bayside's users, its salesperson (with or without a customer chosen) and administrators only.
    expect((await maple.photo(photo.url)).json()).toEqual({ errorCode: 404, errorReason: 'This photo was not found.' });
    expect((await creditsApi(t.app, await headersOf(t, 'sales2')).photo(photo.url)).statusCode).toBe(404);
    expect((await creditsApi(t.app, {}).photo(photo.url)).statusCode).toBe(401);
    expect((await creditsApi(t.app, await headersOf(t, 'sales')).photo(photo.url)).statusCode).toBe(200);
    expect((await creditsApi(t.app, await headersOf(t, 'admin')).photo(photo.url)).statusCode).toBe(200);
    expect((await api.photo(`/api/checkin/photos/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await api.photo('/api/checkin/photos/..%2F..%2Fetc')).statusCode).toBe(400);

    // A consumer has no trade deliveries to check in; a salesperson must choose the customer.
    const consumer = creditsApi(t.app, await headersOf(t, 'consumer@example.com'));
    expect((await consumer.checkIn(order.orderNumber, body)).statusCode).toBe(403);
    expect((await consumer.upload(await pngPhoto())).statusCode).toBe(403);
    expect((await creditsApi(t.app, await headersOf(t, 'sales')).checkIn(order.orderNumber, body)).statusCode).toBe(
      403,
    );
    // The salesperson acting for Bayside checks it in on the buyer's behalf.
    const bySales = await creditsApi(t.app, await headersOf(t, 'sales', ids.BAYBIS)).checkIn(order.orderNumber, body);
    expect(bySales.statusCode, bySales.body).toBe(200);
    expect(bySales.json<CheckinResult>()).toMatchObject({ checkedInBy: 'Sam Salesperson', result: 'Credit requested' });
  }, 60_000);
});
