import { useSalespersonAlerts } from '../api/get-salesperson-alerts';
import { useActForCustomer } from '../hooks/use-act-for-customer';
import { NeedsAttentionSection } from './NeedsAttentionSection';

/** Above a salesperson's customer list (issue 33): GET /api/salesperson/alerts' customers, each item a way to act. */
export function NeedsAttention() {
  const alerts = useSalespersonAlerts(true);
  const act = useActForCustomer();
  return (
    <NeedsAttentionSection
      // A refetch that fails keeps the answer on screen.
      status={alerts.data ? 'success' : alerts.status}
      customers={alerts.data?.customers ?? []}
      onRetry={() => void alerts.refetch()}
      onAct={act}
    />
  );
}
