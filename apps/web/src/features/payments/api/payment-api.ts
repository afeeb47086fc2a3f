import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  AcceptedPaymentType,
  IDEMPOTENCY_KEY_HEADER,
  OpenArItem,
  PaymentReceipt,
  PaymentResult,
  type PaymentRequest,
} from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

const OpenAr = z.array(OpenArItem);
const PaymentTypes = z.array(AcceptedPaymentType);

/** GET /api/account/openar and GET /api/payment/types, read fresh on entering Make Payment. */
export function useOpenAr() {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['payments', customerKey ?? 0, 'openar'],
    queryFn: ({ signal }) => apiRequest('/api/account/openar', { schema: OpenAr, signal }),
    refetchOnMount: 'always',
    staleTime: Infinity,
  });
}

export function usePaymentTypes() {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['payments', customerKey ?? 0, 'types'],
    queryFn: ({ signal }) => apiRequest('/api/payment/types', { schema: PaymentTypes, signal }),
    staleTime: Infinity,
  });
}

/** POST /api/payment; the same key sent again answers the first result and charges once. */
export function submitPayment(body: PaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  return apiRequest('/api/payment', {
    method: 'POST',
    json: body,
    schema: PaymentResult,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function usePaymentReceipt(key: string | null) {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['payments', customerKey ?? 0, 'receipt', key],
    queryFn: ({ signal }) =>
      apiRequest(`/api/payment/${encodeURIComponent(key ?? '')}`, { schema: PaymentReceipt, signal }),
    enabled: key !== null,
    staleTime: Infinity,
  });
}
