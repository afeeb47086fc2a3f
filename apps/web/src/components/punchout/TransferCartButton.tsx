import { Button, Stack, type ButtonProps } from '@mui/material';
import Output from '@mui/icons-material/Output';
import { useTransferCart } from '../../lib/punchout/use-transfer-cart';
import { TransferFeedback } from './TransferFeedback';

/** The label of the button that hands a punchout cart back (issue 28; the README's Punchout section names it). */
export const TRANSFER_CART_LABEL = 'Transfer Cart';

/** Transfer Cart on its own (the cart page of an inspect session), with what became of it under it. */
export function TransferCartButton({ disabled, ...props }: Pick<ButtonProps, 'disabled' | 'fullWidth' | 'size'>) {
  const { transfer, pending, error, sent } = useTransferCart();
  return (
    <Stack spacing={1.5}>
      <Button
        variant="contained"
        startIcon={<Output />}
        loading={pending}
        loadingPosition="start"
        disabled={disabled}
        onClick={() => void transfer()}
        {...props}
      >
        {TRANSFER_CART_LABEL}
      </Button>
      <TransferFeedback error={error} sent={sent} />
    </Stack>
  );
}
