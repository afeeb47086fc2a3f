import { describe, expect, it } from 'vitest';
import { credentialErrors } from './credential-errors';

describe('credentialErrors', () => {
  it('names each empty field with the label the form shows', () => {
    expect(credentialErrors({ username: '  ', password: '' }, 'Username / Email')).toEqual({
      username: 'Username / Email is required',
      password: 'Password is required',
    });
  });

  it('passes filled fields (a password of spaces is a password)', () => {
    expect(credentialErrors({ username: ' buyer ', password: '  ' }, 'Username')).toEqual({
      username: undefined,
      password: undefined,
    });
  });
});
