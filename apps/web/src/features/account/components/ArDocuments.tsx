import { Box } from '@mui/material';
import type { AccountDetailRow } from '@storefront/contract';
import { AR_RECORD_TYPES } from '@storefront/domain';
import { DocumentButton } from '../../../components/DocumentButton';
import { getOrderDocument, getScanDocument } from '../../../lib/documents/document-fetches';

interface ArDocumentsProps {
  row: AccountDetailRow;
  canPrintInvoices: boolean;
}

/** An item's invoice to print: an invoiced order's, where the site lets customers print invoices. */
function printsInvoice(
  row: AccountDetailRow,
  canPrintInvoices: boolean,
): row is AccountDetailRow & { orderNumber: string } {
  return canPrintInvoices && row.recordType === AR_RECORD_TYPES.invoice && row.orderNumber !== null;
}

/** Whether the item has a document to open (its row's Documents cell is not empty). */
export function hasArDocuments(row: AccountDetailRow, canPrintInvoices: boolean): boolean {
  return printsInvoice(row, canPrintInvoices) || row.scanDocuments.length > 0;
}

/** The documents column: the invoice of an invoiced order, and the item's scan documents. */
export function ArDocuments({ row, canPrintInvoices }: ArDocumentsProps) {
  const invoiceOf = printsInvoice(row, canPrintInvoices) ? row.orderNumber : null;
  const number = row.invoiceNumber || row.reference;
  if (!hasArDocuments(row, canPrintInvoices)) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {invoiceOf !== null && (
        <DocumentButton label="Invoice" fetchDocument={() => getOrderDocument(invoiceOf, 'invoice')} />
      )}
      {row.scanDocuments.map((doc) => (
        <DocumentButton key={doc.key} label={doc.name} fetchDocument={() => getScanDocument(number, doc.key)} />
      ))}
    </Box>
  );
}
