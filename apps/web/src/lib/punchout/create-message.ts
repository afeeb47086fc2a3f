import { useMutation } from '@tanstack/react-query';
import { PunchoutMessage } from '@storefront/contract';
import { apiRequest } from '../api/api-client';

/**
 * POST /api/punchout/createmessage (spec 3 §7): the cart as the procurement system wants it back, where to post it
 * (postbackUrl, target) and the hidden fields to post. The server marks the punchout returned; the cart stays.
 */
export function createPunchoutMessage(): Promise<PunchoutMessage> {
  return apiRequest('/api/punchout/createmessage', { method: 'POST', json: {}, schema: PunchoutMessage });
}

export function useCreatePunchoutMessage() {
  return useMutation({ mutationFn: createPunchoutMessage });
}
