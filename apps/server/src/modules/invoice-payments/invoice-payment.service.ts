import { randomUUID } from 'node:crypto';
import type { PaymentReceipt, PaymentRequest, PaymentResult } from '@storefront/contract';
import {
  AR_RECORD_TYPES,
  arRecordLabel,
  billingAddressProblem,
  cardBrandName,
  cardDigits,
  cardPaymentProblem,
  detectIssuer,
  ECHECK_MESSAGES,
  isArRecordType,
  lastFour,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentType,
  toDecimal,
} from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/http-error';
import { once, type Outcome, requestHash } from '../../platform/idempotency/idempotency';
import { PAYMENT_IN_PROGRESS, whilePaying } from '../../platform/payments/payment-lock';
import { chargeAndRecord, type PaymentMeans } from '../../platform/payments/charge-and-record';
import { accountToday } from '../account/account.service';
import type { AccountScope } from '../account/account-scope';
import { findArItemsByCode, insertArItems, setArBalance } from '../account/ar-items.repository';
import { queueErpExport } from '../erp-export/erp-export-jobs';
import { paymentRulesOf } from '../settings/settings.defaults';
import { readSiteValues } from '../settings/settings.repository';
import {
  findInvoicePayment,
  insertInvoicePayment,
  insertInvoicePaymentLines,
  listInvoicePaymentLines,
} from './invoice-payments.repository';
import { type PaymentPlan, planPayment } from './payment-plan.rules';

export const BALANCE_CHANGED =
  'The open balance of an item changed while paying. Please reload the open items and try again.';

const refused = (errorReason: string) => ({
  answer: { isSuccess: false, transactionId: '', errorReason, invoicePaymentKey: '' },
  kept: false as const,
});

class BalanceChanged extends Error {}

/** What identifies the request for idempotency: never a card or account number, not even hashed. */
function fingerprint(body: PaymentRequest) {
  const { creditCard: card, bankAccount: bank } = body;
  return {
    ...body,
    creditCard: card ? { last4: lastFour(card.cardNumber), expiry: card.expirationDate } : null,
    bankAccount: bank ? { last4: bank.accountNumber.trim().slice(-4), bankName: bank.bankName } : null,
  };
}

function billingOf(body: PaymentRequest) {
  const a = body.address;
  return {
    name: a?.accountHolderName ?? a?.name ?? '',
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zip: a?.zip ?? '',
    phone: a?.phone ?? '',
  };
}

/** The first reason the payment method cannot be used (spec 2 §5 Card, eCheck, Billing address), or null. */
function methodProblem(body: PaymentRequest, rules: ReturnType<typeof paymentRulesOf>, now: number): string | null {
  if (body.paymentType === PAYMENT_TYPES.ApplyCredit) return null;
  const billing = billingOf(body);
  if (body.paymentType === PAYMENT_TYPES.CreditCard) {
    if (!body.creditCard) return 'Card Number is a required field';
    return cardPaymentProblem(body.creditCard, billing, rules, now);
  }
  const bank = body.bankAccount;
  if (!bank || bank.accountNumber.trim() === '') return ECHECK_MESSAGES.accountRequired;
  if (bank.routingNumber.trim() === '') return ECHECK_MESSAGES.routingRequired;
  return billingAddressProblem(billing, rules);
}

interface Method {
  transactionId: string;
  name: string;
  last4: string;
}

/** What the payment charges: the card, the bank account (eCheck), or nothing (credit applied). */
function meansOf(body: PaymentRequest): PaymentMeans {
  const holderName = billingOf(body).name;
  if (body.paymentType === PAYMENT_TYPES.ApplyCredit) return { kind: 'none' };
  if (body.paymentType === PAYMENT_TYPES.CreditCard && body.creditCard) {
    const card = body.creditCard;
    return {
      kind: 'card',
      card: { number: cardDigits(card.cardNumber), expiry: card.expirationDate, cvv: card.cvv2 },
      holderName,
      zip: body.address?.zip ?? '',
    };
  }
  const bank = body.bankAccount;
  if (!bank) throw new RangeError('An eCheck needs a bank account.');
  return {
    kind: 'bank',
    account: {
      number: bank.accountNumber.trim(),
      routing: bank.routingNumber.trim(),
      bankName: bank.bankName,
      checkNumber: bank.checkNumber,
    },
    holderName,
  };
}

function methodText(type: number, m: Method): string {
  if (type === PAYMENT_TYPES.CreditCard) return `${m.name} ending ${m.last4}`;
  if (type === PAYMENT_TYPES.Check) return `eCheck, ${m.name} account ending ${m.last4}`;
  return PAYMENT_TYPE_LABELS[PAYMENT_TYPES.ApplyCredit];
}

/**
 * POST /api/payment: applies the amounts to the chosen open items and pays the total by card
 * or eCheck through the payment gateway (a reference made from the idempotency key, so the
 * same request sent again, even twenty times at once, charges once), or applies credit
 * when the total is zero. One transaction records the payment, its lines, the payment's
 * own ledger row and its ERP export, and lowers each balance only if nothing else changed
 * it meanwhile; when something did, the charge is refunded.
 */
export async function payInvoices(
  ctx: AppContext,
  scope: AccountScope,
  key: string,
  body: PaymentRequest,
): Promise<PaymentResult> {
  const hash = requestHash('invoice-payment', fingerprint(body));
  return once<PaymentResult>(
    { db: ctx.db, now: ctx.now, userId: scope.userId, key, operation: `invoice-payment:${scope.customerId}`, hash },
    async (record) => {
      const now = ctx.now();
      const site = await readSiteValues(ctx.db);
      const problem = methodProblem(body, paymentRulesOf(site), now);
      if (problem) return refused(problem);
      // What this pays for is locked (by code, before anything is read) and then read: another payment of the same
      // items waits its turn outside, refused without a charge, and one that ran while this request was on its way has
      // already lowered the balances this plan is made from.
      const paid = await whilePaying(
        ctx.db,
        body.details.map((d) => `ar-item:${scope.customerId}:${d.arCode}`),
        now,
        async (): Promise<Outcome<PaymentResult>> => {
          const items = await findArItemsByCode(
            ctx.db,
            scope.customerId,
            body.details.map((d) => d.arCode),
          );
          const plan: PaymentPlan = planPayment(body, items);
          if (!plan.ok) return refused(plan.reason);
          const amount = plan.total.toFixed(2);
          const reference = `invoice-payment:${scope.userId}:${key}:${hash.slice(0, 16)}`;
          const issuer = body.creditCard ? detectIssuer(body.creditCard.cardNumber) : null;
          const outcome = await chargeAndRecord(
            ctx.payments,
            { reference, amount, means: meansOf(body) },
            async (charge) => {
              const method: Method = charge
                ? {
                    transactionId: charge.transactionId,
                    name: issuer ? cardBrandName(issuer) : charge.brand,
                    last4: charge.last4,
                  }
                : { transactionId: '', name: '', last4: '' };
              const invoicePaymentKey = randomUUID();
              const answer: PaymentResult = {
                isSuccess: true,
                transactionId: method.transactionId,
                errorReason: '',
                invoicePaymentKey,
              };
              const today = await accountToday(ctx.db, now);
              try {
                await ctx.db.transaction().execute(async (trx) => {
                  for (const line of plan.lines) {
                    const next = toDecimal(line.item.balance).minus(line.amount).toFixed(2);
                    if (!(await setArBalance(trx, line.item.id, line.item.balance, next))) throw new BalanceChanged();
                  }
                  const paymentId = await insertInvoicePayment(trx, {
                    payment_key: invoicePaymentKey,
                    customer_id: scope.customerId,
                    user_id: scope.userId,
                    payment_type: body.paymentType,
                    amount,
                    transaction_id: method.transactionId,
                    method_name: method.name,
                    method_last4: method.last4,
                    holder_name: billingOf(body).name.slice(0, 100),
                    paid_on: today,
                    created_at: now,
                  });
                  await insertInvoicePaymentLines(
                    trx,
                    paymentId,
                    plan.lines.map((l) => ({
                      arItemId: l.item.id,
                      amount: l.amount.toFixed(2),
                      balanceBefore: toDecimal(l.item.balance).toFixed(2),
                    })),
                  );
                  if (plan.total.gt(0)) {
                    await insertArItems(trx, [
                      {
                        customer_id: scope.customerId,
                        ar_code: `WEB${paymentId}`,
                        record_type: AR_RECORD_TYPES.payment,
                        reference: `WEB${paymentId}`,
                        invoice_number: '',
                        order_number: null,
                        po_number: '',
                        invoice_date: today,
                        due_date: today,
                        initial: plan.total.neg().toFixed(2),
                        balance: '0.00',
                        remarks: `Online payment: ${methodText(body.paymentType, method)}`.slice(0, 200),
                        scan_documents: '[]',
                        created_at: now,
                      },
                    ]);
                  }
                  await queueErpExport(trx, ctx.jobs, 'payment', paymentId, now);
                  await record(trx, answer);
                });
              } catch (err) {
                if (err instanceof BalanceChanged) return { recorded: false, reason: BALANCE_CHANGED };
                throw err;
              }
              return { recorded: true, value: answer };
            },
          );
          if (outcome.kind === 'declined') return refused(outcome.message || 'The payment was declined.');
          if (outcome.kind === 'not-recorded')
            return refused(outcome.refunded ? `${outcome.reason} You were not charged.` : outcome.reason);
          return { answer: outcome.value, kept: true };
        },
      );
      return paid ?? refused(PAYMENT_IN_PROGRESS);
    },
  );
}

type PaymentRow = NonNullable<Awaited<ReturnType<typeof findInvoicePayment>>>;

async function toReceipt(ctx: AppContext, payment: PaymentRow): Promise<PaymentReceipt> {
  const lines = await listInvoicePaymentLines(ctx.db, payment.id);
  const type = payment.payment_type as PaymentType;
  return {
    invoicePaymentKey: payment.payment_key,
    paidOn: payment.paid_on,
    paymentType: type,
    method: methodText(type, {
      transactionId: payment.transaction_id,
      name: payment.method_name,
      last4: payment.method_last4,
    }),
    amount: toDecimal(payment.amount).toFixed(2),
    transactionId: payment.transaction_id,
    lines: lines.map((l) => ({
      reference: l.reference,
      type: isArRecordType(l.record_type) ? arRecordLabel(l.record_type) : '',
      amount: toDecimal(l.amount).toFixed(2),
      balanceBefore: toDecimal(l.balance_before).toFixed(2),
      balanceAfter: toDecimal(l.balance_before).minus(l.amount).toFixed(2),
    })),
  };
}

/** GET /api/payment/{key}: the receipt of one of the customer's payments. */
export async function paymentReceipt(ctx: AppContext, scope: AccountScope, key: string): Promise<PaymentReceipt> {
  const payment = await findInvoicePayment(ctx.db, scope.customerId, { key });
  if (!payment) throw notFound('This payment was not found.');
  return toReceipt(ctx, payment);
}

/** The receipt of one of the customer's payments by its id (a document link's reference), or undefined. */
export async function paymentReceiptById(
  ctx: AppContext,
  customerId: number,
  id: number,
): Promise<PaymentReceipt | undefined> {
  const payment = await findInvoicePayment(ctx.db, customerId, { id });
  return payment ? toReceipt(ctx, payment) : undefined;
}
