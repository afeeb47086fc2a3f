import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CheckinResult } from '@storefront/contract';
import { OUTCOME_LABELS } from '@storefront/domain';
import { PATHS } from '../../../lib/routes/route-paths';
import { amountsText, creditPath, instantText } from '../utils/credit-text';
import { CreditStatusTag } from './CreditStatusTag';

/** A recorded check-in: when and by whom, each line as found, and the credit request it made (with its link). */
export function CheckinResultView({ result }: { result: CheckinResult }) {
  const request = result.creditRequest;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={request ? 'info' : 'success'}>
        Order {result.orderNumber} was checked in on {instantText(result.checkedInAt)} by {result.checkedInBy}:{' '}
        {request ? `credit request ${request.number} was made.` : 'everything was received.'}
      </Alert>
      {request && (
        <Card variant="outlined" component="section" aria-labelledby="checkin-credit-title">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="checkin-credit-title" component="h2" variant="h6">
                Credit Request {request.number}
              </Typography>
              <CreditStatusTag status={request.status} />
            </Box>
            <Typography variant="body1">{amountsText(request)}</Typography>
            <Box>
              <Button component={RouterLink} to={creditPath(request.number)} variant="contained">
                View Credit Request
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}
      <Card variant="outlined" component="section" aria-labelledby="checkin-lines-title">
        <CardContent>
          <Typography id="checkin-lines-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            Lines as Checked In
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {result.lines.map((l) => (
              <Box component="li" key={l.lineNumber}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {l.description}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {OUTCOME_LABELS[l.outcome]}
                  {l.quantity !== null && l.outcome !== 'received' ? `: ${l.quantity} ${l.unit}` : ''}
                  {l.note ? ` · ${l.note}` : ''}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Box>
        <Button component={RouterLink} to={PATHS.historyOrders}>
          Back to Order History
        </Button>
      </Box>
    </Box>
  );
}
