import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CreditRequestSummary } from '@storefront/contract';
import { amountsText, creditPath, instantText } from '../utils/credit-text';
import { CreditStatusTag } from './CreditStatusTag';

/** One request of the /credits list: its number (the link to it), status, customer, order and amounts. */
export function CreditRequestCard({ request }: { request: CreditRequestSummary }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={creditPath(request.number)}>
              {request.number}
            </Link>
          </Typography>
          <CreditStatusTag status={request.status} />
        </Box>
        <Typography variant="body2">{request.customerName}</Typography>
        <Typography variant="body2" color="text.secondary">
          Order {request.orderNumber} · Invoice {request.invoiceNumber}
        </Typography>
        <Typography variant="body2">{amountsText(request)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {instantText(request.createdAt)} by {request.requestedBy}
        </Typography>
      </CardContent>
    </Card>
  );
}
