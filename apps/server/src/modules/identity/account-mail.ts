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
export const SET_PASSWORD_MAIL = 'account.set-password';
/** How long the link that sets a new account's first password works. */
export const SET_PASSWORD_LINK_DAYS = 7;

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

type LinkMailRow = NonNullable<Awaited<ReturnType<typeof findTokenForMail>>>;
/** A link mail's subject and text, given its user, the site's name and the link. */
type LinkMailText = (row: LinkMailRow, siteName: string, link: string) => Omit<OutgoingMail, 'to'>;

const verifyText: LinkMailText = (row, siteName, link) => ({
  subject: `${siteName}: please verify your e-mail address`,
  text: [
    `Hello ${row.name},`,
    '',
    `Thank you for creating an account with ${siteName}. To activate it, open this link within 24 hours:`,
    '',
    link,
    '',
    'If you did not create an account, you can ignore this message.',
  ].join('\n'),
});

const resetText: LinkMailText = (row, siteName, link) => ({
  subject: `${siteName}: reset your password`,
  text: [
    `Hello ${row.name},`,
    '',
    `Someone asked to reset the password of your ${siteName} account (${row.kind === 'consumer' ? row.email : row.username}).`,
    'To choose a new password, open this link within 1 hour. It works once:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ].join('\n'),
});

/** An account opened for someone (an ERP import): its first password is set through a reset link. */
const setPasswordText: LinkMailText = (row, siteName, link) => ({
  subject: `${siteName}: choose your password`,
  text: [
    `Hello ${row.name},`,
    '',
    `An account was opened for you at ${siteName}. You sign in with the username ${row.username}.`,
    `To choose your password, open this link within ${SET_PASSWORD_LINK_DAYS} days. It works once:`,
    '',
    link,
    '',
    'If the link has expired, use "Forgot your password?" on the sign-in page.',
  ].join('\n'),
});

/**
 * The outbox handler of a mail carrying a verification or reset link. A fresh token replaces the row's hash, so a
 * retried delivery mails a working link and the earlier one stops working; a token used or expired meanwhile sends
 * nothing.
 */
function linkMail(db: Db, config: Config, now: () => number, purpose: 'verify' | 'reset', compose: LinkMailText) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    if (!isLinkPayload(payload)) return null;
    const row = await findTokenForMail(db, payload.tokenId);
    if (!row || row.purpose !== purpose || !row.email) return null;
    const token = newSessionToken();
    if (!(await rehashAccountToken(db, row.id, hashSessionToken(token), now()))) return null;
    const site = await readSiteValues(db);
    const route = purpose === 'verify' ? '/verifyemail' : '/changepassword';
    return {
      to: row.email,
      ...compose(row, site.siteName, `${config.publicUrl}${route}?t=${encodeURIComponent(token)}`),
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
    [VERIFY_MAIL]: linkMail(db, config, now, 'verify', verifyText),
    [RESET_MAIL]: linkMail(db, config, now, 'reset', resetText),
    [SET_PASSWORD_MAIL]: linkMail(db, config, now, 'reset', setPasswordText),
    [ACCOUNT_EXISTS_MAIL]: accountExistsMail(db, config),
  };
}
