import { creditRequestNumber, formatCurrency, OUTCOME_LABELS, QUANTITY_DECIMALS, toDecimal } from '@storefront/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { OutgoingMail } from '../../platform/mail/mailer';
import { readSiteValues } from '../settings/settings.repository';
import {
  type CreditLineRow,
  type CreditRequestRow,
  findCreditRequest,
  listCreditLines,
  salespeopleOf,
} from './credit-request.repository';
import { outcomeOf } from './credit-view.service';

/** Outbox kinds: a new request, to the customer's salespeople; its review, to the buyer who checked in. */
export const CREDIT_REQUESTED_MAIL = 'credit-requested';
export const CREDIT_REVIEWED_MAIL = 'credit-reviewed';

const requestIdOf = (payload: unknown): number | null => {
  const id = (payload as { creditRequestId?: unknown } | null)?.creditRequestId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/** The web page of a request (the /credits detail page). */
export const creditPageUrl = (publicUrl: string, number: string) =>
  `${publicUrl}/credits/${encodeURIComponent(number)}`;

const lineText = (l: CreditLineRow, approved: boolean) => {
  const what = `${OUTCOME_LABELS[outcomeOf(l.outcome)]}: ${toDecimal(l.quantity).toFixed(QUANTITY_DECIMALS)} ${l.unit} ${l.product_code} ${l.description}`;
  const amount = approved
    ? `${formatCurrency(l.approved_amount ?? 0)} of ${formatCurrency(l.amount)}`
    : formatCurrency(l.amount);
  return `- Line ${l.line_number}, ${what}: ${amount}${l.note ? ` (${l.note})` : ''}`;
};

async function load(db: Db, payload: unknown): Promise<{ request: CreditRequestRow; lines: CreditLineRow[] } | null> {
  const id = requestIdOf(payload);
  if (id === null) return null;
  const request = await findCreditRequest(db, id, null);
  return request ? { request, lines: await listCreditLines(db, id) } : null;
}

/**
 * The outbox handler of a new credit request (issue 33): to every salesperson of the customer with an address, with
 * the lines, amounts and a link to review it. Nothing is sent when the customer has none, or the request is reviewed
 * already.
 */
export function creditRequestedMail(db: Db, config: Pick<Config, 'publicUrl'>) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    const found = await load(db, payload);
    if (!found || found.request.status !== 'Open') return null;
    const { request, lines } = found;
    const to = (await salespeopleOf(db, request.customer_id)).flatMap((s) => (s.email ? [s.email] : []));
    if (to.length === 0) return null;
    const site = await readSiteValues(db);
    const number = creditRequestNumber(request.id);
    const text = [
      `${request.customer_name} requests a credit of ${formatCurrency(request.requested_amount)} for order ${request.order_number} (invoice ${request.invoice_number ?? ''}), checked in by ${request.requested_by ?? 'the buyer'}.`,
      '',
      ...lines.map((l) => lineText(l, false)),
      '',
      `Review ${number} (photos, approve all, part or none): ${creditPageUrl(config.publicUrl, number)}`,
      '',
      site.siteName,
    ].join('\n');
    return {
      to: to.join(', '),
      subject: `${site.siteName}: credit request ${number} from ${request.customer_name} — ${formatCurrency(request.requested_amount)}`,
      text,
    };
  };
}

/**
 * The outbox handler of a reviewed request: to the buyer who checked in, with what was approved per line, the
 * reviewer's note, and where the credit is (Account Details and Make Payment, as a credit memo named by the number).
 */
export function creditReviewedMail(db: Db, config: Pick<Config, 'publicUrl'>) {
  return async (payload: unknown): Promise<OutgoingMail | null> => {
    const found = await load(db, payload);
    if (!found || found.request.status === 'Open') return null;
    const { request, lines } = found;
    const to = request.requested_by_email;
    if (!to) return null;
    const site = await readSiteValues(db);
    const number = creditRequestNumber(request.id);
    const approved = toDecimal(request.approved_amount ?? 0);
    const outcome =
      request.status === 'Rejected'
        ? `Your credit request ${number} for order ${request.order_number} was not approved.`
        : `Your credit request ${number} for order ${request.order_number} was ${request.status.toLowerCase()}: a credit of ${formatCurrency(approved)}.`;
    const text = [
      `Hello ${request.requested_by ?? ''},`,
      '',
      outcome,
      '',
      ...lines.map((l) => lineText(l, true)),
      ...(request.reviewer_note
        ? ['', `${request.reviewed_by ?? 'Your salesperson'} wrote: ${request.reviewer_note}`]
        : []),
      '',
      ...(request.status === 'Rejected'
        ? []
        : [
            `The credit memo ${number} is on your account: apply it in Make Payment (${config.publicUrl}/account/payment).`,
            '',
          ]),
      `The request: ${creditPageUrl(config.publicUrl, number)}`,
      '',
      site.siteName,
    ].join('\n');
    return {
      to,
      subject: `${site.siteName}: credit request ${number} ${request.status.toLowerCase()}`,
      text,
    };
  };
}
