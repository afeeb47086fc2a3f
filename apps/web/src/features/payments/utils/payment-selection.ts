import type { OpenArItem, PaymentRequest } from '@storefront/contract';
import {
  type BillingAddressInput,
  cardDigits,
  checkApplyAmount,
  type Decimal,
  isNegative,
  isZero,
  parseApplyAmount,
  PAYMENT_TYPES,
  toDecimal,
  totalApplied,
} from '@storefront/domain';

/** Spec 2 §3 Payment selection entry, for one open item. */
export interface SelectionEntry {
  item: OpenArItem;
  /** The amount field as typed. */
  text: string;
  amount: Decimal;
  isCredit: boolean;
  helperText: string;
  isGreaterThanBalance: boolean;
  isDifferentSign: boolean;
}

export const AMOUNT_NOT_A_NUMBER = 'Amount must be a number.';

export function selectionEntries(
  items: readonly OpenArItem[],
  texts: Readonly<Record<string, string>>,
): SelectionEntry[] {
  return items.map((item) => {
    const text = texts[item.arCode] ?? '';
    const parsed = parseApplyAmount(text);
    if (parsed === 'invalid')
      return {
        item,
        text,
        amount: toDecimal(0),
        isCredit: item.isCredit,
        helperText: AMOUNT_NOT_A_NUMBER,
        isGreaterThanBalance: false,
        isDifferentSign: false,
      };
    const amount = parsed ?? toDecimal(0);
    return { item, text, amount, isCredit: item.isCredit, ...checkApplyAmount(amount, item.balance) };
  });
}

/** The rows with an amount to apply (zero removes the selection). */
export const chosen = (entries: readonly SelectionEntry[]) => entries.filter((e) => !isZero(e.amount));

export function selectionTotal(entries: readonly SelectionEntry[]): Decimal {
  return totalApplied(chosen(entries).map((e) => ({ amount: e.amount, balance: e.item.balance })));
}

/** Spec 2 §5: Continue is disabled when nothing is selected, the total applied is negative, or any row is invalid. */
export function canContinueSelection(entries: readonly SelectionEntry[]): boolean {
  const rows = chosen(entries);
  return rows.length > 0 && !isNegative(selectionTotal(entries)) && entries.every((e) => e.helperText === '');
}

export interface ECheckForm {
  accountNumber: string;
  confirmAccountNumber: string;
  routingNumber: string;
  confirmRoutingNumber: string;
  bankName: string;
  checkNumber: string;
}

export const EMPTY_ECHECK: ECheckForm = {
  accountNumber: '',
  confirmAccountNumber: '',
  routingNumber: '',
  confirmRoutingNumber: '',
  bankName: '',
  checkNumber: '',
};

export interface MethodForm {
  paymentType: number;
  card: { cardNumber: string; expiry: string; cvv: string };
  eCheck: ECheckForm;
  billing: BillingAddressInput;
}

/** POST /api/payment body (spec 2 §3 Payment request). */
export function paymentRequest(entries: readonly SelectionEntry[], method: MethodForm, email: string): PaymentRequest {
  const b = method.billing;
  const address = {
    name: b.name.trim(),
    accountHolderName: b.name.trim(),
    address1: b.address1.trim(),
    address2: b.address2.trim(),
    city: b.city.trim(),
    state: b.state.trim().toUpperCase(),
    zip: b.zip.trim(),
    phone: b.phone.trim(),
    country: 'US',
    email,
  };
  return {
    paymentType: method.paymentType,
    paymentAmount: selectionTotal(entries).toFixed(2),
    details: chosen(entries).map((e) => ({
      arCode: e.item.arCode,
      detailType: e.item.recordType,
      amount: e.amount.toFixed(2),
    })),
    ...(method.paymentType === PAYMENT_TYPES.ApplyCredit ? {} : { address }),
    ...(method.paymentType === PAYMENT_TYPES.CreditCard
      ? {
          creditCard: {
            cardNumber: cardDigits(method.card.cardNumber),
            expirationDate: method.card.expiry,
            cvv2: method.card.cvv,
          },
        }
      : {}),
    ...(method.paymentType === PAYMENT_TYPES.Check
      ? {
          bankAccount: {
            accountNumber: method.eCheck.accountNumber.trim(),
            routingNumber: method.eCheck.routingNumber.trim(),
            bankName: method.eCheck.bankName.trim(),
            checkNumber: method.eCheck.checkNumber.trim(),
          },
        }
      : {}),
  };
}
