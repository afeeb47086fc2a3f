import os from 'node:os';
import { startNginx } from '../../apps/server/src/test/nginx';
import { crowd } from './checkout-scenarios';
import { load, type LoadResult } from './load';
import { signIn, startServer, stopServer } from './server-process';

/** The product list's page and the orders, measured through nginx over 1, 2 and (with 4 cores or more) 4 processes. */
const LIST = 'product list page 1 of 50';
const ORDERS = 'orders (20 customers: cart, header, estimate, submit)';
const CONNECTIONS = 20;
/** Two processes on a 2-core machine should serve at least this many times one (issue 29). */
export const SCALE_BUDGET = 1.6;

interface Row {
  processes: number;
  list: LoadResult;
  orders: LoadResult;
}

async function measure(count: number, env: Record<string, string>, firstPort: number, durationMs: number): Promise<Row> {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) servers.push(await startServer(env, firstPort + i));
    const nginx = await startNginx(servers.map((_, i) => `127.0.0.1:${firstPort + i}`));
    try {
      const base = new URL(nginx.url);
      const token = await signIn(base, 'customer');
      const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', authorization: `Bearer ${token}` };
      const list = await load(
        base,
        LIST,
        () => ({ method: 'GET', path: '/api/product/list?page=1&pageSize=50', headers }),
        { connections: CONNECTIONS, durationMs },
      );
      const orders = await crowd(base, ORDERS);
      console.log(
        `  ${count} process(es): list ${list.rps.toFixed(0)} req/s (p95 ${list.p95.toFixed(1)} ms), ` +
          `orders ${orders.rps.toFixed(1)}/s (submit p95 ${orders.p95.toFixed(1)} ms, ${orders.errors} errors)`,
      );
      return { processes: count, list, orders };
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

/**
 * Issue 29's process table: the same data behind nginx (docs/deploy/nginx.conf) over one, two and, where the cores
 * allow, four server processes on one PostgreSQL database; each figure with its ratio to one process. The load
 * generator, nginx and PostgreSQL share the machine's cores with the servers.
 */
export async function scaleReport(env: Record<string, string>, firstPort: number, durationMs: number): Promise<string> {
  const counts = os.availableParallelism() >= 4 ? [1, 2, 4] : [1, 2];
  console.log(`\nscale: ${counts.join(', ')} processes behind nginx, ${os.availableParallelism()} cores`);
  const rows: Row[] = [];
  for (const count of counts) rows.push(await measure(count, env, firstPort, durationMs));
  const one = rows[0]!;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const lines = rows.map(
    (r) =>
      `| ${r.processes} | ${r.list.rps.toFixed(0)} | ${ratio(r.list.rps, one.list.rps)} | ${r.list.p95.toFixed(1)} | ` +
      `${r.orders.rps.toFixed(1)} | ${ratio(r.orders.rps, one.orders.rps)} | ${r.orders.p95.toFixed(1)} | ${r.list.errors + r.orders.errors} |`,
  );
  const two = rows.find((r) => r.processes === 2)!;
  const check = (ok: boolean, text: string) => `- ${ok ? 'PASS' : 'MISS'}  ${text}`;
  return [
    `### Processes behind nginx (PostgreSQL, ${os.availableParallelism()} cores)`,
    '',
    '| processes | list req/s | vs 1 | list p95 ms | orders/s | vs 1 | submit p95 ms | errors |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
    '',
    check(
      two.list.rps / one.list.rps >= SCALE_BUDGET,
      `two processes serve ${ratio(two.list.rps, one.list.rps)} the product list of one >= ${SCALE_BUDGET}x`,
    ),
    check(
      two.orders.rps / one.orders.rps >= SCALE_BUDGET,
      `two processes take ${ratio(two.orders.rps, one.orders.rps)} the orders of one >= ${SCALE_BUDGET}x`,
    ),
    check(two.list.errors + two.orders.errors === 0, `no errors through nginx (${two.list.errors + two.orders.errors})`),
  ].join('\n');
}
