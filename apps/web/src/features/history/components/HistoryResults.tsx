import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';

interface HistoryResultsProps {
  /** Spec 3 §4: NotLoaded/Loading, Loaded, Failed (the error text). */
  isPending: boolean;
  error: Error | null;
  shown: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  label: string;
  children: ReactNode;
}

/** Loading, the error text, 'No Results', or the rows with how many there are and a button for the next page. */
export function HistoryResults({
  isPending,
  error,
  shown,
  total,
  hasMore,
  loadingMore,
  onMore,
  onRetry,
  label,
  children,
}: HistoryResultsProps) {
  if (isPending) return <Loading label={`Loading ${label}`} />;
  if (error && shown === 0) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (shown === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} role="status">
        No Results
      </Typography>
    );
  return (
    <>
      {children}
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}
      >
        <Typography variant="body2" color="text.secondary" role="status">
          Showing {shown} of {total}
        </Typography>
        {hasMore && (
          <Button variant="outlined" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </Box>
    </>
  );
}
