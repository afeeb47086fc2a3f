import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderGuide } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

const guideUrl = (name: string, tail = '') => `/api/orderguide/${encodeURIComponent(name)}${tail}`;

/** DELETE /api/orderguide/{name}: 204 (never Standard). */
export function deleteOrderGuide(name: string): Promise<void> {
  return apiRequest(guideUrl(name), { method: 'DELETE' });
}

/** POST /api/orderguide/{name}/copy: a new guide `newName` with the products of `name`. */
export function copyOrderGuide(name: string, newName: string): Promise<OrderGuide> {
  return apiRequest(guideUrl(name, '/copy'), { method: 'POST', json: { name: newName }, schema: OrderGuide });
}

/** Guide writes refresh every cached guide list (this page and the products page filter). */
function useGuideWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: ['order-guides'] }) });
}

export const useDeleteOrderGuide = () => useGuideWrite((name: string) => deleteOrderGuide(name));
export const useCopyOrderGuide = () => useGuideWrite(({ name, newName }: { name: string; newName: string }) => copyOrderGuide(name, newName));
