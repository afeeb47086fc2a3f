import { lazyDialog } from '../../../components/lazy-dialog';

/** The resend dialog of the sign-in page and /verifyemail: it (and the human check's widget) downloads when first opened. */
export const LazyResendVerificationDialog = lazyDialog(
  async () => (await import('./ResendVerificationDialog')).ResendVerificationDialog,
);
