import type { DocumentResult } from '@storefront/contract';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { userPdfOwner } from '../../platform/pdf/render-pool';
import { findArItemByNumber } from '../account/ar-items.repository';
import { readSiteValues } from '../settings/settings.repository';
import {
  documentError,
  type DocumentLink,
  type DocumentRenderers,
  issueDocumentLink,
  type OpenedDocument,
} from '../documents/document-links.service';
import { readOrder } from './order-view.service';
import type { OrderScope } from './orders.repository';

export const ORDER_CONFIRMATION = 'order-confirmation';
export const ORDER_INVOICE = 'order-invoice';
export type OrderDocumentKind = 'confirmation' | 'invoice';

/** The customer's invoice item of an order, or undefined (consumers' orders and orders not yet invoiced have none). */
async function invoiceOf(db: Db, scope: OrderScope, orderNumber: string) {
  if (scope.customerId === null) return undefined;
  const item = await findArItemByNumber(db, scope.customerId, orderNumber);
  return item?.order_number === orderNumber && item.invoice_number !== '' ? item : undefined;
}

/**
 * Spec 2 §7 document fetch of an order's confirmation or invoice: checks the order is the
 * caller's and the site lets such documents be viewed, then answers a short-lived link id.
 */
export async function orderDocumentLink(
  db: Db,
  orderNumber: string,
  kind: OrderDocumentKind,
  scope: OrderScope,
  now: number,
): Promise<DocumentResult> {
  const site = await readSiteValues(db);
  if (kind === 'confirmation' && !site.canViewConfirmation)
    return documentError(403, 'Order confirmations are not available.');
  if (kind === 'invoice' && !site.canPrintInvoices) return documentError(403, 'Invoices are not available.');
  const order = await readOrder(db, orderNumber, scope, undefined, site);
  if (!order) return documentError(404, 'This order was not found.');
  if (kind === 'invoice' && !(await invoiceOf(db, scope, orderNumber)))
    return documentError(404, 'This order has not been invoiced.');
  return issueDocumentLink(
    db,
    {
      userId: scope.userId,
      kind: kind === 'invoice' ? ORDER_INVOICE : ORDER_CONFIRMATION,
      reference: `${scope.customerId ?? 0}:${orderNumber}`,
    },
    now,
  );
}

/** The confirmation or invoice behind a link, rendered from the order as recorded; undefined when it is gone. */
export async function renderOrderDocument(
  { db, pdf, now }: AppContext,
  link: DocumentLink,
): Promise<OpenedDocument | undefined> {
  const [customer, orderNumber] = link.reference.split(':');
  if (customer === undefined || orderNumber === undefined) return undefined;
  const scope = { customerId: Number(customer) || null, userId: link.userId };
  const site = await readSiteValues(db);
  const order = await readOrder(db, orderNumber, scope, now(), site);
  if (!order) return undefined;
  if (link.kind === ORDER_CONFIRMATION)
    return {
      fileName: `Order-${order.orderNumber}.pdf`,
      pdf: await pdf.render('orderConfirmation', [order, { siteName: site.siteName }], userPdfOwner(link.userId)),
    };
  const invoice = await invoiceOf(db, scope, orderNumber);
  if (!invoice) return undefined;
  const facts = {
    invoiceNumber: invoice.invoice_number,
    invoiceDate: invoice.invoice_date,
    dueDate: invoice.due_date,
    balance: invoice.balance,
  };
  return {
    fileName: `Invoice-${invoice.invoice_number}.pdf`,
    pdf: await pdf.render('orderInvoice', [order, facts, { siteName: site.siteName }], userPdfOwner(link.userId)),
  };
}

/** The order documents /doc/{id} opens (registered in app.ts). */
export const orderDocumentRenderers: DocumentRenderers = {
  [ORDER_CONFIRMATION]: renderOrderDocument,
  [ORDER_INVOICE]: renderOrderDocument,
};
