import fs from 'node:fs';
import path from 'node:path';
import { type ErpExportRow, OrderExport } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { statementCounter } from '../../test/statement-counter';
import { createTestApp, createTwinApp, signInAs, type TestApp } from '../../test/test-app';
import { FX, insertCartFixtures } from '../cart/cart.fixtures';
import { MONDAY_9AM } from '../checkout/checkout.fixtures';
import { ERP_EXPORT_JOB, runErpExport } from './erp-export-jobs';
import {
  drainExports,
  exportFiles,
  exportRowOf,
  filesOf,
  orderIdOf,
  placeTradeOrder,
  readExport,
  setWebhook,
  webhookReceiver,
} from './erp-export.fixtures';
import { verifyWebhookSignature } from './webhook-signature';

/** Each placed order exported once: its files, and its webhook POST through failures and two processes. */
describe('ERP export of placed orders', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    // Webhook retries a second apart at first (30 s in production), so the retry test waits little on PostgreSQL.
    t = await createTestApp({ ERP_WEBHOOK_RETRY_SECONDS: '1' });
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    t.clock.now = MONDAY_9AM;
    await t.database.db.deleteFrom('erp_webhook').execute();
  });

  async function exportsListed(state: string): Promise<ErpExportRow[]> {
    admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/exports?state=${state}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json<{ exports: ErpExportRow[] }>().exports;
  }

  /** Jobs of the export kind still waiting, retrying or running. */
  async function openJobs(): Promise<number> {
    const jobs = await t.app.ctx.jobs.list({ name: ERP_EXPORT_JOB, limit: 100 });
    return jobs.filter((j) => ['created', 'retry', 'active'].includes(j.state)).length;
  }

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

  it("hands an order's export over in four statements (issue 29: one export for every order of the rush)", async () => {
    const orderNumber = await placeTradeOrder(t, 'PO-STATEMENTS');
    const row = await exportRowOf(t, 'order', await orderIdOf(t, orderNumber));
    const statements = statementCounter();
    const handOver = runErpExport({
      db: t.database.db.withPlugin(statements.plugin),
      exportsDir: t.config.exportsDir,
      now: () => t.clock.now,
    });
    await handOver({ exportId: row.id });
    // The export with the earlier one it waits for, the webhook, the delivery (files and hand-over in one), the next.
    expect(statements.count()).toBe(4);
    expect((await exportRowOf(t, 'order', row.subject_id)).delivered_at).toEqual(expect.any(Number));
    expect(filesOf(t, orderNumber).json).toHaveLength(1);
  });

  it('writes one JSON and one CSV file per placed order, once, in the same transaction as the order', async () => {
    const orderNumber = await placeTradeOrder(t, 'PO-FILES');
    const row = await exportRowOf(t, 'order', await orderIdOf(t, orderNumber));
    expect(row).toMatchObject({ files_written_at: null, delivered_at: null, attempts: 0 });
    expect(filesOf(t, orderNumber)).toEqual({ json: [], csv: [] });

    expect(await drainExports(t)).toBeGreaterThanOrEqual(1);
    // No webhook is set: handed over once its files are written, and both recorded.
    const handed = await exportRowOf(t, 'order', await orderIdOf(t, orderNumber));
    expect(handed.files_written_at).toEqual(expect.any(Number));
    expect(handed.delivered_at).toEqual(expect.any(Number));
    const files = filesOf(t, orderNumber);
    expect(files.json).toHaveLength(1);
    expect(files.csv).toHaveLength(1);
    expect(files.json[0]).toMatch(new RegExp(`^\\d{8}T\\d{9}Z-order-${orderNumber}\\.json$`));
    expect(files.json[0]?.slice(0, 19)).toBe(new Date(row.created_at).toISOString().replace(/[-:.]/g, ''));
    // No temp file left behind for a reader to trip over.
    expect(exportFiles(t).all.filter((f) => f.startsWith('.'))).toEqual([]);

    const json = readExport(t, files.json[0] ?? '');
    const doc = OrderExport.parse(JSON.parse(json));
    expect(doc).toMatchObject({
      type: 'order',
      version: 1,
      orderNumber,
      status: 'Open',
      customer: { code: 'BAYBIS', name: 'Bayside Bistro' },
      placedBy: { username: 'customer' },
      shipTo: { code: 'MAIN', method: 'Delivery' },
      poNumber: 'PO-FILES',
      lineTotal: '129.60',
      charges: [{ name: 'Small Order Charge', amount: '25.00' }],
      payment: null,
    });
    expect(
      doc.lines.map((l) => [l.lineNumber, l.productCode, l.quantity, l.unit, l.priceUnit, l.unitPrice, l.extension]),
    ).toEqual([
      [1, `T${FX.chicken}`, '1.00', 'CS', 'LB', '2.4900', '99.60'],
      [2, `T${FX.napkins}`, '2.00', 'CS', 'CS', '15.00', '30.00'],
    ]);
    const csv = readExport(t, files.csv[0] ?? '').split('\r\n');
    expect(csv[0]).toMatch(/^orderNumber,orderDate,deliveryDate,status,customerCode,/);
    expect(csv.filter((l) => l.startsWith(`${orderNumber},`))).toHaveLength(2);

    // The support view answers the same document.
    admin = await signInAs(t.app, 'admin');
    const viewed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/export/orders/${orderNumber}`,
      headers: admin,
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toEqual(JSON.parse(json));

    // A job run again (its process died after writing) writes nothing more.
    const stat = fs.statSync(path.join(t.config.exportsDir, files.json[0] ?? ''));
    await t.app.ctx.jobs.send(t.database.db, ERP_EXPORT_JOB, { exportId: row.id });
    await drainExports(t);
    expect(filesOf(t, orderNumber)).toEqual(files);
    expect(fs.statSync(path.join(t.config.exportsDir, files.json[0] ?? '')).mtimeMs).toBe(stat.mtimeMs);
    expect(await exportRowOf(t, 'order', row.subject_id)).toMatchObject({ attempts: 0, last_status: null });
    expect((await exportRowOf(t, 'order', row.subject_id)).delivered_at).not.toBeNull();
    expect((await exportsListed('delivered')).map((e) => e.reference)).toContain(orderNumber);
  });

  it('posts an order to the webhook until it answers 2xx, and then never again; every POST is signed', async () => {
    const receiver = await webhookReceiver([500, 503]);
    try {
      const { secret } = await setWebhook(t, receiver.url);
      const orderNumber = await placeTradeOrder(t, 'PO-HOOK');
      const orderId = await orderIdOf(t, orderNumber);
      await drainExports(t);
      expect(receiver.received).toHaveLength(1);
      expect(filesOf(t, orderNumber).json).toHaveLength(1);
      const failed = (await exportsListed('failed')).find((e) => e.reference === orderNumber);
      expect(failed).toMatchObject({ state: 'failed', attempts: 1, lastStatus: 500, deliveredAt: null });
      expect(failed?.lastError).toBe('HTTP 500 Internal Server Error');

      await drainUntil(() => receiver.accepted().length === 1);
      expect(receiver.received.map((r) => r.status)).toEqual([500, 503, 200]);
      const row = await exportRowOf(t, 'order', orderId);
      expect(row).toMatchObject({ attempts: 3, last_status: 200, last_error: '' });
      expect(row.delivered_at).not.toBeNull();

      const file = readExport(t, filesOf(t, orderNumber).json[0] ?? '');
      for (const post of receiver.received) {
        expect(post.headers['content-type']).toBe('application/json');
        expect(post.body).toBe(file);
        const timestamp = String(post.headers['x-storefront-timestamp']);
        expect(timestamp).toMatch(/^\d{10}$/);
        const signature = String(post.headers['x-storefront-signature']);
        expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
        expect(verifyWebhookSignature(secret ?? '', { timestamp, signature }, post.body, Number(timestamp))).toBe(true);
        expect(verifyWebhookSignature('0'.repeat(64), { timestamp, signature }, post.body, Number(timestamp))).toBe(
          false,
        );
      }
      expect(JSON.parse(receiver.accepted()[0]?.body ?? '')).toMatchObject({ type: 'order', orderNumber });

      // Delivered: a job for it run again posts nothing.
      await t.app.ctx.jobs.send(t.database.db, ERP_EXPORT_JOB, { exportId: row.id });
      await drainExports(t);
      expect(receiver.received).toHaveLength(3);
      expect(await openJobs()).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it('delivers once when two processes on one database run the same export at once', async () => {
    // The receiver takes its time, so both processes are at work together.
    const receiver = await webhookReceiver([], 300);
    const twin = await createTwinApp(t);
    try {
      await setWebhook(t, receiver.url);
      const orderNumber = await placeTradeOrder(t, 'PO-TWIN');
      const row = await exportRowOf(t, 'order', await orderIdOf(t, orderNumber));
      // A second job for the same export, as a retry racing its first run would be.
      await t.app.ctx.jobs.send(t.database.db, ERP_EXPORT_JOB, { exportId: row.id });
      await Promise.all([drainExports(t), drainExports(t, twin.app)]);
      await drainUntil(async () => (await openJobs()) === 0);
      expect(receiver.received).toHaveLength(1);
      expect(filesOf(t, orderNumber).json).toHaveLength(1);
      expect(filesOf(t, orderNumber).csv).toHaveLength(1);
      expect(await exportRowOf(t, 'order', row.subject_id)).toMatchObject({ attempts: 1, last_status: 200 });

      // Both processes' handlers on one export at the same moment: one POSTs, the other finds it under way.
      const again = await placeTradeOrder(t, 'PO-TWIN-2');
      const { id: exportId } = await exportRowOf(t, 'order', await orderIdOf(t, again));
      const runs = await Promise.allSettled(
        [t.app, twin.app].map((app) =>
          runErpExport({ db: app.ctx.db, exportsDir: t.config.exportsDir, now: () => t.clock.now })({ exportId }),
        ),
      );
      expect(receiver.received).toHaveLength(2);
      const refused = runs.filter((r) => r.status === 'rejected');
      expect(refused.length).toBeLessThanOrEqual(1);
      for (const r of refused) expect(String(r.reason)).toMatch(/under way/);
      await drainUntil(async () => (await openJobs()) === 0);
      expect(receiver.received).toHaveLength(2);
      expect(filesOf(t, again).json).toHaveLength(1);
    } finally {
      await twin.close();
      await receiver.close();
    }
  });
});
