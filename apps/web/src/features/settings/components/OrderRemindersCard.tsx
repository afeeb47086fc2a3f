import { Card, CardContent, CardHeader, FormControlLabel, Skeleton, Switch, Typography } from '@mui/material';
import { ErrorState } from '../../../components/ErrorState';
import { useNotify } from '../../../components/notifications/use-notify';
import { useSession } from '../../../lib/session/use-session';
import { useOrderReminders, useSaveOrderReminders } from '../api/order-reminders';

/**
 * Order reminders (issue 32): a customer's users get a mail before the cut-off when the order they usually place for a
 * delivery day is missing; each user turns their own off (or on again) here. Saved as soon as it is switched.
 */
export function OrderRemindersCard() {
  const { user, userType } = useSession();
  const shown = user !== null && userType === 'Customer';
  const query = useOrderReminders(shown);
  const save = useSaveOrderReminders();
  const notify = useNotify();
  if (!shown) return null;

  let body;
  if (query.isPending) body = <Skeleton variant="rounded" height={56} />;
  else if (query.isError) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <FormControlLabel
          control={
            <Switch
              checked={
                save.isPending
                  ? (save.variables?.orderReminders ?? query.data.orderReminders)
                  : query.data.orderReminders
              }
              disabled={save.isPending}
              onChange={(e) => {
                const on = e.target.checked;
                save.mutate(
                  { orderReminders: on },
                  {
                    onSuccess: () =>
                      notify(on ? 'Order reminders turned on' : 'Order reminders turned off', { variant: 'success' }),
                    onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
                  },
                );
              }}
              slotProps={{ input: { 'aria-describedby': 'order-reminders-help' } }}
            />
          }
          label="Remind me when our usual order is missing"
        />
        <Typography id="order-reminders-help" variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
          When you usually order for a delivery day and there is no order yet for the next one, we send you an e-mail
          before the order cut-off, with a link to your Standard guide.
        </Typography>
      </>
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="order-reminders-title">
      <CardHeader
        title="Order reminders"
        slotProps={{ title: { id: 'order-reminders-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
    </Card>
  );
}
