import { Paper, Typography } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

/** Spec 1 §2 empty state. */
export function EmptyProducts() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <Inventory2Outlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        No Products Available
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Try another search, or clear the category filters.
      </Typography>
    </Paper>
  );
}
