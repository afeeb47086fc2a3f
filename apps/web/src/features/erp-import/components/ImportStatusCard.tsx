import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Loading } from '../../../components/Loading';
import { errorMessage } from '../../../lib/api/api-client';
import { useImportStatus } from '../api/get-import';
import { getRefusedRows } from '../api/import-files';
import { RECENT_IMPORTS_KEY } from '../api/import-keys';
import { useCsvDownload } from '../hooks/use-csv-download';
import { KIND_LABELS, refusedFileName } from '../utils/import-kinds';
import { importTime, isActive } from '../utils/import-progress';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportSummary } from './ImportSummary';
import { RefusedRowsTable } from './RefusedRowsTable';

/** One import: its progress while it runs, then the summary, the error if any and the refused rows. */
export function ImportStatusCard({ jobId }: { jobId: string }) {
  const status = useImportStatus(jobId);
  const queryClient = useQueryClient();
  const { download, busy } = useCsvDownload();
  const s = status.data;
  const ended = !!s && !isActive(s.state);

  // The recent list shows the end too.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: RECENT_IMPORTS_KEY });
  }, [ended, queryClient]);

  const refusedName = s ? refusedFileName(s.kind, s.jobId) : '';
  return (
    <Card variant="outlined" component="section" aria-labelledby="import-status-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="import-status-title" variant="h6" component="h2">
          Import Status
        </Typography>
        {status.isPending && <Loading label="Loading the import" />}
        {status.isError && <Alert severity="error">The import could not be read. {errorMessage(status.error)}</Alert>}
        {s && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {KIND_LABELS[s.kind]}
              {s.fileName ? ` from ${s.fileName}` : ''}, started {importTime(s.createdAt)}
              {s.dryRun ? '. Dry run: nothing is written.' : '.'}
            </Typography>
            {s.state !== 'failed' && <ImportProgressBar status={s} />}
            {s.error && (
              <Alert severity={s.state === 'failed' ? 'error' : 'warning'} sx={{ overflowWrap: 'anywhere' }}>
                {s.error}
              </Alert>
            )}
            {s.state === 'done' && <ImportSummary counts={s.counts} />}
            {s.state === 'done' && s.refusedRows.length > 0 && (
              <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3">
                  Refused Rows
                </Typography>
                <RefusedRowsTable rows={s.refusedRows} />
                <Box>
                  <Button
                    variant="outlined"
                    onClick={() => void download(() => getRefusedRows(s.jobId), refusedName)}
                    disabled={busy === refusedName}
                  >
                    Download refused rows (CSV)
                  </Button>
                </Box>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
