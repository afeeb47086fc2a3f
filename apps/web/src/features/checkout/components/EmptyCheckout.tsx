import { Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Spec 2 §2: checkout with an empty cart. */
export function EmptyCheckout() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h6" component="h2">
        No items in cart
      </Typography>
      <Button component={RouterLink} to="/products" variant="contained" sx={{ mt: 2 }}>
        Browse products
      </Button>
    </Paper>
  );
}
