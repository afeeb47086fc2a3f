import { Alert } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';

/** The server's words for every write an inspect session tries: the page says it before anyone tries. */
export const READ_ONLY_CART_NOTE = 'This cart can only be returned to your procurement system.';

/** An inspect punchout (issue 28): the cart is shown as it is and can only be transferred back. */
export function ReadOnlyCartNote() {
  return (
    <Alert severity="info" icon={<LockOutlined fontSize="inherit" />}>
      {READ_ONLY_CART_NOTE}
    </Alert>
  );
}
