import { useNavigate } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/** Spec 1 §2 wording. */
export const ACCOUNT_REQUIRED_MESSAGE = 'Please sign in or create an account to add products to your cart';

interface AccountRequiredDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 1 §2 / §6: what a Public visitor sees instead of the Add To Cart dialog.
 * Shared: the product screens and the cart feature both open it.
 */
export function AccountRequiredDialog({ open, onClose }: AccountRequiredDialogProps) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title="Account Required"
      message={ACCOUNT_REQUIRED_MESSAGE}
      confirmLabel="OK"
      cancelLabel="Cancel"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void navigate('/login');
      }}
    />
  );
}
