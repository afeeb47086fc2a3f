import { useState } from 'react';
import { Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { CustomerAttention } from '@storefront/contract';
import { ErrorState } from '../../../components/ErrorState';
import { NeedsAttentionCustomer } from './NeedsAttentionCustomer';

/** Customers shown before 'Show all': the customer list and its search stay near the top of the page. */
export const FIRST_SHOWN = 10;

const TITLE_ID = 'needs-attention-title';

interface NeedsAttentionSectionProps {
  status: 'pending' | 'error' | 'success';
  /** Most urgent first, as the server answers them. */
  customers: readonly CustomerAttention[];
  onRetry: () => void;
  onAct: (customerKey: number, to: string) => void;
}

/** Issue 33, a salesperson's day: per customer, most urgent first, what needs attention, each item a link to act. */
export function NeedsAttentionSection({ status, customers, onRetry, onAct }: NeedsAttentionSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? customers : customers.slice(0, FIRST_SHOWN);
  let body;
  if (status === 'pending')
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={20} aria-label="Loading what needs attention" />
        <Typography variant="body2" color="text.secondary">
          Checking your customers…
        </Typography>
      </Stack>
    );
  else if (status === 'error')
    body = <ErrorState message="What needs attention could not be loaded." onRetry={onRetry} />;
  else if (customers.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        Nothing needs attention today.
      </Typography>
    );
  else
    body = (
      <Stack spacing={1}>
        {shown.map((customer, i) => (
          <NeedsAttentionCustomer
            key={customer.customerKey}
            customer={customer}
            defaultExpanded={i === 0}
            onAct={onAct}
          />
        ))}
        {shown.length < customers.length && (
          <Button onClick={() => setShowAll(true)} sx={{ alignSelf: 'flex-start' }}>
            Show all {customers.length} customers
          </Button>
        )}
      </Stack>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={TITLE_ID} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1.5 }}>
        <Typography id={TITLE_ID} variant="h6" component="h2">
          Needs attention
        </Typography>
        {status === 'success' && customers.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {customers.length === 1 ? '1 customer' : `${customers.length} customers`}
          </Typography>
        )}
      </Stack>
      {body}
    </Paper>
  );
}
