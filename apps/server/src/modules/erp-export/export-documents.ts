import { listOrderLines } from '../orders/orders.repository';
import type { CreditExport, ExportDocument, OrderExport, PaymentExport } from '@storefront/contract';
import type { Db } from '../../db/database';
import { creditExport } from './credit-export';
import type { ExportChange, ExportRow, ExportSubject } from './erp-exports.repository';
import {
  findExportCredit,
  findExportOrder,
  findExportPayment,
  listExportCreditLines,
  listExportPaymentLines,
} from './export-sources.repository';
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

/** Issue 33: an approved credit request (all or part); undefined when it does not exist or is not approved. */
export async function creditDocument(db: Db, id: number): Promise<CreditExport | undefined> {
  const credit = await findExportCredit(db, id);
  return credit ? creditExport(credit, await listExportCreditLines(db, credit.id)) : undefined;
}

/**
 * The change to export, read in the transaction that made it. An order changes after it is placed (issue 32), so its
 * document is kept as this change left it: revision and change are its key. A payment never changes: its document is
 * made when it is sent. A credit (issue 33) is kept as its approval left it (a request is reviewed once); only an
 * approved one can be exported.
 */
export async function exportChangeOf(db: Db, subject: ExportSubject, subjectId: number): Promise<ExportChange> {
  if (subject === 'order') {
    const doc = await orderDocument(db, { id: subjectId });
    if (!doc) throw new Error(`Order id ${subjectId} cannot be exported: it does not exist.`);
    return { subject, subjectId, revision: doc.revision, change: doc.change, document: JSON.stringify(doc) };
  }
  if (subject === 'credit') {
    const doc = await creditDocument(db, subjectId);
    if (!doc)
      throw new Error(`Credit request id ${subjectId} cannot be exported: it does not exist or is not approved.`);
    return { subject, subjectId, revision: 0, change: 'placed', document: JSON.stringify(doc) };
  }
  return { subject, subjectId, revision: 0, change: 'placed', document: null };
}

/** The document an export row hands over (as its change left it), or undefined when its subject is gone. */
export async function documentOf(
  db: Db,
  row: Pick<ExportRow, 'subject' | 'subject_id' | 'document'>,
): Promise<ExportDocument | undefined> {
  if (row.document !== null) return JSON.parse(row.document) as ExportDocument;
  if (row.subject === 'order') return orderDocument(db, { id: row.subject_id });
  if (row.subject === 'credit') return creditDocument(db, row.subject_id);
  return paymentDocument(db, { id: row.subject_id });
}

/** The order number, the payment key or the credit number. */
export function referenceOf(doc: ExportDocument): string {
  if (doc.type === 'order') return doc.orderNumber;
  return doc.type === 'payment' ? doc.paymentKey : doc.creditNumber;
}

/**
 * What a document's file names carry: the order number, payment key or credit number, and for an order's later
 * changes (issue 32) which one: 'W0000123' as placed, 'W0000123-r1' revised, 'W0000123-cancelled'.
 */
export function fileReferenceOf(doc: ExportDocument): string {
  if (doc.type !== 'order' || doc.change === 'placed') return referenceOf(doc);
  return doc.change === 'revised' ? `${doc.orderNumber}-r${doc.revision}` : `${doc.orderNumber}-cancelled`;
}
