/** sessions.end_reason of the sessions a password reset or change ended. */
export const PASSWORD_CHANGED = 'password_changed';

/** What such a session's next call answers (401); the sign-in page shows a reason containing "changed password" as a notification. */
export const PASSWORD_CHANGED_REASON = 'Your session ended because of a changed password. Please sign in again.';
