import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_OPTIONS, passwordProblems } from './password-policy';

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
});
