import { Typography } from '@mui/material';
import { resultLine } from '../utils/result-line';

/** Announced politely, so screen-reader users hear the new count after a search or filter. */
export function ResultLine({ total, search }: { total: number | null; search: string }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      role="status"
      aria-live="polite"
      sx={{ minHeight: 20, fontWeight: 500 }}
    >
      {total === null ? '' : resultLine(total, search)}
    </Typography>
  );
}
