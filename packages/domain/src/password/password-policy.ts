/** Spec 1 §5 / spec 3 §3 password options; defaults apply until the server's options load. */
export interface PasswordOptions {
  minimumPasswordLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumber: boolean;
  requireSpecialCharacter: boolean;
}

export const DEFAULT_PASSWORD_OPTIONS: PasswordOptions = {
  minimumPasswordLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};

/** Spec 2 §9: password max length 14 when limited. */
export const LIMITED_PASSWORD_MAX_LENGTH = 14;

/** The reasons a password breaks the policy, empty when it complies. */
export function passwordProblems(password: string, options: PasswordOptions = DEFAULT_PASSWORD_OPTIONS): string[] {
  const problems: string[] = [];
  if (password.length < options.minimumPasswordLength) {
    problems.push(`Must contain a minimum of ${options.minimumPasswordLength} characters`);
  }
  if (/\s/.test(password)) problems.push('No blank spaces allowed');
  if (options.requireLowercase && !/[a-z]/.test(password)) problems.push('Must contain one lowercase letter');
  if (options.requireUppercase && !/[A-Z]/.test(password)) problems.push('Must contain one uppercase letter');
  if (options.requireNumber && !/[0-9]/.test(password)) problems.push('Must contain one number');
  if (options.requireSpecialCharacter && !/[^A-Za-z0-9\s]/.test(password)) {
    problems.push('Must contain one special character');
  }
  return problems;
}
