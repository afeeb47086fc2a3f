import { Alert } from '@mui/material';

/** Spec 2 §2: the configured checkout message; the step's Acknowledge button goes on. */
export function MessageStep({ message }: { message: string }) {
  return (
    <Alert severity="info" icon={false} sx={{ whiteSpace: 'pre-line', fontSize: 16 }}>
      {message}
    </Alert>
  );
}
