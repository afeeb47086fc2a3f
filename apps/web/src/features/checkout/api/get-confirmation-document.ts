import type { DocumentResult } from '@storefront/contract';
import { getOrderDocument } from '../../../lib/documents/document-fetches';

/** GET /api/documents/order/{orderNumber}/confirmation: the PDF is then at /doc/{id}. */
export function getConfirmationDocument(orderNumber: string): Promise<DocumentResult> {
  return getOrderDocument(orderNumber, 'confirmation');
}
