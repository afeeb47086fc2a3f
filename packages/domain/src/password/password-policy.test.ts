import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_OPTIONS,
  isStricterPasswordPolicy,
  passwordProblems,
  passwordRuleLines,
  passwordStrength,
} from './password-policy';

describe('passwordProblems', () => {
  it('accepts the demo password under the default rules', () => {
    expect(passwordProblems('Demo#2026')).toEqual([]);
  });
  it('names each missing class and the length', () => {
    expect(passwordProblems('abc')).toEqual([
      'Must contain a minimum of 8 characters',
      'Must contain one uppercase letter',
      'Must contain one number',
      'Must contain one special character',
    ]);
  });
  it('refuses spaces and follows relaxed options', () => {
    expect(passwordProblems('Demo 2026#')).toContain('No blank spaces allowed');
    const relaxed = { ...DEFAULT_PASSWORD_OPTIONS, requireSpecialCharacter: false, requireUppercase: false };
    expect(passwordProblems('demo2026', relaxed)).toEqual([]);
  });
  it('limits the length to 14 when limited', () => {
    const limited = { ...DEFAULT_PASSWORD_OPTIONS, limitPasswordLength: true };
    expect(passwordProblems('Demo#2026-abcde', limited)).toEqual([
      'Must contain a minimum of 8 characters and a maximum of 14',
    ]);
    expect(passwordProblems('Demo#2026-abcd', limited)).toEqual([]);
    expect(passwordProblems('Demo#2026-abcde')).toEqual([]);
  });
});

describe('passwordRuleLines', () => {
  it('lists the rules in force', () => {
    expect(passwordRuleLines({ ...DEFAULT_PASSWORD_OPTIONS, minimumPasswordLength: 10, requireNumber: false })).toEqual(
      [
        'Must contain a minimum of 10 characters',
        'Must contain one lowercase letter',
        'Must contain one uppercase letter',
        'Must contain one special character',
        'No blank spaces allowed',
      ],
    );
  });
});

describe('passwordStrength', () => {
  it('is Weak until the policy is met, then Fair, Good and Strong', () => {
    expect(passwordStrength('')).toBe('Weak');
    expect(passwordStrength('Demo2026')).toBe('Weak');
    expect(passwordStrength('Demo#202')).toBe('Fair');
    expect(passwordStrength('Demo#2026xyz')).toBe('Good');
    const relaxed = { ...DEFAULT_PASSWORD_OPTIONS, requireSpecialCharacter: false, requireUppercase: false };
    expect(passwordStrength('demo2026', relaxed)).toBe('Fair');
    expect(passwordStrength('Demo2026', relaxed)).toBe('Good');
    expect(passwordStrength('Demo#2026-harbor')).toBe('Strong');
  });
});

describe('isStricterPasswordPolicy', () => {
  const base = { ...DEFAULT_PASSWORD_OPTIONS, requireNumber: false };
  it('is stricter with a longer minimum, a new class or a new limit, not otherwise', () => {
    expect(isStricterPasswordPolicy(base, { ...base, minimumPasswordLength: 9 })).toBe(true);
    expect(isStricterPasswordPolicy(base, { ...base, requireNumber: true })).toBe(true);
    expect(isStricterPasswordPolicy(base, { ...base, limitPasswordLength: true })).toBe(true);
    expect(isStricterPasswordPolicy(base, { ...base, minimumPasswordLength: 6, requireUppercase: false })).toBe(false);
  });
});
