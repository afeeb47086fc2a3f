import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ErpWebhook } from '@storefront/contract';
import { expect } from 'vitest';
import { signInAs, type TestApp } from '../../test/test-app';
import { cartApi, FX, line } from '../cart/cart.fixtures';
import { checkoutApi } from '../checkout/checkout.fixtures';
import { ERP_EXPORT_JOB, runErpExport } from './erp-export-jobs';

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A real HTTP server standing in for the ERP: answers each POST with the next of `statuses` (then 200), after
 * `delayMs`, and keeps what it received and what it answered.
 */
export async function webhookReceiver(statuses: number[] = [], delayMs = 0) {
  const received: ReceivedPost[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses[received.length] ?? 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      setTimeout(() => res.writeHead(status).end(status < 300 ? 'ok' : 'not now'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/erp/orders`,
    received,
    /** The POSTs it answered with a 2xx. */
    accepted: () => received.filter((r) => r.status < 300),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the ERP export jobs that are due, in `t`'s process (test apps work no jobs by themselves). */
export function drainExports(t: TestApp, app = t.app) {
  const handler = runErpExport({ db: app.ctx.db, exportsDir: t.config.exportsDir, now: () => t.clock.now });
  return app.ctx.jobs.drain(ERP_EXPORT_JOB, handler);
}

/** The export files, by extension, in name order. */
export function exportFiles(t: TestApp): { json: string[]; csv: string[]; all: string[] } {
  const all = fs.existsSync(t.config.exportsDir) ? fs.readdirSync(t.config.exportsDir).sort() : [];
  return { json: all.filter((f) => f.endsWith('.json')), csv: all.filter((f) => f.endsWith('.csv')), all };
}

/** The export files of one order number or payment key. */
export function filesOf(t: TestApp, reference: string): { json: string[]; csv: string[] } {
  const { json, csv } = exportFiles(t);
  const mine = (f: string) => f.includes(`-${reference}.`);
  return { json: json.filter(mine), csv: csv.filter(mine) };
}

/** Issue 32: the export files of every change of one order ('-order-W0000123.json', '-order-W0000123-r1.json' ...). */
export function orderFiles(t: TestApp, orderNumber: string): { json: string[]; csv: string[] } {
  const { json, csv } = exportFiles(t);
  const mine = (f: string) => new RegExp(`-order-${orderNumber}[.-]`).test(f);
  return { json: json.filter(mine), csv: csv.filter(mine) };
}

export const readExport = (t: TestApp, file: string) => fs.readFileSync(path.join(t.config.exportsDir, file), 'utf8');

/** Sets the webhook as the administrator does; answers it with its secret. */
export async function setWebhook(t: TestApp, url: string): Promise<ErpWebhook> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/export/webhook',
    headers: await signInAs(t.app, 'admin'),
    payload: { url },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ErpWebhook>();
}

/**
 * Bayside Bistro (user 'customer') orders 1 CS chicken and 2 CS napkins (insertCartFixtures) for the ship-to's
 * default delivery date at the test clock's time: answers the order number.
 */
export async function placeTradeOrder(t: TestApp, po = 'PO-ERP'): Promise<string> {
  const headers = await signInAs(t.app, 'customer');
  const cart = cartApi(t.app, headers);
  const checkout = checkoutApi(t.app, headers);
  await cart.clear();
  expect(
    (await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] })).statusCode,
  ).toBe(200);
  const { defaultDate } = (await checkout.dates()).json() as { defaultDate: string };
  expect((await checkout.header({ deliveryDate: defaultDate, customerPo: po })).json().isValid).toBe(true);
  const submitted = await checkout.submit({});
  expect(submitted.json()).toMatchObject({ accepted: true });
  return submitted.json().orderNumber as string;
}

export async function exportRowOf(t: TestApp, subject: 'order' | 'payment', subjectId: number) {
  return t.database.db
    .selectFrom('erp_exports')
    .selectAll()
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow();
}

/** Issue 32: a subject's exports, one per change, in the order they were made. */
export function exportRowsOf(t: TestApp, subject: 'order' | 'payment', subjectId: number) {
  return t.database.db
    .selectFrom('erp_exports')
    .selectAll()
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

export async function orderIdOf(t: TestApp, orderNumber: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}
