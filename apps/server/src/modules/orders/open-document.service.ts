import type { AppContext } from '../../platform/context';
import { AR_SCAN, renderArScan } from '../account/ar-documents.service';
import { ACCOUNT_STATEMENT, renderStatementDocument } from '../account/statement.service';
import { PAYMENT_RECEIPT, renderReceiptDocument } from '../invoice-payments/receipt-document.service';
import { type DocumentLink, type OpenedDocument, resolveDocumentLink } from './document-links.service';
import { ORDER_CONFIRMATION, ORDER_INVOICE, renderOrderDocument } from './order-documents.service';

type Renderer = (ctx: AppContext, link: DocumentLink) => Promise<OpenedDocument | undefined>;

/** Every kind of document a /doc/{id} link can open, and what draws it. */
const RENDERERS: Record<string, Renderer> = {
  [ORDER_CONFIRMATION]: (ctx, link) => renderOrderDocument(ctx.db, link),
  [ORDER_INVOICE]: (ctx, link) => renderOrderDocument(ctx.db, link),
  [AR_SCAN]: (ctx, link) => renderArScan(ctx.db, link),
  [PAYMENT_RECEIPT]: renderReceiptDocument,
  [ACCOUNT_STATEMENT]: renderStatementDocument,
};

/** The document behind a /doc/{id} link; undefined when the link is unknown or expired or its document is gone. */
export async function openDocument(ctx: AppContext, token: string): Promise<OpenedDocument | undefined> {
  const link = await resolveDocumentLink(ctx.db, token, ctx.now());
  const render = link ? RENDERERS[link.kind] : undefined;
  return link && render ? render(ctx, link) : undefined;
}
