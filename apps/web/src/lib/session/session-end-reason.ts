import { SESSION_EXPIRED_REASON } from './session-machine';

/**
 * The reason a 401 on a signed-in call ends the session with. The server's words when the
 * sign-in page acts on them (spec 3 Sign-in: one containing "not authorized" goes to
 * /accessdenied, one containing "changed password" is a notification); any other 401 is an
 * expiry (spec 3 §7).
 */
export function sessionEndReason(serverReason: string | undefined): string {
  return serverReason && /not authorized|changed password/i.test(serverReason) ? serverReason : SESSION_EXPIRED_REASON;
}
