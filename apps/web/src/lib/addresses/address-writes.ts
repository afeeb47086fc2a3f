import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeliveryAddress, type DeliveryAddressInput, DeliveryAddressList } from '@storefront/contract';
import { apiRequest } from '../api/api-client';
import { useAddressesQueryKey } from './get-addresses';

export type AddressWrite =
  | { kind: 'add'; address: DeliveryAddressInput }
  | { kind: 'update'; id: number; address: DeliveryAddressInput }
  | { kind: 'delete'; id: number }
  | { kind: 'primary'; id: number };

/** POST /api/address, PUT /api/address/{id}, DELETE /api/address/{id}, POST /api/address/{id}/primary: each answers the new list. */
function send(write: AddressWrite): Promise<DeliveryAddress[]> {
  const schema = DeliveryAddressList;
  switch (write.kind) {
    case 'add':
      return apiRequest('/api/address', { method: 'POST', json: write.address, schema });
    case 'update':
      return apiRequest(`/api/address/${write.id}`, { method: 'PUT', json: write.address, schema });
    case 'delete':
      return apiRequest(`/api/address/${write.id}`, { method: 'DELETE', schema });
    case 'primary':
      return apiRequest(`/api/address/${write.id}/primary`, { method: 'POST', schema });
  }
}

export function useAddressWrite() {
  const queryClient = useQueryClient();
  const queryKey = useAddressesQueryKey();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  });
}

/** POST /api/address/invalid: the buyer proceeds with an address outside every delivery zone (the server logs it). */
export function reportInvalidAddress(id: number): Promise<void> {
  return apiRequest('/api/address/invalid', { method: 'POST', json: { id } });
}
