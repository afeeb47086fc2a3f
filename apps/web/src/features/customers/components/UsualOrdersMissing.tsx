import { List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { deliveryDateLabel } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { useSalespersonAlerts } from '../api/get-salesperson-alerts';

/**
 * Issue 32: above a salesperson's customer list, the customers who usually order for their next delivery day and have
 * not yet, with the date and the cut-off; activating one chooses that customer.
 */
export function UsualOrdersMissing({ onChoose }: { onChoose: (customerKey: number) => void }) {
  const alerts = useSalespersonAlerts(true);
  const missing = alerts.data?.usualOrderMissing ?? [];
  let body;
  if (alerts.isPending) body = <Skeleton variant="rounded" height={48} aria-label="Loading usual orders" />;
  else if (alerts.isError)
    body = <ErrorState message="The usual orders could not be checked." onRetry={() => void alerts.refetch()} />;
  else if (missing.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        Every customer who usually orders for their next delivery day has ordered.
      </Typography>
    );
  else
    body = (
      <List dense disablePadding aria-labelledby="usual-missing-title">
        {missing.map((m) => (
          <ListItem key={m.customerKey} disablePadding>
            <ListItemButton onClick={() => onChoose(m.customerKey)} sx={{ borderRadius: 2 }}>
              <ListItemText
                primary={`${m.customerName} (${m.customerCode})`}
                secondary={`No order yet for ${deliveryDateLabel(m.deliveryDate)} · order by ${m.cutoffLabel}`}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="usual-missing-title" sx={{ p: 2 }}>
      <Typography id="usual-missing-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Usual order missing
      </Typography>
      {body}
    </Paper>
  );
}
