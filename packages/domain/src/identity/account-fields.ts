import { PHONE_FORMAT_MESSAGE, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from '../payments/billing-address';
import { type PasswordOptions, passwordProblems } from '../password/password-policy';

/** Spec 3 §9 field limits. */
export const SIGN_UP_NAME_MAX = 40;
export const SIGN_UP_COMPANY_MAX = 25;
export const PREFERENCES_COMPANY_MAX = 40;
export const EMAIL_MAX = 200;

export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const EMAIL_INVALID = 'Email must be a valid email';
export const EMAIL_REQUIRED = 'Email is a required field';

/** One @, something on each side, a dot in the domain, no spaces: what a mail server would take. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

export type FieldProblems<K extends string> = Partial<Record<K, string>>;

/** Spec 3 §5: an e-mail is required and valid. */
export function emailProblem(email: string): string | undefined {
  if (email.trim() === '') return EMAIL_REQUIRED;
  return isEmailAddress(email.trim()) ? undefined : EMAIL_INVALID;
}

/** Optional phone: blank, or 10 to 16 digits through the mask. */
export function phoneProblem(phone: string): string | undefined {
  if (phone.trim() === '') return undefined;
  const digits = phoneDigits(phone.trim());
  return digits === null || digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS
    ? PHONE_FORMAT_MESSAGE
    : undefined;
}

export interface SignUpFields {
  name: string;
  email: string;
  company: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
}

/** Spec 3 §5 sign-up rules, by field; empty when the form may be sent. */
export function signUpProblems(f: SignUpFields, options: PasswordOptions): FieldProblems<keyof SignUpFields> {
  const out: FieldProblems<keyof SignUpFields> = {};
  const name = f.name.trim();
  if (name === '') out.name = 'Name is a required field';
  else if (name.length > SIGN_UP_NAME_MAX) out.name = `Name can have at most ${SIGN_UP_NAME_MAX} characters`;
  const email = emailProblem(f.email);
  if (email) out.email = email;
  if (f.company.trim().length > SIGN_UP_COMPANY_MAX)
    out.company = `Company can have at most ${SIGN_UP_COMPANY_MAX} characters`;
  const phone = phoneProblem(f.phone);
  if (phone) out.phone = phone;
  if (f.password === '') out.password = 'Password is a required field';
  else {
    const [first] = passwordProblems(f.password, options);
    if (first) out.password = first;
  }
  if (f.passwordConfirmation !== f.password) out.passwordConfirmation = PASSWORDS_MUST_MATCH;
  return out;
}

export interface PreferenceFields {
  company: string;
  phone: string;
  email: string;
}

/** Spec 3 §5 preferences rules: company max 40, phone 10 to 16, e-mail required and valid. */
export function preferenceProblems(f: PreferenceFields): FieldProblems<keyof PreferenceFields> {
  const out: FieldProblems<keyof PreferenceFields> = {};
  if (f.company.trim().length > PREFERENCES_COMPANY_MAX)
    out.company = `Company can have at most ${PREFERENCES_COMPANY_MAX} characters`;
  const phone = phoneProblem(f.phone);
  if (phone) out.phone = phone;
  const email = emailProblem(f.email);
  if (email) out.email = email;
  return out;
}

/** The digits kept for a phone typed through the mask ('' for none). */
export function storedPhone(phone: string): string {
  return phoneDigits(phone.trim()) ?? '';
}

/** Spec 3 §5 phone mask, applied as the user types: (###) ###-#### Ext ######. */
export function formatPhoneMask(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  const [a, b, c, e] = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 10), d.slice(10)];
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${a}`;
  if (d.length <= 6) return `(${a}) ${b}`;
  if (d.length <= 10) return `(${a}) ${b}-${c}`;
  return `(${a}) ${b}-${c} Ext ${e}`;
}
