import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { PAGE_LAYOUTS, PAGE_SORTS } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { useNotify } from '../../../components/notifications/use-notify';
import { type PageDefaults, PageDefaultsFields } from '../../../components/PageDefaultsFields';
import { useGlobalPageDefaults, useSaveGlobalPageDefault } from '../api/admin-console';

/** Spec 3 Admin page: the product page layout and sort of everyone without their own, saved as soon as chosen. */
export function GlobalDefaultsCard() {
  const query = useGlobalPageDefaults();
  const save = useSaveGlobalPageDefault();
  const notify = useNotify();
  const choose = (next: Partial<PageDefaults>) => {
    const body = next.defaultPageLayout
      ? { defaultPageLayout: PAGE_LAYOUTS.indexOf(next.defaultPageLayout) }
      : { defaultPageSortBy: PAGE_SORTS.indexOf(next.defaultPageSortBy ?? 'Description') };
    save.mutate(body, {
      onSuccess: (r) => notify(r.message, { variant: 'success' }),
      onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
    });
  };
  let body;
  if (query.isPending) body = <Skeleton variant="rounded" height={56} />;
  else if (query.isError) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    const value = {
      defaultPageLayout: PAGE_LAYOUTS[query.data.defaultPageLayout] ?? 'Grid',
      defaultPageSortBy: PAGE_SORTS[query.data.defaultPageSortBy] ?? 'Description',
    };
    body = <PageDefaultsFields idPrefix="global-defaults" value={value} disabled={save.isPending} onChoose={choose} />;
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby="global-defaults-title">
      <CardContent>
        <Typography id="global-defaults-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Default Page Layout
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          What the product page opens with for everyone who has not chosen their own Product Page Defaults in Settings.
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
