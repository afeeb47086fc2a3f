import { Box, CircularProgress, Typography } from '@mui/material';
import { useDelayedFlag } from '../lib/timing/use-delayed-flag';

interface LoadingProps {
  label?: string;
  /** Fill the viewport (session start-up) rather than a page area. */
  fullPage?: boolean;
  delayMs?: number;
}

/** A spinner that shows only after the spec's delay; until then the area is reserved but blank. */
export function Loading({ label, fullPage = false, delayMs }: LoadingProps) {
  const visible = useDelayedFlag(delayMs);
  return (
    <Box
      aria-busy="true"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: fullPage ? '100vh' : 240,
        width: '100%',
      }}
    >
      {visible && (
        <>
          <CircularProgress aria-label={label ?? 'Loading'} />
          {label && (
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
