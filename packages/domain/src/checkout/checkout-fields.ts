/** Spec 2 §5 checkout fields and §9 limits. */
export const PO_MAX_LENGTH = 20;
export const SPECIAL_INSTRUCTION_MAX_LENGTH = 50;
/** Notes are free text; the bound keeps a row sane. */
export const NOTES_MAX_LENGTH = 2000;
export const PO_REQUIRED_MESSAGE = 'Customer P.O. is required';

export interface CheckoutFields {
  customerPo: string;
  specialInstruction1: string;
  specialInstruction2: string;
  notes: string;
}

export type CheckoutFieldErrors = Partial<Record<keyof CheckoutFields, string>>;

function tooLong(label: string, max: number): string {
  return `${label} can have at most ${max} characters`;
}

/**
 * poRequired: consumers, or the customer's requiredPO. Messages: PO_REQUIRED_MESSAGE; 'Customer P.O. can have at most 20 characters';
 * 'Special Instruction 1 can have at most 50 characters' (and 2); 'Notes can have at most 2000 characters'. A P.O. of only spaces
 * counts as missing. The P.O. is measured trimmed (it is stored trimmed); the other fields as typed.
 */
export function checkCheckoutFields(fields: CheckoutFields, rules: { poRequired: boolean }): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  const po = fields.customerPo.trim();
  if (po === '') {
    if (rules.poRequired) errors.customerPo = PO_REQUIRED_MESSAGE;
  } else if (po.length > PO_MAX_LENGTH) {
    errors.customerPo = tooLong('Customer P.O.', PO_MAX_LENGTH);
  }
  if (fields.specialInstruction1.length > SPECIAL_INSTRUCTION_MAX_LENGTH) {
    errors.specialInstruction1 = tooLong('Special Instruction 1', SPECIAL_INSTRUCTION_MAX_LENGTH);
  }
  if (fields.specialInstruction2.length > SPECIAL_INSTRUCTION_MAX_LENGTH) {
    errors.specialInstruction2 = tooLong('Special Instruction 2', SPECIAL_INSTRUCTION_MAX_LENGTH);
  }
  if (fields.notes.length > NOTES_MAX_LENGTH) errors.notes = tooLong('Notes', NOTES_MAX_LENGTH);
  return errors;
}
