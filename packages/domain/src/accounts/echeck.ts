/** Spec 2 §5 eCheck messages, verbatim. */
export const ECHECK_MESSAGES = {
  accountRequired: 'Account Number is required',
  accountMismatch: 'Account Numbers do not match',
  routingRequired: 'Routing Number is required',
  routingMismatch: 'Routing Numbers do not match',
} as const;

export interface ECheckInput {
  accountNumber: string;
  confirmAccountNumber: string;
  routingNumber: string;
  confirmRoutingNumber: string;
}

export type ECheckErrors = Partial<Record<keyof ECheckInput, string>>;

/** The eCheck form's errors by field (bank name and check number are optional); empty when valid. */
export function validateECheck(input: ECheckInput): ECheckErrors {
  const errors: ECheckErrors = {};
  const account = input.accountNumber.trim();
  const routing = input.routingNumber.trim();
  if (account === '') errors.accountNumber = ECHECK_MESSAGES.accountRequired;
  else if (input.confirmAccountNumber.trim() !== account) errors.confirmAccountNumber = ECHECK_MESSAGES.accountMismatch;
  if (routing === '') errors.routingNumber = ECHECK_MESSAGES.routingRequired;
  else if (input.confirmRoutingNumber.trim() !== routing) errors.confirmRoutingNumber = ECHECK_MESSAGES.routingMismatch;
  return errors;
}

/** The ABA routing number checksum (9 digits, weights 3 7 1): what a bank debit is checked against before it is sent. */
export function routingNumberValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = [0, 3, 6].reduce((s, i) => s + 3 * (d[i] ?? 0) + 7 * (d[i + 1] ?? 0) + (d[i + 2] ?? 0), 0);
  return sum % 10 === 0;
}
