import { DocumentResult } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/documents/order/{orderNumber}/confirmation: the PDF is then at /doc/{id}. */
export function getConfirmationDocument(orderNumber: string): Promise<DocumentResult> {
  return apiRequest(`/api/documents/order/${encodeURIComponent(orderNumber)}/confirmation`, { schema: DocumentResult });
}
