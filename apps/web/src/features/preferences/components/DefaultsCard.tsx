import { Card, CardContent, CardHeader, MenuItem, Skeleton, Stack, TextField } from '@mui/material';
import { PAGE_LAYOUTS, PAGE_SORT_LABELS, PAGE_SORTS, type PageLayout, type PageSort } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { useNotify } from '../../../components/notifications/use-notify';
import { useUserDefaults } from '../api/consumer-preferences';

const LAYOUT_LABELS: Record<PageLayout, string> = { Grid: 'Grid', List: 'List', QuickEntry: 'Quick Entry' };

/** The user's own default product layout and sort, saved as soon as one is chosen. */
export function DefaultsCard() {
  const { query, save } = useUserDefaults();
  const notify = useNotify();
  if (query.isPending) return <Skeleton variant="rounded" height={180} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const current = query.data;
  const choose = (next: { defaultPageLayout?: PageLayout; defaultPageSortBy?: PageSort }) =>
    save.mutate(
      { ...current, ...next },
      {
        onSuccess: (r) => notify(r.message, { variant: 'success' }),
        onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
      },
    );
  return (
    <Card variant="outlined">
      <CardHeader title="Product Page Defaults" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label="Default layout"
            value={current.defaultPageLayout}
            disabled={save.isPending}
            onChange={(e) => choose({ defaultPageLayout: e.target.value as PageLayout })}
          >
            {PAGE_LAYOUTS.map((l) => (
              <MenuItem key={l} value={l}>
                {LAYOUT_LABELS[l]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label="Default sort"
            value={current.defaultPageSortBy}
            disabled={save.isPending}
            onChange={(e) => choose({ defaultPageSortBy: e.target.value as PageSort })}
          >
            {PAGE_SORTS.map((s) => (
              <MenuItem key={s} value={s}>
                {PAGE_SORT_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
    </Card>
  );
}
