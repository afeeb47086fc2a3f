import { Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { forgetPageChoices } from '../lib/catalogue/page-choice-keys';
import { useUserPageDefaults } from '../lib/catalogue/api/user-page-defaults';
import { useSession, useSessionActions } from '../lib/session/use-session';
import { ErrorState } from './ErrorState';
import { useNotify } from './notifications/use-notify';
import { type PageDefaults, PageDefaultsFields } from './PageDefaultsFields';

/**
 * Product Page Defaults: the signed-in user's own default product layout and sort, saved as soon as one is chosen
 * (spec 3 §6: every user may). On /settings for everyone, and on a consumer's /user-preferences.
 */
export function OwnPageDefaultsCard() {
  const { query, save } = useUserPageDefaults();
  const notify = useNotify();
  const { user } = useSession();
  const { defaultsChanged } = useSessionActions();
  let body;
  if (query.isPending) body = <Skeleton variant="rounded" height={56} />;
  else if (query.isError) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    const current = query.data;
    const choose = (next: Partial<PageDefaults>) =>
      save.mutate(
        { ...current, ...next },
        {
          onSuccess: (r, saved) => {
            // The product page opens with them at once, in this tab and the next.
            defaultsChanged(saved);
            forgetPageChoices(user?.username);
            notify(r.message, { variant: 'success' });
          },
          onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
        },
      );
    body = <PageDefaultsFields idPrefix="own-defaults" value={current} disabled={save.isPending} onChoose={choose} />;
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="own-defaults-title">
      <CardHeader
        title="Product Page Defaults"
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'own-defaults-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The layout and sort the product page opens with for you. Until you choose, the site&apos;s defaults apply.
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
