import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CreditRequestDetail } from '@storefront/contract';
import { formatCurrency } from '@storefront/domain';
import { PATHS } from '../../../lib/routes/route-paths';
import { instantText } from '../utils/credit-text';

/** The review as decided (or that one is awaited), and the credit memo an approval wrote. */
export function CreditReviewOutcome({ request }: { request: CreditRequestDetail }) {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Review
      </Typography>
      {request.status === 'Open' ? (
        <Typography variant="body1">Open: waiting for the salesperson's review.</Typography>
      ) : (
        <>
          <Typography variant="body1">
            {request.status}
            {request.reviewedBy ? ` by ${request.reviewedBy}` : ''}
            {request.reviewedAt ? ` on ${instantText(request.reviewedAt)}` : ''}
            {request.status !== 'Rejected' && request.approvedAmount !== null
              ? `: ${formatCurrency(request.approvedAmount)} credited.`
              : '.'}
          </Typography>
          {request.reviewerNote && <Typography variant="body1">Note: {request.reviewerNote}</Typography>}
          {request.creditMemo && (
            <Typography variant="body1" sx={{ mt: 1 }}>
              Credit memo <strong>{request.creditMemo}</strong> is on the account: apply it against an invoice in{' '}
              <Link component={RouterLink} to={PATHS.accountPayment}>
                Make Payment
              </Link>
              .
            </Typography>
          )}
        </>
      )}
    </>
  );
}
