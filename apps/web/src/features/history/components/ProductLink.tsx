import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Spec 3 §2: product code and description link to /product/{productKey}. */
export function ProductLink({ productKey, children }: { productKey: number; children: string }) {
  return (
    <Link component={RouterLink} to={`/product/${productKey}`} underline="hover">
      {children}
    </Link>
  );
}
