import { type CheckinResult, CreditExport, type CreditRequestDetail, type ErpExportRow } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { insertCartFixtures } from '../cart/cart.fixtures';
import {
  afterDelivery,
  creditsApi,
  deliveredOrder,
  headersOf,
  insertCreditFixtures,
} from '../credits/credits.fixtures';
import { ERP_EXPORT_JOB } from './erp-export-jobs';
import { drainExports, exportFiles, filesOf, readExport, setWebhook, webhookReceiver } from './erp-export.fixtures';
import { verifyWebhookSignature } from './webhook-signature';

/** Issue 33: an approved credit request (all or part) is exported to the ERP once, like an order; a rejected one not. */
describe('ERP export of approved credits', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ ERP_WEBHOOK_RETRY_SECONDS: '1' });
    await insertCartFixtures(t.database.db);
    await insertCreditFixtures(t);
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.deleteFrom('erp_webhook').execute();
  });

  /**
   * A delivered order (credits.fixtures) checked in by Bayside's buyer a day after delivery: 1 CS chicken damaged
   * (99.60) and 1 CS napkins short (15.00), 114.60 in all. Its order's own exports are handed over first, so what the
   * tests find after the review is the credit's.
   */
  async function requested(): Promise<{ number: string; orderNumber: string; invoiceNumber: string; id: number }> {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 24);
    const res = await creditsApi(t.app, await headersOf(t, 'customer')).checkIn(order.orderNumber, {
      lines: [
        { lineNumber: 1, outcome: 'damaged', quantity: 1 },
        { lineNumber: 2, outcome: 'short', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json<CheckinResult>().creditRequest?.number ?? '';
    await drainExports(t);
    return { number, orderNumber: order.orderNumber, invoiceNumber: order.invoiceNumber, id: Number(number.slice(3)) };
  }

  async function review(number: string, body: unknown): Promise<CreditRequestDetail> {
    const res = await creditsApi(t.app, await headersOf(t, 'sales')).review(number, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CreditRequestDetail>();
  }

  const creditRows = (id: number) =>
    t.database.db
      .selectFrom('erp_exports')
      .selectAll()
      .where('subject', '=', 'credit')
      .where('subject_id', '=', id)
      .execute();
  const documentsOf = (number: string) =>
    filesOf(t, number).json.map((f) => CreditExport.parse(JSON.parse(readExport(t, f))));
  const csvRowsOf = (number: string) =>
    filesOf(t, number).csv.map((f) =>
      readExport(t, f)
        .split('\r\n')
        .filter((l) => l !== ''),
    );
  const exportGet = (number: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/export/credits/${number}`, headers: admin });

  it('exports an approval as one credit document, by file and signed webhook, once', async () => {
    const receiver = await webhookReceiver();
    try {
      const { secret } = await setWebhook(t, receiver.url);
      const { number, orderNumber, invoiceNumber, id } = await requested();
      expect(await creditRows(id)).toEqual([]);
      const sentBefore = receiver.received.length;

      t.clock.now += 60_000;
      const reviewedAt = new Date(t.clock.now).toISOString();
      const detail = await review(number, { decision: 'approve', note: 'Sorry about that.' });
      // Queued in the review's transaction: the row is there before any job ran.
      const rows = await creditRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ files_written_at: null, delivered_at: null, revision: 0, change: 'placed' });
      expect(filesOf(t, number)).toEqual({ json: [], csv: [] });

      await drainExports(t);
      const files = filesOf(t, number);
      expect(files.json).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{9}Z-credit-${number}\\.json$`))]);
      expect(files.csv).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{9}Z-credit-${number}\\.csv$`))]);
      const [doc] = documentsOf(number);
      expect(doc).toEqual({
        type: 'credit',
        version: 1,
        creditNumber: number,
        status: 'Approved',
        customer: { code: 'BAYBIS', name: 'Bayside Bistro' },
        orderNumber,
        invoiceNumber,
        arCode: number,
        amount: '114.60',
        lines: detail.lines.map((l) => ({
          lineNumber: l.lineNumber,
          productCode: l.productCode,
          description: l.description,
          outcome: l.outcome,
          quantity: l.quantity,
          unit: l.unit,
          approvedQuantity: l.approvedQuantity,
          approvedAmount: l.approvedAmount,
        })),
        reviewerNote: 'Sorry about that.',
        reviewedBy: 'sales',
        reviewedAt,
        createdAt: new Date(detail.createdAt).toISOString(),
      });
      expect(
        doc?.lines.map((l) => [l.lineNumber, l.outcome, l.quantity, l.approvedQuantity, l.approvedAmount]),
      ).toEqual([
        [1, 'damaged', '1.00', '1.00', '99.60'],
        [2, 'short', '1.00', '1.00', '15.00'],
      ]);

      // The CSV: one row per approved line, the credit's fields repeated.
      const [csv] = csvRowsOf(number);
      expect(csv?.[0]).toBe(
        'creditNumber,status,customerCode,customerName,orderNumber,invoiceNumber,arCode,amount,lineNumber,' +
          'productCode,description,outcome,quantity,unit,approvedQuantity,approvedAmount,reviewerNote,reviewedBy,' +
          'reviewedAt,createdAt',
      );
      expect(csv?.slice(1).map((r) => r.split(',').slice(0, 9))).toEqual([
        [number, 'Approved', 'BAYBIS', 'Bayside Bistro', orderNumber, invoiceNumber, number, '114.60', '1'],
        [number, 'Approved', 'BAYBIS', 'Bayside Bistro', orderNumber, invoiceNumber, number, '114.60', '2'],
      ]);

      // The webhook: the same JSON, signed, as a 'credit' event.
      const posts = receiver.received.slice(sentBefore);
      expect(posts).toHaveLength(1);
      const [post] = posts;
      expect(post?.headers['x-storefront-event']).toBe('credit');
      expect(post?.headers['x-storefront-export-id']).toBe(String(rows[0]?.id));
      expect(post?.body).toBe(readExport(t, files.json[0] ?? ''));
      const timestamp = String(post?.headers['x-storefront-timestamp']);
      const signature = String(post?.headers['x-storefront-signature']);
      expect(verifyWebhookSignature(secret ?? '', { timestamp, signature }, post?.body ?? '', Number(timestamp))).toBe(
        true,
      );

      // The administrators' list names the credit; the one-document call answers the same document.
      const listed = await t.app.inject({ method: 'GET', url: '/api/admin/exports?state=delivered', headers: admin });
      expect(listed.json<{ exports: ErpExportRow[] }>().exports.find((e) => e.subject === 'credit')).toMatchObject({
        id: rows[0]?.id,
        reference: number,
        state: 'delivered',
        attempts: 1,
        lastStatus: 200,
      });
      const single = await exportGet(number);
      expect(single.statusCode).toBe(200);
      expect(single.json()).toEqual(doc);

      // Running the jobs again, or a second review (409), adds nothing: no row, no file, no POST.
      await t.app.ctx.jobs.send(t.database.db, ERP_EXPORT_JOB, { exportId: rows[0]?.id ?? 0 });
      await drainExports(t);
      const again = await creditsApi(t.app, await headersOf(t, 'sales')).review(number, { decision: 'approve' });
      expect(again.statusCode).toBe(409);
      await drainExports(t);
      expect(await creditRows(id)).toHaveLength(1);
      expect(filesOf(t, number)).toEqual(files);
      expect(receiver.received.slice(sentBefore)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('exports the approved part of a partial approval, and only the lines approved', async () => {
    const { number, id } = await requested();
    // Half the chicken case (49.80); the napkins are left out (nothing approved of them).
    await review(number, {
      decision: 'partial',
      note: 'Half the case was usable.',
      lines: [{ lineNumber: 1, approvedQuantity: '0.5' }],
    });
    await drainExports(t);
    expect(await creditRows(id)).toEqual([expect.objectContaining({ delivered_at: expect.any(Number) })]);
    const docs = documentsOf(number);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      status: 'Partly approved',
      amount: '49.80',
      arCode: number,
      reviewerNote: 'Half the case was usable.',
    });
    expect(docs[0]?.lines.map((l) => [l.lineNumber, l.quantity, l.approvedQuantity, l.approvedAmount])).toEqual([
      [1, '1.00', '0.50', '49.80'],
    ]);
    const [csv] = csvRowsOf(number);
    expect(csv?.slice(1).map((r) => r.split(',').slice(0, 9))).toEqual([
      [
        number,
        'Partly approved',
        'BAYBIS',
        'Bayside Bistro',
        docs[0]?.orderNumber,
        docs[0]?.invoiceNumber,
        number,
        '49.80',
        '1',
      ],
    ]);
    expect((await exportGet(number)).json()).toEqual(docs[0]);
  });

  it('exports nothing of a rejected request', async () => {
    const { number, id } = await requested();
    const before = exportFiles(t).all;
    const res = await creditsApi(t.app, await headersOf(t, 'admin')).review(number, {
      decision: 'reject',
      note: 'The driver has a signed delivery ticket.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await drainExports(t);
    expect(await creditRows(id)).toEqual([]);
    expect(filesOf(t, number)).toEqual({ json: [], csv: [] });
    expect(exportFiles(t).all).toEqual(before);
    expect((await exportGet(number)).statusCode).toBe(404);
  });

  it('is for administrators only, and answers 400 for a malformed number', async () => {
    const url = '/api/admin/export/credits/CR-000001';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: await signInAs(t.app, 'customer') })).statusCode).toBe(
      403,
    );
    expect((await exportGet('CR-1')).statusCode).toBe(400);
    expect((await exportGet('CR-999999')).statusCode).toBe(404);
  });
});
