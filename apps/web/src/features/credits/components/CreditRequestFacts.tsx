import { Box } from '@mui/material';
import type { CreditRequestDetail } from '@storefront/contract';
import { amountsText, instantText } from '../utils/credit-text';

/** Who asked, for which order and invoice, when, and how much: a list of terms. */
export function CreditRequestFacts({ request, deliveryDate }: { request: CreditRequestDetail; deliveryDate: string }) {
  const facts: [string, string][] = [
    ['Customer', request.customerName],
    ['Order', request.orderNumber],
    ['Invoice', request.invoiceNumber],
    ...(deliveryDate ? [['Delivered', deliveryDate] as [string, string]] : []),
    ['Requested', `${instantText(request.createdAt)} by ${request.requestedBy}`],
    ['Amount', amountsText(request)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
