import { Box, Button, Typography } from '@mui/material';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <SearchOff sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 3 }}>
        Oops... This page doesn&apos;t exist!
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Box>
  );
}
