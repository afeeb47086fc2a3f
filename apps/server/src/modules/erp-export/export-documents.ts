import { listOrderLines } from '../orders/orders.repository';
import type { ExportDocument, OrderExport, PaymentExport } from '@storefront/contract';
import type { Db } from '../../db/database';
import type { ExportChange, ExportRow, ExportSubject } from './erp-exports.repository';
import { findExportOrder, findExportPayment, listExportPaymentLines } from './export-sources.repository';
import { orderExport } from './order-export';
import { paymentExport } from './payment-export';

export async function orderDocument(
  db: Db,
  by: { id: number } | { orderNumber: string },
): Promise<OrderExport | undefined> {
  const order = await findExportOrder(db, by);
  return order ? orderExport(order, await listOrderLines(db, order.id)) : undefined;
}

export async function paymentDocument(
  db: Db,
  by: { id: number } | { key: string },
): Promise<PaymentExport | undefined> {
  const payment = await findExportPayment(db, by);
  return payment ? paymentExport(payment, await listExportPaymentLines(db, payment.id)) : undefined;
}

/**
 * The change to export, read in the transaction that made it. An order changes after it is placed (issue 32), so its
 * document is kept as this change left it: revision and change are its key. A payment never changes: its document is
 * made when it is sent.
 */
export async function exportChangeOf(db: Db, subject: ExportSubject, subjectId: number): Promise<ExportChange> {
  const doc = subject === 'order' ? await orderDocument(db, { id: subjectId }) : undefined;
  if (subject === 'order' && !doc) throw new Error(`Order id ${subjectId} cannot be exported: it does not exist.`);
  return doc
    ? { subject, subjectId, revision: doc.revision, change: doc.change, document: JSON.stringify(doc) }
    : { subject, subjectId, revision: 0, change: 'placed', document: null };
}

/** The document an export row hands over (as its change left it), or undefined when its order or payment is gone. */
export async function documentOf(
  db: Db,
  row: Pick<ExportRow, 'subject' | 'subject_id' | 'document'>,
): Promise<ExportDocument | undefined> {
  if (row.document !== null) return JSON.parse(row.document) as ExportDocument;
  return row.subject === 'order'
    ? orderDocument(db, { id: row.subject_id })
    : paymentDocument(db, { id: row.subject_id });
}

/** The order number or the payment key. */
export const referenceOf = (doc: ExportDocument): string => (doc.type === 'order' ? doc.orderNumber : doc.paymentKey);

/**
 * What a document's file names carry: the order number or payment key, and for an order's later changes (issue 32)
 * which one: 'W0000123' as placed, 'W0000123-r1' revised, 'W0000123-cancelled'.
 */
export function fileReferenceOf(doc: ExportDocument): string {
  if (doc.type === 'payment' || doc.change === 'placed') return referenceOf(doc);
  return doc.change === 'revised' ? `${doc.orderNumber}-r${doc.revision}` : `${doc.orderNumber}-cancelled`;
}
