import { OrderExport } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTwinApp, signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { checkoutApi, MONDAY_9AM } from '../checkout/checkout.fixtures';
import { ERP_EXPORT_JOB, queueErpExport } from './erp-export-jobs';
import {
  drainExports,
  exportRowsOf,
  orderFiles,
  orderIdOf,
  placeTradeOrder,
  readExport,
  setWebhook,
  webhookReceiver,
} from './erp-export.fixtures';

const MINUTE = 60_000;

/** Issue 32: each revision and cancellation of an order is its own export document, sent once, after the earlier ones. */
describe('ERP export of revised and cancelled orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Webhook retries a second apart at first, so the retries come due soon on PostgreSQL too.
    t = await createTestApp({ ERP_WEBHOOK_RETRY_SECONDS: '1' });
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    t.clock.now = MONDAY_9AM;
    await t.database.db.deleteFrom('erp_webhook').execute();
  });

  /** Edits the order (a minute later, before its cut-off) as Order History does: chicken to `cases` CS, a new P.O. */
  async function reviseOrder(orderNumber: string, cases: number, po: string): Promise<void> {
    t.clock.now += MINUTE;
    const headers = await signInAs(t.app, 'customer');
    const opened = await t.app.inject({ method: 'POST', url: `/api/orders/${orderNumber}/edit`, headers });
    expect(opened.statusCode, opened.body).toBe(200);
    const editing = { ...headers, 'x-edit-order': orderNumber };
    const cart = cartApi(t.app, editing);
    const lines = (await cart.get()).json().lines as { id: number; productKey: number }[];
    const chicken = lines.find((l) => l.productKey === FX.chicken);
    expect((await cart.update(chicken?.id ?? 0, line(FX.chicken, cases, 'CS', 'LB'))).statusCode).toBe(200);
    const checkout = checkoutApi(t.app, editing);
    const deliveryDate = (await checkout.order(orderNumber)).json().deliveryDate as string;
    expect((await checkout.header({ customerPo: po, deliveryDate })).json().isValid).toBe(true);
    const { total } = (await checkout.estimate()).json<{ total: string }>();
    expect((await checkout.submit({ estimatedTotal: total })).json()).toMatchObject({ accepted: true, orderNumber });
  }

  async function cancelOrder(orderNumber: string): Promise<void> {
    t.clock.now += MINUTE;
    const headers = await signInAs(t.app, 'customer');
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderNumber}/cancel`, headers });
    expect(res.json()).toEqual({ orderNumber, status: 'Cancelled' });
  }

  /** The order's exported documents, in file-name order (the time of each change). */
  const documentsOf = (orderNumber: string) =>
    orderFiles(t, orderNumber).json.map((f) => OrderExport.parse(JSON.parse(readExport(t, f))));
  const chickenOf = (doc: OrderExport) => doc.lines.find((l) => l.productCode === `T${FX.chicken}`)?.quantity;
  const keysOf = (docs: OrderExport[]) => docs.map((d) => [d.orderNumber, d.revision, d.change, d.status]);

  /** Runs the export jobs as their retries come due: the clock moves on (SQLite's queue), time passes (pg-boss's). */
  async function drainUntil(done: () => Promise<boolean> | boolean, app = t.app): Promise<void> {
    await vi.waitFor(
      async () => {
        t.clock.now += 10_000;
        await drainExports(t, app);
        expect(await done()).toBe(true);
      },
      { timeout: 40_000, interval: 250 },
    );
  }

  /** Every export of these orders delivered. */
  async function allDelivered(...orderNumbers: string[]): Promise<boolean> {
    for (const orderNumber of orderNumbers) {
      const rows = await exportRowsOf(t, 'order', await orderIdOf(t, orderNumber));
      if (rows.some((r) => r.delivered_at === null)) return false;
    }
    return true;
  }

  it('exports the original, the revision and the cancellation, each once and in order, by file and webhook', async () => {
    // The ERP refuses the first POST: what comes after it must still arrive in order.
    const receiver = await webhookReceiver([500]);
    try {
      await setWebhook(t, receiver.url);
      const revised = await placeTradeOrder(t, 'PO-REV-0');
      const cancelled = await placeTradeOrder(t, 'PO-CANCEL');
      // Both changes are saved before anything is sent: each document is the order as its change left it.
      await reviseOrder(revised, 3, 'PO-REV-1');
      await cancelOrder(cancelled);
      const revisedId = await orderIdOf(t, revised);
      const cancelledId = await orderIdOf(t, cancelled);
      expect((await exportRowsOf(t, 'order', revisedId)).map((r) => [r.revision, r.change])).toEqual([
        [0, 'placed'],
        [1, 'revised'],
      ]);
      expect((await exportRowsOf(t, 'order', cancelledId)).map((r) => [r.revision, r.change])).toEqual([
        [0, 'placed'],
        [0, 'cancelled'],
      ]);

      await drainUntil(() => allDelivered(revised, cancelled));
      expect(receiver.received.map((r) => r.status)).toEqual([500, 200, 200, 200, 200]);

      const [original, revision] = documentsOf(revised);
      expect(keysOf(documentsOf(revised))).toEqual([
        [revised, 0, 'placed', 'Open'],
        [revised, 1, 'revised', 'Open'],
      ]);
      expect([original?.poNumber, chickenOf(original as OrderExport)]).toEqual(['PO-REV-0', '1.00']);
      expect([revision?.poNumber, chickenOf(revision as OrderExport)]).toEqual(['PO-REV-1', '3.00']);
      expect(revision?.lineTotal).not.toBe(original?.lineTotal);
      expect(keysOf(documentsOf(cancelled))).toEqual([
        [cancelled, 0, 'placed', 'Open'],
        [cancelled, 0, 'cancelled', 'Cancelled'],
      ]);
      expect(orderFiles(t, revised).json.map((f) => f.replace(/^\d{8}T\d{9}Z/, ''))).toEqual([
        `-order-${revised}.json`,
        `-order-${revised}-r1.json`,
      ]);
      expect(orderFiles(t, cancelled).csv.map((f) => f.replace(/^\d{8}T\d{9}Z/, ''))).toEqual([
        `-order-${cancelled}.csv`,
        `-order-${cancelled}-cancelled.csv`,
      ]);
      const csv = readExport(t, orderFiles(t, revised).csv[1] ?? '').split('\r\n');
      expect(csv[0]).toMatch(/,revision,change$/);
      expect(csv.filter((l) => l.startsWith(`${revised},`)).every((l) => l.endsWith(',1,revised'))).toBe(true);

      // The webhook received each document once, an order's in the order of its changes, each as its file says.
      const posted = receiver.accepted().map((r) => OrderExport.parse(JSON.parse(r.body)));
      expect(keysOf(posted.filter((d) => d.orderNumber === revised))).toEqual(keysOf(documentsOf(revised)));
      expect(keysOf(posted.filter((d) => d.orderNumber === cancelled))).toEqual(keysOf(documentsOf(cancelled)));
      for (const file of [...orderFiles(t, revised).json, ...orderFiles(t, cancelled).json])
        expect(receiver.accepted().filter((r) => r.body === readExport(t, file))).toHaveLength(1);

      // Exporting again adds nothing: no file, no POST, no row.
      const files = [...orderFiles(t, revised).json, ...orderFiles(t, cancelled).json];
      for (const row of [
        ...(await exportRowsOf(t, 'order', revisedId)),
        ...(await exportRowsOf(t, 'order', cancelledId)),
      ])
        await t.app.ctx.jobs.send(t.database.db, ERP_EXPORT_JOB, { exportId: row.id });
      await drainExports(t);
      expect([...orderFiles(t, revised).json, ...orderFiles(t, cancelled).json]).toEqual(files);
      expect(receiver.received).toHaveLength(5);
      expect(await exportRowsOf(t, 'order', revisedId)).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });

  it('exports each edit of an order already delivered once, even with two processes at work', async () => {
    const twin = await createTwinApp(t);
    try {
      const orderNumber = await placeTradeOrder(t, 'PO-TWICE-0');
      await drainExports(t);
      await reviseOrder(orderNumber, 2, 'PO-TWICE-1');
      await reviseOrder(orderNumber, 4, 'PO-TWICE-2');
      await cancelOrder(orderNumber);
      await Promise.all([drainExports(t), drainExports(t, twin.app)]);
      await drainUntil(() => allDelivered(orderNumber), twin.app);
      const docs = documentsOf(orderNumber);
      expect(keysOf(docs)).toEqual([
        [orderNumber, 0, 'placed', 'Open'],
        [orderNumber, 1, 'revised', 'Open'],
        [orderNumber, 2, 'revised', 'Open'],
        [orderNumber, 2, 'cancelled', 'Cancelled'],
      ]);
      expect(docs.map(chickenOf)).toEqual(['1.00', '2.00', '4.00', '4.00']);
      expect(orderFiles(t, orderNumber).csv).toHaveLength(4);

      // The key (order, revision, change) is unique: a change cannot be recorded for export twice.
      const orderId = await orderIdOf(t, orderNumber);
      await expect(
        t.database.db
          .transaction()
          .execute((trx) => queueErpExport(trx, t.app.ctx.jobs, 'order', orderId, t.clock.now)),
      ).rejects.toThrow();
      expect(await exportRowsOf(t, 'order', orderId)).toHaveLength(4);
    } finally {
      await twin.close();
    }
  });
});
