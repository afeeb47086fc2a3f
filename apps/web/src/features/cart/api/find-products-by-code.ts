import { type Product, ProductListResponse } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { codeKey } from '../utils/paste-plan';

/** Lookups running at once; a long paste must not fire hundreds of searches together. */
const CONCURRENCY = 4;

/** GET /api/product/list?s=CODE, keeping only an exact code match (search also matches descriptions). */
async function findProductByCode(code: string): Promise<Product | undefined> {
  const answer = await apiRequest('/api/product/list', {
    schema: ProductListResponse,
    // Spec 1 §5: search text has single quotes replaced with backticks.
    query: { s: code.replace(/'/g, '`'), pageSize: 20 },
  });
  const wanted = codeKey(code);
  return answer.products.find((p) => codeKey(p.productCode) === wanted || codeKey(p.formattedProductCode) === wanted);
}

/** Pasted codes that are not among the loaded products, looked up on the server. */
export async function findProductsByCode(codes: readonly string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  const queue = [...new Set(codes.map(codeKey))];
  const worker = async () => {
    for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
      const product = await findProductByCode(code);
      if (product) found.set(code, product);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return found;
}
