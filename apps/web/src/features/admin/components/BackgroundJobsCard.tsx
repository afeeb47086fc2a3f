import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BACKGROUND_JOB_STATES, type BackgroundJob, type BackgroundJobState } from '@storefront/contract';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { useBackgroundJobs } from '../api/background-jobs';
import { WhenCell } from './WhenCell';

/** What an administrator reads for each state and kind (pg-boss's names are the wire's). */
const STATE_LABELS: Record<BackgroundJobState, string> = {
  created: 'Waiting',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed for good',
};
const KIND_LABELS: Record<string, string> = {
  mail: 'Mail',
  'image-sync': 'Image sync',
  'purge-expired-rows': 'Purge of expired rows',
  'erp-import': 'ERP import',
  'erp-export': 'ERP export',
};

function JobRow({ job }: { job: BackgroundJob }) {
  return (
    <TableRow>
      <TableCell>{KIND_LABELS[job.name] ?? job.name}</TableCell>
      <TableCell sx={{ color: job.state === 'failed' ? 'error.main' : undefined }}>{STATE_LABELS[job.state]}</TableCell>
      <TableCell align="right">
        {job.retryCount} of {job.retryLimit}
      </TableCell>
      <WhenCell at={job.createdAt} />
      <WhenCell at={job.completedAt} />
      <TableCell sx={{ wordBreak: 'break-word', minWidth: 200 }}>{job.error}</TableCell>
    </TableRow>
  );
}

/** The background jobs (mail, image sync, purges): what waits, runs, retries or failed for good, and why (issue 29). */
export function BackgroundJobsCard() {
  const [state, setState] = useState<BackgroundJobState | null>(null);
  const jobs = useBackgroundJobs(state);
  const list = jobs.data?.jobs ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="background-jobs-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="background-jobs-title" variant="h6" component="h2">
          Background Jobs
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Mail, image syncs and clean-ups run in the background and are retried when they fail. The newest 100 are
          listed here.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="State"
            value={state ?? 'all'}
            onChange={(e) => setState(e.target.value === 'all' ? null : (e.target.value as BackgroundJobState))}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="all">All states</MenuItem>
            {BACKGROUND_JOB_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATE_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
            Refresh
          </Button>
        </Box>
        {jobs.isPending && <Loading label="Loading background jobs" />}
        {jobs.isError && <Alert severity="error">Could not read the background jobs: {jobs.error.message}</Alert>}
        {jobs.isSuccess && list.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {state ? `No jobs are ${STATE_LABELS[state].toLowerCase()}.` : 'No background jobs yet.'}
          </Typography>
        )}
        {list.length > 0 && (
          <TableContainer tabIndex={0} role="region" aria-label="Background jobs, scrollable">
            <Table size="small" aria-label="Background jobs">
              <TableHead>
                <TableRow>
                  <TableCell>Kind</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell align="right">Retries</TableCell>
                  <TableCell>Queued</TableCell>
                  <TableCell>Finished</TableCell>
                  <TableCell>Last error</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((job) => (
                  <JobRow key={job.id} job={job} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
