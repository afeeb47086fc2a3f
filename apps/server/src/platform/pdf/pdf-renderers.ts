import { renderPaymentReceipt, renderScanDocument, renderStatement } from './account-documents.pdf';
import { renderOrderConfirmation, renderOrderInvoice } from './order-confirmation.pdf';
import { renderReport } from './report.pdf';

/**
 * Every kind of PDF the server draws, by name: the render pool sends a name and plain data to a worker thread,
 * which looks the drawing up here (a function cannot cross threads).
 */
export const PDF_RENDERERS = {
  report: renderReport,
  orderConfirmation: renderOrderConfirmation,
  orderInvoice: renderOrderInvoice,
  paymentReceipt: renderPaymentReceipt,
  scanDocument: renderScanDocument,
  statement: renderStatement,
} as const;

export type PdfKind = keyof typeof PDF_RENDERERS;
export type PdfArgs<K extends PdfKind> = Parameters<(typeof PDF_RENDERERS)[K]>;

/** Draws one PDF in the calling thread (the worker calls this; so do tests of a drawing). */
export function drawPdf<K extends PdfKind>(kind: K, args: PdfArgs<K>): Promise<Buffer> {
  const render = PDF_RENDERERS[kind] as (...a: PdfArgs<K>) => Promise<Buffer>;
  return render(...args);
}
