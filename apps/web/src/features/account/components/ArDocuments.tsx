import { Box } from '@mui/material';
import type { AccountDetailRow } from '@storefront/contract';
import { AR_RECORD_TYPES } from '@storefront/domain';
import { DocumentButton } from '../../../components/DocumentButton';
import { getOrderDocument, getScanDocument } from '../../../lib/documents/document-fetches';

interface ArDocumentsProps {
  row: AccountDetailRow;
  canPrintInvoices: boolean;
}

/** The documents column: the invoice of an invoiced order, and the item's scan documents. */
export function ArDocuments({ row, canPrintInvoices }: ArDocumentsProps) {
  const { orderNumber } = row;
  const invoice = canPrintInvoices && row.recordType === AR_RECORD_TYPES.invoice && orderNumber !== null;
  const number = row.invoiceNumber || row.reference;
  if (!invoice && row.scanDocuments.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {invoice && <DocumentButton label="Invoice" fetchDocument={() => getOrderDocument(orderNumber, 'invoice')} />}
      {row.scanDocuments.map((doc) => (
        <DocumentButton key={doc.key} label={doc.name} fetchDocument={() => getScanDocument(number, doc.key)} />
      ))}
    </Box>
  );
}
