import http from 'node:http';
import { interleavedShare, load, type LoadResult, send, sequential } from './load';
import { accountDetailScenario } from './account-scenarios';
import { searchPath } from './search-paths';

export interface ProductRow {
  productKey: number;
  sellBys: { unitOfMeasure: string; sellByMultiple: number }[];
  pricingUM: string;
  priceBys: { unitOfMeasure: string }[];
}

export interface BenchOptions {
  durationMs: number;
  connections: number;
}


/** Every scenario of issue 3 and 4, on a running server with the large catalogue. */
export interface ScenarioResults {
  results: LoadResult[];
  /** The list page's req/s as a share of hello-world's, from interleaved windows (median of the pairs). */
  listShare: { median: number; shares: number[] };
}

export async function runScenarios(base: URL, token: string, opts: BenchOptions): Promise<ScenarioResults> {
  // As a browser sends them: compressed answers where the server compresses (the load loop never decodes them).
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const auth = { ...browser, authorization: `Bearer ${token}` };
  const get = (path: string) => () => ({ method: 'GET' as const, path, headers: auth });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results: LoadResult[] = [];
  const run = async (r: Promise<LoadResult>) => {
    const result = await r;
    results.push(result);
    console.log(`  ${result.name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms`);
  };

  await run(load(base, 'hello-world (ceiling)', () => ({ method: 'GET', path: '/api/ping', headers: browser }), opts));
  await run(load(base, 'product list page 1 of 50', get('/api/product/list?page=1&pageSize=50'), opts));
  await run(load(base, 'product list page 1000 of 50', get('/api/product/list?page=1000&pageSize=50'), opts));
  const listShare = await interleavedShare(base, () => ({ method: 'GET', path: '/api/ping', headers: browser }), get('/api/product/list?page=1&pageSize=50'), {
    connections: opts.connections,
    windowMs: 1500,
    pairs: 6,
  });
  console.log(`  list page / hello-world req/s, 6 interleaved pairs: ${listShare.shares.map((r) => `${(r * 100).toFixed(0)}%`).join(' ')} (median ${(listShare.median * 100).toFixed(0)}%)`);
  await run(
    load(base, 'search', (i) => ({ method: 'GET', path: searchPath(i), headers: auth }), opts),
  );
  await run(accountDetailScenario(base, token, opts));

  const catalogue = JSON.parse((await send(base, agent, { method: 'GET', path: '/api/product/list?page=1&pageSize=200', headers: auth })).body) as {
    products: ProductRow[];
    total: number;
  };
  const keys: number[] = [];
  for (let page = 1; keys.length < 2000; page++) {
    const body = JSON.parse((await send(base, agent, { method: 'GET', path: `/api/product/list?page=${page * 7}&pageSize=200`, headers: auth })).body) as { products: ProductRow[] };
    if (body.products.length === 0) break;
    keys.push(...body.products.map((p) => p.productKey));
  }
  const priceBody = (i: number) => {
    const body: Record<string, string[]> = {};
    for (let k = 0; k < 100; k++) {
      const key = keys[(i * 37 + k * 13) % keys.length]!;
      body[String(key)] = ['CS', 'EA', 'LB'];
    }
    return body;
  };
  await run(load(base, 'price batch of 100 keys', (i) => ({ method: 'POST', path: '/api/product/price', headers: auth, body: priceBody(i) }), opts));
  // The page sends one batch per 10 ms window: also measure batches one at a time, as a browser sends them.
  await run(load(base, 'price batch of 100 keys, 1 connection', (i) => ({ method: 'POST', path: '/api/product/price', headers: auth, body: priceBody(i) }), { ...opts, connections: 1 }));

  const sellable = await sellableProducts(base, agent, auth, 500);
  const line = cartLine;
  const cartCall = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => send(base, agent, { method, path, headers: auth, body });
  const timed = async (fn: () => Promise<{ status: number; body: string }>) => {
    const t0 = performance.now();
    const res = await fn();
    if (res.status >= 400) throw new Error(`cart call failed: ${res.status} ${res.body.slice(0, 200)}`);
    return performance.now() - t0;
  };

  await run(
    sequential(base, 'cart: add 500 lines in one call', 15, async () => {
      await cartCall('DELETE', '/api/cart');
      return timed(() => cartCall('POST', '/api/cart/lines', { lines: sellable.map((p) => line(p)) }));
    }),
  );
  for (const size of [50, 500]) {
    await cartCall('DELETE', '/api/cart');
    await cartCall('POST', '/api/cart/lines', { lines: sellable.slice(0, size).map((p) => line(p)) });
    const cart = JSON.parse((await cartCall('GET', '/api/cart')).body) as { lines: { id: number; productKey: number }[] };
    const target = cart.lines[Math.floor(cart.lines.length / 2)]!;
    const product = sellable.find((p) => p.productKey === target.productKey)!;
    await run(
      sequential(base, `cart: change one line of a ${size}-line cart`, 200, (i) =>
        timed(() => cartCall('POST', `/api/cart/line/${target.id}`, line(product, 1 + (i % 5)))),
      ),
    );
  }
  await cartCall('DELETE', '/api/cart');
  agent.destroy();
  void catalogue;
  return { results, listShare };
}

/** A cart line of `qty` sell-by multiples in the product's first sell-by unit, priced in its pricing unit. */
export function cartLine(p: ProductRow, qty = 1) {
  const sellBy = p.sellBys[0];
  if (!sellBy) throw new Error(`product ${p.productKey} has no sell-by unit`);
  const multiple = sellBy.sellByMultiple > 0 ? sellBy.sellByMultiple : 1;
  return { productKey: p.productKey, unitOfMeasure: sellBy.unitOfMeasure, orderQuantity: multiple * qty, unitOfMeasure_Prc: p.pricingUM };
}

/** The first `count` products the signed-in customer may order, reading list pages of 200 from `firstPage`. */
export async function sellableProducts(base: URL, agent: http.Agent, auth: Record<string, string>, count: number, firstPage = 1): Promise<ProductRow[]> {
  const found: ProductRow[] = [];
  for (let page = firstPage; found.length < count; page++) {
    const res = await send(base, agent, { method: 'GET', path: `/api/product/list?page=${page}&pageSize=200`, headers: auth });
    if (res.status >= 400) throw new Error(`product list page ${page} failed: ${res.status} ${res.body.slice(0, 200)}`);
    const body = JSON.parse(res.body) as { products: (ProductRow & { isExcluded: boolean })[] };
    if (body.products.length === 0) break;
    found.push(...body.products.filter((p) => p.sellBys.length > 0 && !p.isExcluded));
  }
  return found.slice(0, count);
}
