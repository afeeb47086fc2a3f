import type { Db } from '../../db/database';
import { countMail } from './mail-allowance.repository';

const HOUR_MS = 3_600_000;
/** Mails one recipient gets on visitors' word in an hour (sign-up, reset, resend together). */
export const MAILS_PER_RECIPIENT_HOUR = 3;
/** Mails one client address may cause in an hour, to anyone. */
export const MAILS_PER_ADDRESS_HOUR = 20;

/**
 * Whether a mail a visitor asked for may leave (issue 26 item 4: sign-up, password reset and verification resend, each
 * about 0.3 s of proof of work, mailed any address). Counts the mail against its recipient and the client address and
 * answers false past either allowance; the caller then sends nothing and answers exactly as it would have.
 */
export async function mayMail(db: Db, recipient: string, clientAddress: string, now: number): Promise<boolean> {
  const toRecipient = await countMail(db, `to:${recipient.trim().toLowerCase().slice(0, 190)}`, now, HOUR_MS);
  const fromAddress = await countMail(db, `from:${clientAddress.slice(0, 190)}`, now, HOUR_MS);
  return toRecipient <= MAILS_PER_RECIPIENT_HOUR && fromAddress <= MAILS_PER_ADDRESS_HOUR;
}
