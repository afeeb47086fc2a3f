import { DocumentResult, REPORT_PATHS } from '@storefront/contract';
import { apiRequest } from '../api/api-client';

/** Spec 2 §7 document fetches; each answers the id of the /doc/{id} link the new tab opens. */
export function getOrderDocument(orderNumber: string, kind: 'confirmation' | 'invoice'): Promise<DocumentResult> {
  return apiRequest(`/api/documents/order/${encodeURIComponent(orderNumber)}/${kind}`, { schema: DocumentResult });
}

/** An order scan document, by order or invoice number and key. */
export function getScanDocument(number: string, key: string): Promise<DocumentResult> {
  return apiRequest(`/api/documents/scan/${encodeURIComponent(number)}/${encodeURIComponent(key)}`, {
    schema: DocumentResult,
  });
}

/** An invoice payment receipt, by key. */
export function getReceiptDocument(invoicePaymentKey: string): Promise<DocumentResult> {
  return apiRequest(`/api/documents/receipt/${encodeURIComponent(invoicePaymentKey)}`, { schema: DocumentResult });
}

/** Spec 3 Reports, the Current Statement: a document like the others, answered as a /doc/{id} link. */
export function getStatementDocument(): Promise<DocumentResult> {
  return apiRequest(REPORT_PATHS.CurrentStatement, { schema: DocumentResult });
}
