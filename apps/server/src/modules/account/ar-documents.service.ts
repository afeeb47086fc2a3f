import type { DocumentResult } from '@storefront/contract';
import { arRecordLabel, isArRecordType } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { userPdfOwner } from '../../platform/pdf/render-pool';
import {
  documentError,
  type DocumentLink,
  type DocumentRenderers,
  issueDocumentLink,
  type OpenedDocument,
} from '../documents/document-links.service';
import { readSiteValues } from '../settings/settings.repository';
import { scanDocumentsOf } from './ar.mapper';
import { customerAccount, findArItemById, findArItemByNumber } from './ar-items.repository';
import type { AccountScope } from './account-scope';
import { ACCOUNT_STATEMENT, renderStatementDocument } from './statement.service';

export const AR_SCAN = 'ar-scan';

/** Spec 2 §7 order scan document by order or invoice number and key: a link to the scanned paper of one of the customer's A/R items. */
export async function scanDocumentLink(
  db: Db,
  scope: AccountScope,
  number: string,
  key: string,
  now: number,
): Promise<DocumentResult> {
  const item = await findArItemByNumber(db, scope.customerId, number);
  if (!item || !scanDocumentsOf(item.scan_documents).some((d) => d.key === key))
    return documentError(404, 'This document was not found.');
  return issueDocumentLink(
    db,
    { userId: scope.userId, kind: AR_SCAN, reference: `${scope.customerId}:${item.id}:${key}` },
    now,
  );
}

export async function renderArScan(
  { db, pdf: renderer }: AppContext,
  link: DocumentLink,
): Promise<OpenedDocument | undefined> {
  const [customer, id, key] = link.reference.split(':');
  const customerId = Number(customer);
  const item = await findArItemById(db, customerId, Number(id));
  const doc = item ? scanDocumentsOf(item.scan_documents).find((d) => d.key === key) : undefined;
  const account = await customerAccount(db, customerId);
  if (!item || !doc || !account) return undefined;
  const site = await readSiteValues(db);
  const pdf = await renderer.render(
    'scanDocument',
    [
      {
        customerName: account.name,
        name: doc.name,
        reference: item.reference,
        type: isArRecordType(item.record_type) ? arRecordLabel(item.record_type) : '',
        invoiceDate: item.invoice_date,
        orderNumber: item.order_number,
        amount: item.initial,
        remarks: item.remarks,
      },
      { siteName: site.siteName },
    ],
    userPdfOwner(link.userId),
  );
  return { fileName: `${doc.key}-${item.reference}.pdf`, pdf };
}

/** The account documents /doc/{id} opens (registered in app.ts): scanned papers and the current statement. */
export const accountDocumentRenderers: DocumentRenderers = {
  [AR_SCAN]: renderArScan,
  [ACCOUNT_STATEMENT]: renderStatementDocument,
};
