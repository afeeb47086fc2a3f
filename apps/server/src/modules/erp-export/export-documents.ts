import { listOrderLines } from '../orders/orders.repository';
import type { ExportDocument, OrderExport, PaymentExport } from '@storefront/contract';
import type { Db } from '../../db/database';
import type { ExportRow } from './erp-exports.repository';
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

/** The document an export row hands over, or undefined when its order or payment is gone. */
export function documentOf(
  db: Db,
  row: Pick<ExportRow, 'subject' | 'subject_id'>,
): Promise<ExportDocument | undefined> {
  return row.subject === 'order'
    ? orderDocument(db, { id: row.subject_id })
    : paymentDocument(db, { id: row.subject_id });
}

/** The order number or the payment key. */
export const referenceOf = (doc: ExportDocument): string => (doc.type === 'order' ? doc.orderNumber : doc.paymentKey);
