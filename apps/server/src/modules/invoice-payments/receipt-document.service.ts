import type { DocumentResult } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { userPdfOwner } from '../../platform/pdf/render-pool';
import type { AccountScope } from '../account/account-scope';
import { customerAccount } from '../account/ar-items.repository';
import {
  documentError,
  type DocumentLink,
  type DocumentRenderers,
  issueDocumentLink,
  type OpenedDocument,
} from '../documents/document-links.service';
import { readSiteValues } from '../settings/settings.repository';
import { findInvoicePayment } from './invoice-payments.repository';
import { paymentReceiptById } from './invoice-payment.service';

export const PAYMENT_RECEIPT = 'payment-receipt';

/** Spec 2 §7 invoice payment receipt by key: a link to the receipt PDF of one of the customer's payments. */
export async function receiptDocumentLink(ctx: AppContext, scope: AccountScope, key: string): Promise<DocumentResult> {
  const payment = await findInvoicePayment(ctx.db, scope.customerId, { key });
  if (!payment) return documentError(404, 'This payment was not found.');
  return issueDocumentLink(
    ctx.db,
    { userId: scope.userId, kind: PAYMENT_RECEIPT, reference: `${scope.customerId}:${payment.id}` },
    ctx.now(),
  );
}

export async function renderReceiptDocument(ctx: AppContext, link: DocumentLink): Promise<OpenedDocument | undefined> {
  const [customer, id] = link.reference.split(':');
  const customerId = Number(customer);
  const [account, site, receipt] = await Promise.all([
    customerAccount(ctx.db, customerId),
    readSiteValues(ctx.db),
    paymentReceiptById(ctx, customerId, Number(id)),
  ]);
  if (!account || !receipt) return undefined;
  return {
    fileName: `Payment-${receipt.paidOn}.pdf`,
    pdf: await ctx.pdf.render(
      'paymentReceipt',
      [{ ...receipt, customerName: account.name }, { siteName: site.siteName }],
      userPdfOwner(link.userId),
    ),
  };
}

/** The payment receipts /doc/{id} opens (registered in app.ts). */
export const receiptDocumentRenderers: DocumentRenderers = { [PAYMENT_RECEIPT]: renderReceiptDocument };
