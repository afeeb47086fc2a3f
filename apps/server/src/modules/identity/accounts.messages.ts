/** Spec 3 §8 texts, word for word, and the few of our own the spec leaves to us. */
export const SIGN_UP_SUCCESS =
  'Account created successfully. To login, please verify by clicking the activation link that has been sent to your email address.';
export const HUMAN_CHECK_UNAVAILABLE = 'Verification service is not available at this time. Please contact support.';
export const VERIFY_FAILED = 'Account verification failed. Please try again later.';
export const VERIFY_DONE = 'Your account has been verified. Please sign in with your email address.';
export const RESET_REQUEST_SENT =
  'Password reset request sent. If an account is associated with this email address, then a message will be sent with instructions to reset the password.';
export const PASSWORD_UPDATED = 'Password has been updated.';
export const PASSWORD_OPTIONS_SAVED = 'Password options successfully changed.';
export const RESEND_SENT =
  'If this account is waiting for verification, a new activation link has been sent to its email address.';
export const RESET_LINK_INVALID = 'This password reset link is not valid or has expired. Please request a new one.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const SIGN_UP_CLOSED = 'New accounts cannot be created at this time.';
