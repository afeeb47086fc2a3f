import { Button } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';

/** Back to where the user came from (keeping the list's filters and scroll); to /products when the page was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  // react-router numbers its history entries; 0 means this page was the first one in the tab.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button
      startIcon={<ArrowBack />}
      onClick={() => (canGoBack ? navigate(-1) : navigate('/products'))}
      sx={{ ml: -1 }}
    >
      Back
    </Button>
  );
}
