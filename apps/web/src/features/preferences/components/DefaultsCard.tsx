import { Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { type PageDefaults, PageDefaultsFields } from '../../../components/PageDefaultsFields';
import { ErrorState } from '../../../components/ErrorState';
import { useNotify } from '../../../components/notifications/use-notify';
import { forgetPageChoices } from '../../../lib/catalogue/page-choice-keys';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { useUserDefaults } from '../api/consumer-preferences';

/** The user's own default product layout and sort, saved as soon as one is chosen. */
export function DefaultsCard() {
  const { query, save } = useUserDefaults();
  const notify = useNotify();
  const { user } = useSession();
  const { defaultsChanged } = useSessionActions();
  if (query.isPending) return <Skeleton variant="rounded" height={180} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const current = query.data;
  const choose = (next: Partial<PageDefaults>) =>
    save.mutate(
      { ...current, ...next },
      {
        onSuccess: (r, saved) => {
          defaultsChanged(saved);
          forgetPageChoices(user?.username);
          notify(r.message, { variant: 'success' });
        },
        onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
      },
    );
  return (
    <Card variant="outlined">
      <CardHeader title="Product Page Defaults" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <PageDefaultsFields idPrefix="own-defaults" value={current} disabled={save.isPending} onChoose={choose} />
      </CardContent>
    </Card>
  );
}
