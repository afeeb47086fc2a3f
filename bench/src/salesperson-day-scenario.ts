import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { writeCatalogue } from '../../apps/server/src/seed/catalogue-writer';
import { seedMoreCustomers } from '../../apps/server/src/seed/customer-generator';
import { seedIdentity } from '../../apps/server/src/seed/identity.seed';
import { isoDateOf } from '../../apps/server/src/platform/time/iso-date';
import { load, type LoadResult } from './load';
import { preparePostgresDatabase } from './postgres-database';
import { analyze, writeSalespersonDay } from './salesperson-day-data.repository';
import { signIn, startServer, stopServer } from './server-process';

/** Issue 33: a salesperson with 200 customers and two years of weekly history; the start page within 200 ms at p95. */
const CUSTOMERS = 200;
const PRODUCTS = 5_000;
const BUDGET_P95_MS = 200;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
export const SALESPERSON_ALERTS = `salesperson start page (GET /api/salesperson/alerts, ${CUSTOMERS} customers)`;

/** The data in a fresh database (SQLite in `dataDir`, or DATABASE_URL's): the demo identities, a catalogue, the day's history. */
async function generate(env: Record<string, string>): Promise<string> {
  // The bench's own DATABASE_URL means "also run on PostgreSQL": a SQLite run must not see it.
  const vars: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'silent' };
  if (!env.DATABASE_URL) delete vars.DATABASE_URL;
  const config = loadConfig(vars);
  if (config.database.dialect === 'postgres') await preparePostgresDatabase(config.database.url, true);
  const database = openDatabase(config.database);
  try {
    const started = performance.now();
    await migrateToLatest(database.db);
    const now = Date.now();
    await seedIdentity(database.db, now, config.passwordHashCost);
    const data = await database.db.transaction().execute(async (trx) => {
      const demo = new Set((await trx.selectFrom('customers').select('id').execute()).map((c) => c.id));
      const all = await seedMoreCustomers(trx, demo.size + CUSTOMERS);
      await writeCatalogue(trx, { products: PRODUCTS, today: isoDateOf(now), now, priceLevels: 1 });
      return writeSalespersonDay(
        trx,
        all.filter((id) => !demo.has(id)),
        now,
      );
    });
    await analyze(database.db, config.database.dialect === 'postgres');
    return (
      `${data.customers} customers, ${data.orders.toLocaleString('en-US')} orders, ${data.lines.toLocaleString('en-US')} ` +
      `order lines, ${data.arItems.toLocaleString('en-US')} A/R items, ${data.views.toLocaleString('en-US')} view days ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`
    );
  } finally {
    await database.close();
  }
}

/** Signs in as the demo salesperson; a server busy with its start-up jobs answers 503 for a while. */
async function signInWhenReady(base: URL): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signIn(base, 'sales');
    } catch (err) {
      if (attempt >= 30) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * The salesperson's start page on one database: a fresh database of its own (SQLite in a temporary directory, or
 * `<DATABASE_URL's name>_salesday`), the server in its own process, then GET /api/salesperson/alerts by one
 * salesperson (1 connection) and by 4 at once.
 */
export async function salespersonDayReport(
  dialect: 'SQLite' | 'PostgreSQL',
  port: number,
  databaseUrl?: string,
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-salesday-'));
  const env: Record<string, string> = { DATA_DIR: dir, SEED_DEMO_DATA: 'false' };
  if (databaseUrl) {
    const target = new URL(databaseUrl);
    target.pathname = `${target.pathname.replace(/\/$/, '')}_salesday`;
    env.DATABASE_URL = target.toString();
  }
  try {
    console.log(`\nsalesperson's day on ${dialect}: generating ...`);
    const generated = await generate(env);
    console.log(`  ${generated}`);
    const server = await startServer(env, port);
    try {
      const base = new URL(`http://127.0.0.1:${port}`);
      const headers = { authorization: `Bearer ${await signInWhenReady(base)}`, 'accept-encoding': 'gzip' };
      const request = () => ({ method: 'GET' as const, path: '/api/salesperson/alerts', headers });
      const results: LoadResult[] = [];
      for (const connections of [1, 4]) {
        const r = await load(base, `${SALESPERSON_ALERTS}, ${connections} at once`, request, {
          connections,
          durationMs: DURATION_MS,
        });
        results.push(r);
        console.log(`  ${r.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.errors} errors`);
      }
      const one = results[0];
      const check = (ok: boolean, text: string) => `- ${ok ? 'PASS' : 'MISS'}  ${text}`;
      return [
        `### A salesperson's day on ${dialect} (${generated})`,
        '',
        '| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...results.map(
          (r) =>
            `| ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
        ),
        '',
        check(
          one !== undefined && one.p95 <= BUDGET_P95_MS && one.errors === 0,
          `salesperson start page p95 ${one?.p95.toFixed(1)} ms <= ${BUDGET_P95_MS} ms (one salesperson, ${CUSTOMERS} customers, two years of history)`,
        ),
      ].join('\n');
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
