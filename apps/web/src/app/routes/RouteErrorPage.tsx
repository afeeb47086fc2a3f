import { Box, Button, Typography } from '@mui/material';

/** Last resort for a render error: say so plainly and offer a reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        {detail && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {detail}
          </Typography>
        )}
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}
