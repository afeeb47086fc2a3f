import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { BENCH_USER_COUNT, benchUsername } from './bench-users.repository';
import { type LoadResult, send, summarise } from './load';
import { cartLine, type ProductRow, sellableProducts } from './scenarios';
import { signIn } from './server-process';

export const CHECKOUT_ESTIMATE = 'checkout: estimate of a 50-line cart';
export const CHECKOUT_SUBMIT = 'checkout: submit a 50-line order';
export const CHECKOUT_CROWD = `checkout: ${BENCH_USER_COUNT} customers submitting at once for 10 s`;

const ESTIMATES = 200;
const ESTIMATE_WARMUP = 20;
const SUBMITS = 40;
const ORDER_LINES = 50;
const CROWD_MS = 10_000;
/** Lines per order in the crowd: a few, as a quick top-up order. */
const CROWD_LINES = 5;
/** After a failure a customer waits, as a buyer reads the message, so a busy server's 503s are not counted hundreds of times. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 1000));

interface SubmitAnswer {
  accepted: boolean;
  orderNumber: string;
  estimatedTotal: string;
  messages: string[];
}

type Answer = { status: number; body: string };
/** A timed call; `refusal` says why it failed or was not accepted, null when it was. */
type Timed = { ms: number; refusal: string | null };
export type Call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, extra?: Record<string, string>) => Promise<Answer>;

/** One user's session on its own keep-alive connection, sending what a browser sends. */
export function client(base: URL, token: string): { call: Call; auth: Record<string, string>; agent: http.Agent } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const auth = { 'accept-encoding': 'gzip, deflate, br, zstd', authorization: `Bearer ${token}` };
  const call: Call = (method, path, body, extra = {}) => send(base, agent, { method, path, headers: { ...auth, ...extra }, body });
  return { call, auth, agent };
}

async function ok(pending: Promise<Answer>, what: string): Promise<string> {
  const res = await pending;
  if (res.status >= 400) throw new Error(`${what} failed: ${res.status} ${res.body.slice(0, 200)}`);
  return res.body;
}

export async function json<T>(pending: Promise<Answer>, what: string): Promise<T> {
  return JSON.parse(await ok(pending, what)) as T;
}

/**
 * As the checkout page leaves a cart: these lines alone, the first delivery date offered
 * and a P.O.; returns the estimate the buyer confirms.
 */
async function prepareOrder(call: Call, products: readonly ProductRow[], po: string): Promise<{ total: string; messages: string[] }> {
  await ok(call('DELETE', '/api/cart'), 'clearing the cart');
  await ok(call('POST', '/api/cart/lines', { lines: products.map((p) => cartLine(p)) }), 'adding lines');
  const dates = await json<{ earliestDate: string | null }>(call('GET', '/api/cart/deliverydates'), 'delivery dates');
  if (dates.earliestDate === null) throw new Error('no delivery date is offered');
  const headerCall = call('POST', '/api/cart/header', { deliveryDate: dates.earliestDate, customerPo: po });
  const header = await json<{ isValid: boolean; message: string }>(headerCall, 'header');
  if (!header.isValid) throw new Error(`header refused: ${header.message}`);
  return json<{ total: string; messages: string[] }>(call('GET', '/api/cart/estimate'), 'estimate');
}

/** The submit alone, timed; `refusal` says why when it did not become an order. */
export async function timedSubmit(call: Call, estimatedTotal: string): Promise<Timed> {
  const t0 = performance.now();
  const res = await call('POST', '/api/cart/submit', { estimatedTotal }, { 'idempotency-key': randomUUID() });
  const ms = performance.now() - t0;
  if (res.status >= 400) return { ms, refusal: `${res.status} ${res.body.slice(0, 200)}` };
  const answer = JSON.parse(res.body) as SubmitAnswer;
  return { ms, refusal: answer.accepted ? null : `not accepted: ${answer.messages.join(' | ')}` };
}

/** Each distinct refusal once, so that a run of refusals stays readable. */
function refusalLog(name: string) {
  const seen = new Set<string>();
  return (text: string) => {
    if (seen.has(text) || seen.size >= 5) return;
    seen.add(text);
    console.log(`  ${name}: ${text}`);
  };
}

/** Issue 9's checkout budgets: the estimate and the submit of a 50-line cart, and 20 customers ordering at once. */
export async function runCheckoutScenarios(base: URL, token: string): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const report = (result: LoadResult) => {
    results.push(result);
    console.log(`  ${result.name}: ${result.rps.toFixed(1)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors`);
  };

  const demo = client(base, token);
  const sellable = await sellableProducts(base, demo.agent, demo.auth, 500);
  if (sellable.length < ORDER_LINES) throw new Error(`only ${sellable.length} products can be ordered; ${ORDER_LINES} are needed`);

  const ready = await prepareOrder(demo.call, sellable.slice(0, ORDER_LINES), 'BENCH-ESTIMATE');
  if (ready.messages.length > 0) console.log(`  ${CHECKOUT_ESTIMATE}: the cart cannot be submitted: ${ready.messages.join(' | ')}`);
  // Untimed first calls, as load() warms up: the budget is about a server that has served estimates before.
  for (let i = 0; i < ESTIMATE_WARMUP; i++) await ok(demo.call('GET', '/api/cart/estimate'), 'estimate');
  report(await repeat(CHECKOUT_ESTIMATE, ESTIMATES, async () => {
    const t0 = performance.now();
    const res = await demo.call('GET', '/api/cart/estimate');
    return { ms: performance.now() - t0, refusal: res.status >= 400 ? `${res.status} ${res.body.slice(0, 200)}` : null };
  }));

  report(await repeat(CHECKOUT_SUBMIT, SUBMITS, async (i) => {
    // Ten different 50-line orders in turn, from the first 500 products the customer may order.
    const from = (i * ORDER_LINES) % (sellable.length - ORDER_LINES + 1);
    const estimate = await prepareOrder(demo.call, sellable.slice(from, from + ORDER_LINES), `BENCH-${i + 1}`);
    return timedSubmit(demo.call, estimate.total);
  }));
  await clearCart(demo.call, 'customer');
  demo.agent.destroy();

  report(await crowd(base));
  return results;
}

/**
 * One step at a time, `count` times. A refused or failed timed call counts as an error and
 * keeps its latency; a failure before it (filling the cart...) counts as an error alone.
 */
async function repeat(name: string, count: number, step: (i: number) => Promise<Timed>): Promise<LoadResult> {
  const log = refusalLog(name);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    try {
      const { ms, refusal } = await step(i);
      latencies.push(ms);
      if (refusal !== null) {
        errors++;
        log(refusal);
      }
    } catch (err) {
      errors++;
      log(err instanceof Error ? err.message : String(err));
    }
  }
  return summarise(name, latencies, errors, performance.now() - started);
}

/** Leaves the cart empty for whatever runs next; a failure here is reported, not fatal. */
async function clearCart(call: Call, who: string): Promise<void> {
  try {
    await ok(call('DELETE', '/api/cart'), `clearing the cart of ${who}`);
  } catch (err) {
    console.log(`  ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * bench01..bench20, each signed in with its own session and connection, each filling its
 * cart with a few lines, setting the header and submitting, over and over for 10 s. Only
 * the submits are timed; req/s is orders (submits) per second. A refused submit or a
 * failed call on the way counts as an error, and that customer pauses for a second.
 */
export async function crowd(base: URL, name: string = CHECKOUT_CROWD): Promise<LoadResult> {
  const log = refusalLog(name);
  const customers = [];
  // One sign-in at a time: the server hashes a bounded number of passwords at once and refuses a burst beyond its queue.
  for (let k = 0; k < BENCH_USER_COUNT; k++) {
    const c = client(base, await signIn(base, benchUsername(k + 1)));
    // Each customer orders its own products: list pages 1, 6, 11... onwards (wrapping round a small catalogue).
    const { total } = await json<{ total: number }>(c.call('GET', '/api/product/list?page=1&pageSize=200'), 'product list');
    const pages = Math.max(1, Math.ceil(total / 200));
    const products = await sellableProducts(base, c.agent, c.auth, 8 * CROWD_LINES, 1 + ((k * 5) % pages));
    if (products.length < CROWD_LINES) throw new Error(`${benchUsername(k + 1)} may order only ${products.length} products`);
    customers.push({ ...c, products });
  }
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + CROWD_MS;
  await Promise.all(
    customers.map(async ({ call, products }, k) => {
      for (let i = 0; performance.now() < end; i++) {
        try {
          const from = (i * CROWD_LINES) % (products.length - CROWD_LINES + 1);
          const estimate = await prepareOrder(call, products.slice(from, from + CROWD_LINES), `CROWD-${k + 1}-${i + 1}`);
          const { ms, refusal } = await timedSubmit(call, estimate.total);
          latencies.push(ms);
          if (refusal !== null) {
            errors++;
            log(refusal);
            await pause();
          }
        } catch (err) {
          errors++;
          log(err instanceof Error ? err.message : String(err));
          await pause();
        }
      }
    }),
  );
  const elapsed = performance.now() - started;
  for (const [k, c] of customers.entries()) {
    await clearCart(c.call, benchUsername(k + 1));
    c.agent.destroy();
  }
  return summarise(name, latencies, errors, elapsed);
}
