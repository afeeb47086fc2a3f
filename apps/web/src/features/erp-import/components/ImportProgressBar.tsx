import { Box, LinearProgress, Typography } from '@mui/material';
import type { ImportStatus } from '@storefront/contract';
import { progressPercent, progressText } from '../utils/import-progress';

/** Rows done of the file's rows, as a bar and in words; the words are announced as they change. */
export function ImportProgressBar({ status }: { status: ImportStatus }) {
  const percent = progressPercent(status);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={status.state === 'done' ? 'success' : 'primary'}
          aria-label="Import progress"
          aria-valuetext={`${percent}%`}
          sx={{ flex: 1, height: 8, borderRadius: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: '3.5em', textAlign: 'right' }} aria-hidden>
          {percent}%
        </Typography>
      </Box>
      <Typography variant="body2" role="status">
        {progressText(status)}
      </Typography>
    </Box>
  );
}
