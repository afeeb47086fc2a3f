import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { ImageSyncStatus } from '@storefront/contract';
import { useNotify } from '../../../components/notifications/use-notify';
import { useImageSyncStatus, useRequestImageSync } from '../api/admin-console';

function progressText(s: ImageSyncStatus): string {
  const counts = `${s.processed} of ${s.total} files: ${s.matched} matched, ${s.unmatched} without a product, ${s.failed} failed`;
  switch (s.status) {
    case 'idle':
      return 'No image sync has run yet.';
    case 'running':
      return `Syncing images: ${counts}.`;
    case 'done':
      return `Last sync finished ${s.finishedAt ? new Date(s.finishedAt).toLocaleString() : ''}: ${counts}.`;
    case 'failed':
      return `Last sync failed: ${s.message}`;
  }
}

/** Spec 3 Admin page: request an image sync ('Request to sync images successful.') and follow its progress. */
export function ImageSyncCard() {
  const status = useImageSyncStatus();
  const request = useRequestImageSync();
  const notify = useNotify();
  const s = status.data;
  const running = s?.status === 'running';
  const start = () =>
    request.mutate(undefined, {
      onSuccess: (r) => notify(r.message, { variant: 'success' }),
      onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
    });
  return (
    <Card variant="outlined" component="section" aria-labelledby="image-sync-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="image-sync-title" variant="h6" component="h2">
          Product Images
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Reads the image folder and attaches each picture to the product whose code it is named after.
        </Typography>
        {status.isError && <Alert severity="error">Could not read the image sync status: {status.error.message}</Alert>}
        {s && (
          <Box aria-live="polite">
            <Typography variant="body2" color={s.status === 'failed' ? 'error' : 'text.primary'}>
              {progressText(s)}
            </Typography>
            {running && (
              <LinearProgress
                sx={{ mt: 1 }}
                variant={s.total > 0 ? 'determinate' : 'indeterminate'}
                value={s.total > 0 ? (100 * s.processed) / s.total : undefined}
                aria-label="Image sync progress"
              />
            )}
          </Box>
        )}
        <Box>
          <Button variant="outlined" onClick={start} disabled={request.isPending || running}>
            {running ? 'Syncing Images...' : 'Sync Images'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
