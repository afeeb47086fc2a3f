import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token';
import type { OutgoingMail } from '../../platform/mail/mailer';
import { readSiteValues } from '../settings/settings.repository';
import { findTokenForMail, rehashAccountToken } from './account-tokens.repository';

/** Outbox kinds of the account mails. */
export const VERIFY_MAIL = 'account.verify';
export const RESET_MAIL = 'account.reset';
export const ACCOUNT_EXISTS_MAIL = 'account.exists';

/** The link mails carry only a token id: the token itself is made when the mail is built and kept nowhere but in the mail. */
interface LinkPayload {
  tokenId: number;
}
interface ExistsPayload {
  to: string;
}

const isLinkPayload = (p: unknown): p is LinkPayload =>
  typeof p === 'object' && p !== null && typeof (p as LinkPayload).tokenId === 'number';
const isExistsPayload = (p: unknown): p is ExistsPayload =>
  typeof p === 'object' && p !== null && typeof (p as ExistsPayload).to === 'string';

/**
 * The outbox handler of a verification or reset mail. A fresh token replaces the row's
 * hash, so a retried delivery mails a working link and the earlier one stops working;
 * a token used or expired meanwhile sends nothing.
 */
function linkMail(db: Db, config: Config, now: () => number, purpose: 'verify' | 'reset') {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isLinkPayload(payload)) return null;
    const row = await findTokenForMail(db, payload.tokenId);
    if (!row || row.purpose !== purpose || !row.email) return null;
    const token = newSessionToken();
    if (!(await rehashAccountToken(db, row.id, hashSessionToken(token), now()))) return null;
    const site = await readSiteValues(db);
    const t = encodeURIComponent(token);
    if (purpose === 'verify') {
      return {
        to: row.email,
        subject: `${site.siteName}: please verify your e-mail address`,
        text: [
          `Hello ${row.name},`,
          '',
          `Thank you for creating an account with ${site.siteName}. To activate it, open this link within 24 hours:`,
          '',
          `${config.publicUrl}/verifyemail?t=${t}`,
          '',
          'If you did not create an account, you can ignore this message.',
        ].join('\n'),
      };
    }
    return {
      to: row.email,
      subject: `${site.siteName}: reset your password`,
      text: [
        `Hello ${row.name},`,
        '',
        `Someone asked to reset the password of your ${site.siteName} account (${row.kind === 'consumer' ? row.email : row.username}).`,
        'To choose a new password, open this link within 1 hour. It works once:',
        '',
        `${config.publicUrl}/changepassword?t=${t}`,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    };
  };
}

/** Sign-up with an address that already has an account: its owner is told, the visitor learns nothing. */
function accountExistsMail(db: Db, config: Config) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isExistsPayload(payload)) return null;
    const site = await readSiteValues(db);
    return {
      to: payload.to,
      subject: `${site.siteName}: you already have an account`,
      text: [
        `Someone tried to create a ${site.siteName} account with this e-mail address, which already has one.`,
        '',
        `If it was you, sign in at ${config.publicUrl}/login, or use "Forgot your password?" there to choose a new password.`,
        'If it was not you, you can ignore this message.',
      ].join('\n'),
    };
  };
}

/** The handlers app.ts gives the outbox. */
export function accountMailHandlers(db: Db, config: Config, now: () => number) {
  return {
    [VERIFY_MAIL]: linkMail(db, config, now, 'verify'),
    [RESET_MAIL]: linkMail(db, config, now, 'reset'),
    [ACCOUNT_EXISTS_MAIL]: accountExistsMail(db, config),
  };
}
