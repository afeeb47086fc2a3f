/** The reason a session ends when the user logs out: it returns to sign-in, with a note, not an error. */
export const SIGNED_OUT_REASON = 'You have signed out.';
