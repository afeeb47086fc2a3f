import { apiRequest } from '../../../lib/api/api-client';
import { withoutLine } from '../utils/optimistic-cart';
import { useOptimisticCartWrite } from './optimistic-write';

/** DELETE /api/cart/line/{id}: 204. */
export function deleteCartLine(id: number): Promise<void> {
  return apiRequest(`/api/cart/line/${id}`, { method: 'DELETE' });
}

export function useDeleteCartLine() {
  return useOptimisticCartWrite(deleteCartLine, withoutLine);
}
