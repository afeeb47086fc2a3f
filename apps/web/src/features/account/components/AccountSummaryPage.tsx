import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { AccountSummary } from '@storefront/contract';
import { formatCurrency, formatUsDate } from '@storefront/domain';
import { errorMessage } from '../../../lib/api/api-client';
import { Loading } from '../../../components/Loading';
import { useAccountSummary } from '../api/get-account-summary';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

function dated(date: string | null, amount: string | null): string {
  if (!date) return 'None';
  return `${formatUsDate(date)}  ${formatCurrency(amount)}`;
}

function SummaryCards({ summary }: { summary: AccountSummary }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}
    >
      <Card variant="outlined">
        <CardHeader title={summary.name} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {summary.address}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="Financial Data" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent component="dl" sx={{ pt: 0, m: 0 }}>
          <Field label="Unapplied Credit" value={formatCurrency(summary.unappliedCredit)} />
          <Field label="Current" value={formatCurrency(summary.current)} />
          {summary.buckets.map((b) => (
            <Field key={b.name} label={b.name} value={formatCurrency(b.value)} />
          ))}
          <Field label="Balance" value={formatCurrency(summary.balance)} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="Credit Info" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent component="dl" sx={{ pt: 0, m: 0 }}>
          <Field label="Credit Limit" value={formatCurrency(summary.creditLimit)} />
          <Field label="Balance" value={formatCurrency(summary.balance)} />
          <Field label="On Order" value={formatCurrency(summary.onOrder)} />
          <Field label="On Hold" value={formatCurrency(summary.onHold)} />
          <Field label="Available Credit" value={formatCurrency(summary.availableCredit)} />
          <Field label="Last Payment" value={dated(summary.lastPaymentDate, summary.lastPaymentAmount)} />
          <Field label="Last Invoice" value={dated(summary.lastInvoiceDate, summary.lastInvoiceAmount)} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** /account/summary (spec 2 §2 Account Summary): loads once; a spinner while loading, the error in red on failure. */
export function AccountSummaryPage() {
  const summary = useAccountSummary();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Account Summary
      </Typography>
      {summary.isPending && <Loading label="Loading account summary" />}
      {summary.isError && (
        <Typography color="error" role="alert">
          {errorMessage(summary.error)}
        </Typography>
      )}
      {summary.data && <SummaryCards summary={summary.data} />}
    </Box>
  );
}
