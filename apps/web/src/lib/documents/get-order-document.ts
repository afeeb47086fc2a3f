import { DocumentResult } from '@storefront/contract';
import { apiRequest } from '../api/api-client';

/** Spec 2 §7 document fetch, GET /api/documents/order/{orderNumber}/{kind}: the PDF is then at /doc/{id}. */
export function getOrderDocument(orderNumber: string, kind: 'confirmation' | 'invoice'): Promise<DocumentResult> {
  return apiRequest(`/api/documents/order/${encodeURIComponent(orderNumber)}/${kind}`, { schema: DocumentResult });
}
