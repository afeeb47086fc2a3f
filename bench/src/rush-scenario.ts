import pg from 'pg';
import { startNginx } from '../../apps/server/src/test/nginx';
import { BENCH_USER_COUNT, benchUsername } from './bench-users.repository';
import { type Call, client, json, timedSubmit } from './checkout-scenarios';
import { type LoadResult, summarise } from './load';
import { cartLine, type ProductRow, sellableProducts } from './scenarios';
import { searchPath } from './search-paths';
import { signIn, startServer, stopServer } from './server-process';

/** A regional distributor (issue 29): 6,000 restaurant accounts and 20,000 products. */
export const RUSH_SIZE = { products: 20_000, customers: 6_000 };
/** The orders of the hour before the cut-off, 20 lines each (BENCH_RUSH_ORDERS for a shorter run). */
const ORDERS = Number(process.env.BENCH_RUSH_ORDERS ?? 5_000);
const LINES = 20;
const PROCESSES = 2;
const BUDGET = { placedWithinS: 90, submitP95Ms: 250, mailsOutWithinS: 60 };

/** The rush's own database beside DATABASE_URL's: `<name>_rush`. */
export function rushDatabaseUrl(url: string): string {
  const target = new URL(url);
  target.pathname = `${target.pathname.replace(/\/$/, '')}_rush`;
  return target.toString();
}

interface Buyer {
  call: Call;
  destroy(): void;
  products: ProductRow[];
  deliveryDate: string;
}

async function buyer(base: URL, k: number, token: string): Promise<Buyer> {
  const c = client(base, token);
  const products = await sellableProducts(base, c.agent, c.auth, 10 * LINES, 1 + k * 3);
  if (products.length < LINES) throw new Error(`${benchUsername(k + 1)} may order only ${products.length} products`);
  const dates = await json<{ earliestDate: string | null }>(c.call('GET', '/api/cart/deliverydates'), 'delivery dates');
  if (!dates.earliestDate) throw new Error(`no delivery date for ${benchUsername(k + 1)}`);
  await c.call('DELETE', '/api/cart');
  return { call: c.call, destroy: () => c.agent.destroy(), products, deliveryDate: dates.earliestDate };
}

/** Mail jobs not yet done (waiting, retrying or running). */
async function mailsQueued(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')",
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Each run starts from the generated data: the orders earlier rushes placed (their P.O. numbers start 'RUSH-') are
 * deleted with their lines, so every run commits the same stock and reads the same purchase history. (Cancelling them
 * instead, as runs did until the twenty-third session, kept their lines in every buyer's history: after eight runs of
 * 1,000 orders the same code took 80 s instead of 60.)
 */
async function setAsideEarlierRushes(client: pg.Client): Promise<void> {
  const { rowCount } = await client.query("delete from orders where po_number like 'RUSH-%'");
  if (rowCount) {
    await client.query('vacuum analyze orders, order_lines');
    console.log(`  deleted ${rowCount} orders of earlier rushes`);
  }
}

/**
 * The cut-off rush: the bench's 20 buyers at once on two server processes behind nginx place ORDERS orders of 20
 * lines, each after the browsing and cart calls that precede it (a list page, a search, a price batch, four adds of
 * five lines, the header, the estimate), as fast as the server takes them. Then waits until every confirmation mail
 * has left the job queue.
 */
export async function rushReport(env: Record<string, string>, firstPort: number): Promise<string> {
  const servers = [];
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    await setAsideEarlierRushes(db);
    for (let i = 0; i < PROCESSES; i += 1) servers.push(await startServer(env, firstPort + i));
    const nginx = await startNginx(servers.map((_, i) => `127.0.0.1:${firstPort + i}`));
    try {
      const base = new URL(nginx.url);
      console.log(`\nrush: ${ORDERS} orders of ${LINES} lines, ${BENCH_USER_COUNT} buyers, ${PROCESSES} processes behind nginx`);
      // One sign-in at a time: the server hashes a bounded number of passwords at once and refuses a burst.
      const tokens: string[] = [];
      for (let k = 0; k < BENCH_USER_COUNT; k += 1) tokens.push(await signIn(base, benchUsername(k + 1)));
      const buyers = await Promise.all(tokens.map((token, k) => buyer(base, k, token)));
      const browsing: number[] = [];
      const submits: number[] = [];
      let browsingErrors = 0;
      let submitErrors = 0;
      const seen = new Set<string>();
      const note = (text: string) => {
        if (seen.size < 5 && !seen.has(text)) console.log(`  rush: ${text}`);
        seen.add(text);
      };
      const timed = async (pending: Promise<{ status: number; body: string }>, what: string) => {
        const t0 = performance.now();
        const res = await pending;
        browsing.push(performance.now() - t0);
        if (res.status >= 400) {
          browsingErrors += 1;
          note(`${what}: ${res.status} ${res.body.slice(0, 120)}`);
        }
        return res;
      };
      let next = 0;
      const started = performance.now();
      await Promise.all(
        buyers.map(async (b, k) => {
          for (let n = next++; n < ORDERS; n = next++) {
            const from = (n * LINES) % (b.products.length - LINES + 1);
            const lines = b.products.slice(from, from + LINES);
            try {
              await timed(b.call('GET', `/api/product/list?page=${1 + (n % 20)}&pageSize=50`), 'list');
              await timed(b.call('GET', searchPath(n)), 'search');
              const prices = Object.fromEntries(lines.map((p) => [String(p.productKey), [p.pricingUM]]));
              await timed(b.call('POST', '/api/product/price', prices), 'price batch');
              for (let j = 0; j < LINES; j += 5) {
                const adds = lines.slice(j, j + 5).map((p) => cartLine(p));
                await timed(b.call('POST', '/api/cart/lines', { lines: adds }), 'line add');
              }
              await timed(
                b.call('POST', '/api/cart/header', { deliveryDate: b.deliveryDate, customerPo: `RUSH-${k + 1}-${n}` }),
                'header',
              );
              const estimate = await timed(b.call('GET', '/api/cart/estimate'), 'estimate');
              const total = (JSON.parse(estimate.body) as { total: string }).total;
              const { ms, refusal } = await timedSubmit(b.call, total);
              submits.push(ms);
              if (refusal !== null) {
                submitErrors += 1;
                note(`submit: ${refusal}`);
              }
            } catch (err) {
              submitErrors += 1;
              note(err instanceof Error ? err.message : String(err));
            }
          }
        }),
      );
      const placedS = (performance.now() - started) / 1000;
      const lastOrderAt = performance.now();
      let queued = await mailsQueued(db);
      while (queued > 0 && performance.now() - lastOrderAt < 600_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        queued = await mailsQueued(db);
      }
      const mailsS = (performance.now() - lastOrderAt) / 1000;
      for (const b of buyers) b.destroy();
      const submit: LoadResult = summarise('submit', submits, submitErrors, placedS * 1000);
      const calls: LoadResult = summarise('browsing and cart calls', browsing, browsingErrors, placedS * 1000);
      const check = (ok: boolean, text: string) => `- ${ok ? 'PASS' : 'MISS'}  ${text}`;
      return [
        `### Cut-off rush (PostgreSQL, ${RUSH_SIZE.customers.toLocaleString('en-US')} customers, ${RUSH_SIZE.products.toLocaleString('en-US')} products, ${PROCESSES} processes behind nginx)`,
        '',
        '| calls | count | per s | p50 ms | p95 ms | p99 ms | errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...[submit, calls].map(
          (r) =>
            `| ${r.name} | ${r.requests} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
        ),
        '',
        check(placedS <= BUDGET.placedWithinS, `${ORDERS} orders of ${LINES} lines placed in ${placedS.toFixed(1)} s (${(ORDERS / placedS).toFixed(1)} orders/s) <= ${BUDGET.placedWithinS} s`),
        check(submit.p95 <= BUDGET.submitP95Ms, `submit p95 ${submit.p95.toFixed(1)} ms (p99 ${submit.p99.toFixed(1)} ms) <= ${BUDGET.submitP95Ms} ms`),
        check(submitErrors + browsingErrors === 0, `errors: ${submitErrors} orders, ${browsingErrors} other calls (0 allowed)`),
        check(queued === 0 && mailsS <= BUDGET.mailsOutWithinS, `every confirmation mail out of the queue ${mailsS.toFixed(1)} s after the last order <= ${BUDGET.mailsOutWithinS} s${queued > 0 ? ` (${queued} still queued)` : ''}`),
      ].join('\n');
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const server of servers) await stopServer(server);
    await db.end();
  }
}
