import type { CreditExport, ErpExportRow, ErpExportState, OrderExport, PaymentExport } from '@storefront/contract';
import { creditRequestIdOf, creditRequestNumber } from '@storefront/domain';
import type { Db } from '../../db/database';
import { csvText } from '../../platform/csv/csv-writer';
import { notFound } from '../../platform/http/http-error';
import { type ListedExportRow, listExports } from './erp-exports.repository';
import { linesOfOrders, listExportOrdersSince } from './export-sources.repository';
import { ORDER_CSV_HEADER, orderCsvRows } from './export-csv';
import { creditDocument, orderDocument, paymentDocument } from './export-documents';
import { orderExport } from './order-export';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function exportedOrder(db: Db, orderNumber: string): Promise<OrderExport> {
  const doc = await orderDocument(db, { orderNumber });
  if (!doc) throw notFound('No such order.');
  return doc;
}

export async function exportedPayment(db: Db, key: string): Promise<PaymentExport> {
  const doc = await paymentDocument(db, { key });
  if (!doc) throw notFound('No such payment.');
  return doc;
}

/** Issue 33: an approved credit request as its export sends it; 404 for one that does not exist or is not approved. */
export async function exportedCredit(db: Db, number: string): Promise<CreditExport> {
  const id = creditRequestIdOf(number);
  const doc = id === null ? undefined : await creditDocument(db, id);
  if (!doc) throw notFound('No such approved credit request.');
  return doc;
}

function stateOf(row: ListedExportRow): ErpExportState {
  if (row.delivered_at !== null) return 'delivered';
  return row.last_error ? 'failed' : 'pending';
}

/** The newest exports for the administrators' page. */
export async function exportRows(db: Db, state: ErpExportState | undefined, limit: number): Promise<ErpExportRow[]> {
  return (await listExports(db, state, limit)).map((row) => ({
    id: row.id,
    subject: row.subject,
    reference:
      row.order_number ?? row.payment_key ?? (row.credit_id === null ? '' : creditRequestNumber(row.credit_id)),
    state: stateOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    filesWrittenAt: iso(row.files_written_at),
    deliveredAt: iso(row.delivered_at),
    attempts: row.attempts,
    lastAttemptAt: iso(row.last_attempt_at),
    lastStatus: row.last_status,
    lastError: row.last_error,
  }));
}

export interface OrdersCsv {
  csv: string;
  count: number;
  /** The last order's createdAt: the `since` of the next call (its orders come again; keep them by orderNumber). */
  nextSince: string | null;
  /** The limit was reached: more orders may follow. */
  truncated: boolean;
}

/** The pull: orders created at or after `since`, oldest first, at most `limit`, one CSV row per line. */
export async function ordersCsvSince(db: Db, since: number, limit: number): Promise<OrdersCsv> {
  const orders = await listExportOrdersSince(db, since, limit);
  const lines = await linesOfOrders(
    db,
    orders.map((o) => o.id),
  );
  const docs = orders.map((o) => orderExport(o, lines.get(o.id) ?? []));
  return {
    csv: csvText([ORDER_CSV_HEADER, ...docs.flatMap(orderCsvRows)]),
    count: docs.length,
    nextSince: docs.at(-1)?.createdAt ?? null,
    truncated: docs.length === limit,
  };
}
