/** Spec 3 §3 password options; defaults apply until the server's options load. */
export interface PasswordOptions {
  minimumPasswordLength: number;
  /** Passwords may be at most LIMITED_PASSWORD_MAX_LENGTH long ("a maximum of 14 when limited"). */
  limitPasswordLength: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumber: boolean;
  requireSpecialCharacter: boolean;
}

export const DEFAULT_PASSWORD_OPTIONS: PasswordOptions = {
  minimumPasswordLength: 8,
  limitPasswordLength: false,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};

/** Spec 3 §9: password max length 14 when limited. */
export const LIMITED_PASSWORD_MAX_LENGTH = 14;
/** The shortest minimum an administrator may set, and the longest any password may be (hashing cost stays bounded). */
export const PASSWORD_MIN_LENGTH_FLOOR = 4;
export const PASSWORD_MAX_LENGTH = 128;

const CLASSES = [
  { option: 'requireLowercase', test: /[a-z]/, problem: 'Must contain one lowercase letter' },
  { option: 'requireUppercase', test: /[A-Z]/, problem: 'Must contain one uppercase letter' },
  { option: 'requireNumber', test: /[0-9]/, problem: 'Must contain one number' },
  { option: 'requireSpecialCharacter', test: /[^A-Za-z0-9\s]/, problem: 'Must contain one special character' },
] as const;

/** The most characters a password may have under these options. */
export function maximumPasswordLength(options: PasswordOptions): number {
  return options.limitPasswordLength ? LIMITED_PASSWORD_MAX_LENGTH : PASSWORD_MAX_LENGTH;
}

/** The reasons a password breaks the policy, empty when it complies. */
export function passwordProblems(password: string, options: PasswordOptions = DEFAULT_PASSWORD_OPTIONS): string[] {
  const problems: string[] = [];
  const max = maximumPasswordLength(options);
  if (password.length < options.minimumPasswordLength || password.length > max) problems.push(lengthRule(options));
  if (/\s/.test(password)) problems.push('No blank spaces allowed');
  for (const c of CLASSES) if (options[c.option] && !c.test.test(password)) problems.push(c.problem);
  return problems;
}

function lengthRule(options: PasswordOptions): string {
  const min = `Must contain a minimum of ${options.minimumPasswordLength} characters`;
  return options.limitPasswordLength ? `${min} and a maximum of ${LIMITED_PASSWORD_MAX_LENGTH}` : min;
}

/** Spec 3 §5 helper text under a new-password field: every rule in force, one per line. */
export function passwordRuleLines(options: PasswordOptions): string[] {
  return [
    lengthRule(options),
    ...CLASSES.filter((c) => options[c.option]).map((c) => c.problem),
    'No blank spaces allowed',
  ];
}

export const PASSWORD_STRENGTHS = ['Weak', 'Fair', 'Good', 'Strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/**
 * Spec 3 §5 strength meter. A password that breaks the policy is Weak; one that only meets it
 * is Fair; each of: 4 characters beyond the minimum, 8 beyond it, a character class beyond
 * those required, raises it a step, up to Strong.
 */
export function passwordStrength(
  password: string,
  options: PasswordOptions = DEFAULT_PASSWORD_OPTIONS,
): PasswordStrength {
  if (password.length === 0 || passwordProblems(password, options).length > 0) return 'Weak';
  const classes = CLASSES.filter((c) => c.test.test(password)).length;
  const required = CLASSES.filter((c) => options[c.option]).length;
  const steps = [
    password.length >= options.minimumPasswordLength + 4,
    password.length >= options.minimumPasswordLength + 8,
    classes > required,
  ];
  return PASSWORD_STRENGTHS[Math.min(1 + steps.filter(Boolean).length, 3)] ?? 'Strong';
}

/** Spec 3 Admin page: a change that makes the rules stricter (a longer minimum, a newly required class, a new limit) asks for confirmation. */
export function isStricterPasswordPolicy(before: PasswordOptions, after: PasswordOptions): boolean {
  if (after.minimumPasswordLength > before.minimumPasswordLength) return true;
  if (after.limitPasswordLength && !before.limitPasswordLength) return true;
  return CLASSES.some((c) => after[c.option] && !before[c.option]);
}
