import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_OPTIONS } from '../password/password-policy';
import { formatPhoneMask, isEmailAddress, preferenceProblems, signUpProblems, storedPhone } from './account-fields';

const ok = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  phone: '(207) 555-0100',
  password: 'Demo#2026',
  passwordConfirmation: 'Demo#2026',
};

describe('signUpProblems', () => {
  it('accepts a complete form', () => {
    expect(signUpProblems(ok, DEFAULT_PASSWORD_OPTIONS)).toEqual({});
  });
  it('names every broken field with the spec words', () => {
    expect(
      signUpProblems(
        {
          name: 'x'.repeat(41),
          email: 'ada@',
          company: 'c'.repeat(26),
          phone: '555-0100',
          password: 'short',
          passwordConfirmation: 'other',
        },
        DEFAULT_PASSWORD_OPTIONS,
      ),
    ).toEqual({
      name: 'Name can have at most 40 characters',
      email: 'Email must be a valid email',
      company: 'Company can have at most 25 characters',
      phone: 'Phone number format (###) ###-#### Ext ######',
      password: 'Must contain a minimum of 8 characters',
      passwordConfirmation: 'Passwords must match',
    });
  });
  it('requires name, e-mail and password', () => {
    expect(
      signUpProblems({ ...ok, name: ' ', email: '', password: '', passwordConfirmation: '' }, DEFAULT_PASSWORD_OPTIONS),
    ).toEqual({
      name: 'Name is a required field',
      email: 'Email is a required field',
      password: 'Password is a required field',
    });
  });
});

describe('preferences and e-mail', () => {
  it('allows a 40-character company and a 16-digit phone', () => {
    expect(
      preferenceProblems({ company: 'c'.repeat(40), phone: '(207) 555-0100 Ext 123456', email: 'a@b.co' }),
    ).toEqual({});
    expect(preferenceProblems({ company: 'c'.repeat(41), phone: '(207) 555-0100 Ext 1234567', email: '' })).toEqual({
      company: 'Company can have at most 40 characters',
      phone: 'Phone number format (###) ###-#### Ext ######',
      email: 'Email is a required field',
    });
  });
  it('keeps the digits of a phone', () => {
    expect(storedPhone('(207) 555-0100 Ext 12')).toBe('207555010012');
    expect(isEmailAddress('a b@c.de')).toBe(false);
    expect(isEmailAddress('a@localhost')).toBe(false);
  });
});

describe('formatPhoneMask', () => {
  it('masks as typed and keeps at most 16 digits', () => {
    expect(formatPhoneMask('')).toBe('');
    expect(formatPhoneMask('20')).toBe('(20');
    expect(formatPhoneMask('20755')).toBe('(207) 55');
    expect(formatPhoneMask('2075550100')).toBe('(207) 555-0100');
    expect(formatPhoneMask('(207) 555-0100 Ext 1234567')).toBe('(207) 555-0100 Ext 123456');
  });
});
