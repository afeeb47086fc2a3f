import type { Credentials } from '../api/create-token';

export interface CredentialErrors {
  username?: string;
  password?: string;
}

/** Sign-in's own check before a token is asked for: both fields filled (the username trimmed). */
export function credentialErrors(values: Credentials, usernameLabel: string): CredentialErrors {
  return {
    username: values.username.trim() === '' ? `${usernameLabel} is required` : undefined,
    password: values.password === '' ? 'Password is required' : undefined,
  };
}
