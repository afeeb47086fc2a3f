import { load, type LoadResult, sequential } from './load';
import { renderReport } from '../../apps/server/src/modules/reports/report.pdf';

export const HISTORY_ORDERS_PAGE = 'order history page of 100 (5,000 orders)';
export const HISTORY_PRODUCTS_PAGE = 'product history page of 100 (100,000 lines)';
export const PRICE_LIST_PDF = 'price list PDF of 5,000 lines';

const SORTS = ['orderDate', 'total', 'orderNumber', 'status'];
const WORDS = ['', '', '', 'invoiced', 'so50012', 'po1'];

/** Issue 16: a page of history for the customer with 5,000 orders and 100,000 lines, and a 5,000-line price list PDF. */
export async function runHistoryScenarios(base: URL, token: string, opts: { connections: number; durationMs: number }): Promise<LoadResult[]> {
  const auth = { 'accept-encoding': 'gzip, deflate, br, zstd', authorization: `Bearer ${token}` };
  const results: LoadResult[] = [];
  const run = async (r: Promise<LoadResult>) => {
    const result = await r;
    results.push(result);
    console.log(`  ${result.name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms`);
  };
  await run(
    load(
      base,
      HISTORY_ORDERS_PAGE,
      (i) => ({
        method: 'GET',
        path: `/api/history/orders?limit=100&offset=${(i % 50) * 100}&sortBy=${SORTS[i % SORTS.length]}&search=${WORDS[i % WORDS.length]}`,
        headers: auth,
      }),
      opts,
    ),
  );
  await run(
    load(
      base,
      HISTORY_PRODUCTS_PAGE,
      (i) => ({ method: 'GET', path: `/api/history/products?limit=100&offset=${(i % 100) * 100}&search=${WORDS[i % WORDS.length]}`, headers: auth }),
      opts,
    ),
  );
  // The PDF step alone, on 5,000 lines shaped like the price list's: what a customer with 5,000 bought products waits for.
  const rows = Array.from({ length: 5000 }, (_, i) => [String(100000 + i), `Product number ${i}, a description of some length`, 'House Brand', `$${(1 + i / 100).toFixed(2)} / CS`]);
  await run(
    sequential(base, PRICE_LIST_PDF, 5, async () => {
      const started = performance.now();
      await renderReport({
        siteName: 'Harbor Foodservice',
        title: 'Product Price List',
        subtitle: ['Bench'],
        columns: [
          { header: 'Product Code', width: 80 },
          { header: 'Description', width: 232 },
          { header: 'Brand', width: 100 },
          { header: 'Price', width: 100, align: 'right' },
        ],
        groups: [{ heading: 'All', rows }],
      });
      return performance.now() - started;
    }),
  );
  return results;
}
