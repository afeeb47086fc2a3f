import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderGuide, type PatchOrderGuideRequest } from '@storefront/contract';
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

/** PATCH /api/orderguide/{name}: deletes (isDelete) and new or changed lines (sequence -1). */
export function patchOrderGuide(name: string, body: PatchOrderGuideRequest): Promise<OrderGuide> {
  return apiRequest(guideUrl(name), { method: 'PATCH', json: body, schema: OrderGuide });
}

/** Guide writes refresh every cached guide list (this page and the products page filter). */
function useGuideWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: ['order-guides'] }) });
}

export const useDeleteOrderGuide = () => useGuideWrite((name: string) => deleteOrderGuide(name));
export const useCopyOrderGuide = () =>
  useGuideWrite(({ name, newName }: { name: string; newName: string }) => copyOrderGuide(name, newName));
export const usePatchOrderGuide = () =>
  useGuideWrite(({ name, body }: { name: string; body: PatchOrderGuideRequest }) => patchOrderGuide(name, body));
