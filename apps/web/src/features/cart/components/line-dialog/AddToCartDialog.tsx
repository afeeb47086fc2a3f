import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import type { CartLine, Product } from '@storefront/contract';
import { PRODUCT_UNAVAILABLE } from '@storefront/domain';
import { Loading } from '../../../../components/Loading';
import { useProduct } from '../../../../lib/catalogue/api/get-product';
import { LineForm } from './LineForm';

/** Which line the dialog works on. */
export type LineDialogTarget = { mode: 'add'; product: Product } | { mode: 'edit'; line: CartLine };

interface AddToCartDialogProps {
  open: boolean;
  /** Kept after closing so the dialog does not change while it fades out. */
  target: LineDialogTarget | null;
  onClose: () => void;
}

/** Spec 1 §9: full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';

/** Spec 1 §2: 'Add To Cart' for a product, 'Edit Cart' for a line (its product is fetched for the units). */
export function AddToCartDialog({ open, target, onClose }: AddToCartDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const editKey = target?.mode === 'edit' ? target.line.productKey : null;
  const edited = useProduct(editKey);
  const product = target?.mode === 'add' ? target.product : edited.data;
  const line = target?.mode === 'edit' ? target.line : null;
  const title = target?.mode === 'edit' ? 'Edit Cart' : 'Add To Cart';

  return (
    <Dialog
      open={open && target !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cart-line-dialog-title"
    >
      <DialogTitle id="cart-line-dialog-title">{title}</DialogTitle>
      {product ? (
        // Keyed so that opening the dialog for another product or line starts a fresh form.
        <LineForm
          key={line ? `line-${line.id}` : `product-${product.productKey}`}
          product={product}
          line={line}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {edited.isError ? <Alert severity="error">{PRODUCT_UNAVAILABLE}</Alert> : <Loading delayMs={0} />}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
