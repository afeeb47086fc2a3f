import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { formatUsDate } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { PATHS } from '../../../lib/routes/route-paths';
import { useCreditRequest } from '../api/credits-api';
import { CreditLineItem } from './CreditLineItem';
import { CreditRequestFacts } from './CreditRequestFacts';
import { CreditReviewForm } from './CreditReviewForm';
import { CreditReviewOutcome } from './CreditReviewOutcome';
import { CreditStatusTag } from './CreditStatusTag';

/**
 * Issue 33 credit request (/credits/:number): the claimed lines with their photos, and the review: the form for those
 * who may review it while it is open, else what was decided and the credit memo it wrote.
 */
export function CreditDetailPage() {
  const { number = '' } = useParams();
  const request = useCreditRequest(number);
  /** Why a review sent from this page was refused as already made (409), or null. */
  const [alreadyReviewed, setAlreadyReviewed] = useState<string | null>(null);

  if (request.isPending) return <Loading label="Loading the credit request" />;
  if (request.isError) return <ErrorState message={request.error.message} onRetry={() => void request.refetch()} />;
  const r = request.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          Credit Request {r.number}
        </Typography>
        <CreditStatusTag status={r.status} />
      </Box>
      <CreditRequestFacts request={r} deliveryDate={formatUsDate(r.deliveryDate)} />
      <Card variant="outlined" component="section" aria-labelledby="credit-lines-title">
        <CardContent>
          <Typography id="credit-lines-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            Lines Claimed
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {r.lines.map((line) => (
              <CreditLineItem key={line.lineNumber} line={line} />
            ))}
          </Box>
        </CardContent>
      </Card>
      {alreadyReviewed && (
        <Alert severity="warning" role="alert" onClose={() => setAlreadyReviewed(null)}>
          {alreadyReviewed} Your review was not saved: it was reviewed in another tab or by another reviewer, and is
          shown as reviewed now.
        </Alert>
      )}
      <Card variant="outlined" component="section">
        <CardContent>
          {r.canReview && r.status === 'Open' ? (
            <CreditReviewForm
              request={r}
              onAlreadyReviewed={(reason) => {
                setAlreadyReviewed(reason);
                void request.refetch();
              }}
            />
          ) : (
            <CreditReviewOutcome request={r} />
          )}
        </CardContent>
      </Card>
      <Box>
        <Button component={RouterLink} to={PATHS.credits}>
          Back to Credits
        </Button>
      </Box>
    </Box>
  );
}
