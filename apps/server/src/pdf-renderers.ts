import { renderPaymentReceipt, renderScanDocument, renderStatement } from './modules/account/account-documents.pdf';
import { renderOrderConfirmation, renderOrderInvoice } from './modules/orders/order-confirmation.pdf';
import { renderReport } from './modules/reports/report.pdf';
import type { PdfArgs, PdfKind } from './platform/pdf/pdf-kinds';

/**
 * Every kind of PDF the server draws, by name, each drawn by the module that owns the document: the render pool sends
 * a name and plain data to a worker thread (src/pdf-worker.ts), which looks the drawing up here (a function cannot
 * cross threads).
 */
export const PDF_RENDERERS = {
  report: renderReport,
  orderConfirmation: renderOrderConfirmation,
  orderInvoice: renderOrderInvoice,
  paymentReceipt: renderPaymentReceipt,
  scanDocument: renderScanDocument,
  statement: renderStatement,
} as const;

type Renderers = typeof PDF_RENDERERS;
declare module './platform/pdf/pdf-kinds' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's kinds, merged into the platform's
  interface PdfKinds extends Renderers {}
}

/** Draws one PDF in the calling thread (the worker calls this; so do tests of a drawing). */
export function drawPdf<K extends PdfKind>(kind: K, args: PdfArgs<K>): Promise<Buffer> {
  const render = PDF_RENDERERS[kind] as unknown as (...a: PdfArgs<K>) => Promise<Buffer>;
  return render(...args);
}
