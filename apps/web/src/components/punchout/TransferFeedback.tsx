import { Alert } from '@mui/material';

interface TransferFeedbackProps {
  error: string | null;
  sent: boolean;
}

/** What became of Transfer Cart: the refusal, or (when the procurement system took the post in another window) that it went. */
export function TransferFeedback({ error, sent }: TransferFeedbackProps) {
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  }
  if (sent) {
    return (
      <Alert severity="success" role="status">
        The cart was sent to your procurement system.
      </Alert>
    );
  }
  return null;
}
