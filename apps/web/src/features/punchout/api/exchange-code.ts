import { TokenResponse } from '@storefront/contract';
import { CLIENT_ID } from '@storefront/domain';
import { apiRequest } from '../../../lib/api/api-client';

/**
 * POST /api/token, form-encoded and anonymous: a punchout authorization code for a token (spec 3 §7). The redirect URI
 * is the start page the code was issued for (the site's root); the server refuses the code for any other.
 */
export function exchangeCode(code: string): Promise<TokenResponse> {
  const form = {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    redirect_uri: `${window.location.origin}/`,
    code,
  };
  return apiRequest('/api/token', { method: 'POST', form, schema: TokenResponse, anonymous: true });
}
