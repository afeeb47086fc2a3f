import { Button, Paper, Typography } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { PRODUCT_UNAVAILABLE } from '@storefront/domain';
import { Link as RouterLink } from 'react-router';

/** Spec 1 §8: an unknown, inactive or hidden product. */
export function ProductUnavailable() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: { xs: 1, sm: 4 } }}
    >
      <SearchOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: 2 }}>
        {PRODUCT_UNAVAILABLE}
      </Typography>
      <Button component={RouterLink} to="/products" variant="contained">
        Browse all products
      </Button>
    </Paper>
  );
}
