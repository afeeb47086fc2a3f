import { useState } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { firstAccountError } from '../utils/account-errors';

interface CheckedSubmitOptions {
  /** A failure as an error notification (the /changepassword page, spec 3 §8) rather than in `error` (the dialogs). */
  notifyFailure?: boolean;
}

/**
 * A form sent with a passed human check (Forgot Password, Sign Up, Resend, the password reset;
 * spec 3 §4): success notifies the server's message and calls `onSent`; a failure shows the
 * first error. Either way the check starts again (a token is spent once): render
 * <HumanCheck key={checkKey} onChange={setVerifyToken} />.
 */
export function useCheckedSubmit(
  send: (verifyToken: string) => Promise<{ message: string }>,
  onSent: () => void,
  options: CheckedSubmitOptions = {},
) {
  const notify = useNotify();
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const resetCheck = () => {
    setVerifyToken(null);
    setCheckKey((k) => k + 1);
  };
  /** Forgets the error and the check (the dialog closes). */
  const reset = () => {
    setError(null);
    resetCheck();
  };
  const submit = async () => {
    if (!verifyToken) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await send(verifyToken);
      notify(result.message, { variant: 'success', persist: true });
      onSent();
    } catch (err) {
      const message = firstAccountError(err);
      if (options.notifyFailure) notify(message, { variant: 'error' });
      else setError(message);
      resetCheck();
    } finally {
      setSubmitting(false);
    }
  };
  return { verifyToken, setVerifyToken, checkKey, error, submitting, reset, submit };
}
