import { TokenResponse, type TokenRequest } from '@storefront/contract';
import { CLIENT_ID } from '@storefront/domain';
import { apiRequest } from '../../../lib/api/api-client';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /api/token, form-encoded and anonymous: the password grant of spec 1 §7. */
export function createToken({ username, password }: Credentials): Promise<TokenResponse> {
  const form: TokenRequest = { grant_type: 'password', client_id: CLIENT_ID, username, password };
  return apiRequest('/api/token', { method: 'POST', form, schema: TokenResponse, anonymous: true });
}
