import { useMutation } from '@tanstack/react-query';
import { ProductSubstitutes } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/admin/substitutes?productCode=: a product by its code (as typed: '150-001' too) with its substitutes. */
export function findProductSubstitutes(productCode: string, signal?: AbortSignal): Promise<ProductSubstitutes> {
  return apiRequest('/api/admin/substitutes', { query: { productCode }, schema: ProductSubstitutes, signal });
}

/** PUT /api/admin/products/{productKey}/substitutes: the whole ordered list; a 400 says every problem with it. */
export function useSaveProductSubstitutes() {
  return useMutation({
    mutationFn: ({ productKey, productCodes }: { productKey: number; productCodes: string[] }) =>
      apiRequest(`/api/admin/products/${productKey}/substitutes`, {
        method: 'PUT',
        json: { productCodes },
        schema: ProductSubstitutes,
      }),
  });
}
