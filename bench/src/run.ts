// `npm run bench`: the large catalogue (generated once into bench/.data-large), the
// real server in its own process, and every budget of issues 3, 4 and 9 as figures.
// With DATABASE_URL set, the same run follows on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { browserChecks, type QuickEntryTyping } from './browser';
import { firstScreensLcp, LCP_BUDGET_MS } from './lighthouse';
import { bundleVerdicts, WEB_DIST_DIR } from './bundle-size';
import { CHECKOUT_CROWD, CHECKOUT_ESTIMATE, CHECKOUT_SUBMIT, runCheckoutScenarios } from './checkout-scenarios';
import type { LoadResult } from './load';
import { ACCOUNT_DETAIL } from './account-scenarios';
import { HISTORY_ORDERS_PAGE, HISTORY_PRODUCTS_PAGE, PRICE_LIST_PDF, runHistoryScenarios } from './history-scenarios';
import { PING_DURING_REPORTS, runReportScenario } from './report-scenarios';
import { runScenarios, type ScenarioResults } from './scenarios';
import { scaleReport } from './scale-scenarios';
import { RUSH_SIZE, rushDatabaseUrl, rushReport } from './rush-scenario';
import { importReport } from './import-scenario';
import { salespersonDayReport } from './salesperson-day-scenario';
import { millionReport } from './million-scenario';
import { type CatalogueSize, ensureGenerated } from './generated-catalogue';
import { DEMO_PASSWORD, repoRoot, signIn, startServer, stopServer } from './server-process';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const CONNECTIONS = 10;
const PORT = 8282;

function verdicts(r: Map<string, LoadResult>, listShare: ScenarioResults['listShare']): string[] {
  const get = (name: string) => r.get(name)!;
  const hello = get('hello-world (ceiling)');
  const page1 = get('product list page 1 of 50');
  const page1000 = get('product list page 1000 of 50');
  const line50 = get('cart: change one line of a 50-line cart');
  const line500 = get('cart: change one line of a 500-line cart');
  const estimate = get(CHECKOUT_ESTIMATE);
  const submit = get(CHECKOUT_SUBMIT);
  const crowd = get(CHECKOUT_CROWD);
  const check = (ok: boolean, text: string) => `${ok ? 'PASS' : 'MISS'}  ${text}`;
  return [
    check(page1.p95 <= 25, `list page p95 ${page1.p95.toFixed(1)} ms <= 25 ms`),
    check(
      listShare.median >= 0.2,
      `list page ${(listShare.median * 100).toFixed(0)}% of hello-world req/s >= 20% (median of 6 interleaved pairs of 1.5 s windows: ${listShare.shares.map((x) => `${(x * 100).toFixed(0)}%`).join(', ')}; the two long windows above gave ${((page1.rps / hello.rps) * 100).toFixed(0)}%)`,
    ),
    check(get('search').p95 <= 50, `search p95 ${get('search').p95.toFixed(1)} ms <= 50 ms`),
    check(get(ACCOUNT_DETAIL).p95 <= 50 && get(ACCOUNT_DETAIL).errors === 0, `${ACCOUNT_DETAIL} p95 ${get(ACCOUNT_DETAIL).p95.toFixed(1)} ms <= 50 ms`),
    check(get('price batch of 100 keys').p95 <= 20, `price batch p95 at ${CONNECTIONS} connections ${get('price batch of 100 keys').p95.toFixed(1)} ms <= 20 ms`),
    check(
      get('price batch of 100 keys, 1 connection').p95 <= 20,
      `price batch p95 one at a time (as the page sends them) ${get('price batch of 100 keys, 1 connection').p95.toFixed(1)} ms <= 20 ms`,
    ),
    check(page1000.p50 <= 1.2 * page1.p50, `page 1000 p50 is ${(page1000.p50 / page1.p50).toFixed(2)}x page 1 <= 1.2x`),
    check(get('cart: add 500 lines in one call').p95 <= 1000, `500-line add p95 ${get('cart: add 500 lines in one call').p95.toFixed(0)} ms <= 1000 ms`),
    check(line500.p95 <= 100, `line change in 500-line cart p95 ${line500.p95.toFixed(1)} ms <= 100 ms`),
    check(line500.p50 <= 1.5 * line50.p50, `line change 500 vs 50 lines: ${(line500.p50 / line50.p50).toFixed(2)}x <= 1.5x`),
    check(estimate.p95 <= 30 && estimate.errors === 0, `checkout estimate of a 50-line cart p95 ${estimate.p95.toFixed(1)} ms <= 30 ms`),
    check(
      submit.p95 <= 150 && submit.errors === 0,
      `50-line order submit p95 ${submit.p95.toFixed(1)} ms <= 150 ms, ${submit.requests - submit.errors} of ${submit.requests} accepted`,
    ),
    check(get(HISTORY_ORDERS_PAGE).p95 <= 50, `order history page p95 ${get(HISTORY_ORDERS_PAGE).p95.toFixed(1)} ms <= 50 ms`),
    check(get(HISTORY_PRODUCTS_PAGE).p95 <= 50, `product history page p95 ${get(HISTORY_PRODUCTS_PAGE).p95.toFixed(1)} ms <= 50 ms`),
    check(get(PRICE_LIST_PDF).p95 <= 2000, `5,000-line price list PDF p95 ${get(PRICE_LIST_PDF).p95.toFixed(0)} ms <= 2000 ms`),
    check(
      get(PING_DURING_REPORTS).p95 <= 100 && get(PING_DURING_REPORTS).errors === 0,
      `ping p95 ${get(PING_DURING_REPORTS).p95.toFixed(1)} ms <= 100 ms while 3 users print whole-catalogue price lists (${get(PING_DURING_REPORTS).errors} of 3 lists failed)`,
    ),
    check(
      crowd.requests > 0 && crowd.errors === 0,
      `20 customers submitting at once for 10 s: ${crowd.requests} orders (${crowd.rps.toFixed(1)}/s), ${crowd.errors} refused or failed, 0 allowed`,
    ),
  ];
}

/** A browser that fails (the built app missing, a timeout) is a MISS in the report, not the end of a run that measured everything else. */
async function browserVerdicts(base: URL, token: string): Promise<string[]> {
  try {
    const browser = await browserChecks(base, token);
    return [
      `${browser.firstCardsMs <= 1500 ? 'PASS' : 'MISS'}  first product cards ${browser.firstCardsMs} ms after navigation <= 1500 ms (Chromium, built app)`,
      `${browser.cardsInDomAt50k < 300 && browser.cardAt50kShown ? 'PASS' : 'MISS'}  scrolled to index 50,000: ${browser.cardsInDomAt50k} product cards in the DOM < 300`,
      quickEntryVerdict(browser.quickEntry),
    ];
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    return [`MISS  Chromium checks failed: ${reason} (screenshots: /tmp/bench-browser-failure-*.png)`];
  }
}

function quickEntryVerdict(q: QuickEntryTyping): string {
  return `${q.maxLongTaskMs < 200 ? 'PASS' : 'MISS'}  typing into a ${q.rows}-row Quick Entry (${q.keystrokes} keys): ${q.longTasks} long task(s), the longest ${q.maxLongTaskMs} ms < 200 ms`;
}

function table(results: LoadResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
  );
  return ['| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | errors |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

const LARGE: CatalogueSize = { products: PRODUCTS, customers: 500 };

async function runOn(label: string, dataDir: string, env: Record<string, string>): Promise<string> {
  ensureGenerated(dataDir, env, LARGE);
  const server = await startServer({ DATA_DIR: dataDir, ...env }, PORT);
  try {
    const base = new URL(`http://127.0.0.1:${PORT}`);
    const token = await signIn(base, 'customer');
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per scenario`);
    const { results: catalogueResults, listShare } = await runScenarios(base, token, { connections: CONNECTIONS, durationMs: DURATION_MS });
    const results = [
      ...catalogueResults,
      ...(await runCheckoutScenarios(base, token)),
      ...(await runHistoryScenarios(base, token, { connections: CONNECTIONS, durationMs: DURATION_MS })),
      await runReportScenario(base, token),
    ];
    const byName = new Map(results.map((r) => [r.name, r]));
    const browserLines = await browserVerdicts(base, token);
    const report = [
      `### ${label} (${PRODUCTS.toLocaleString('en-US')} products)`,
      '',
      table(results),
      '',
      ...[...verdicts(byName, listShare), ...browserLines].map((v) => `- ${v}`),
    ].join('\n');
    console.log(`\n${report}\n`);
    return report;
  } finally {
    await stopServer(server);
  }
}

// What each route downloads of the app `npm run bench` just built (issue 15).
const bundleReport = ['### JavaScript per route (built app, gzip)', '', ...bundleVerdicts(WEB_DIST_DIR).map((v) => `- ${v}`)].join('\n');
console.log(`\n${bundleReport}\n`);

// Lighthouse on the demo data, as a new user first sees it (issue 25 item 21).
async function lighthouseReport(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const port = PORT + 1;
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }, port);
  try {
    const base = new URL(`http://127.0.0.1:${port}`);
    const screens = await firstScreensLcp(base, { username: 'customer', password: DEMO_PASSWORD });
    const lines = screens.map(
      (s) =>
        `${s.medianMs < LCP_BUDGET_MS ? 'PASS' : 'MISS'}  LCP of ${s.path} ${s.medianMs} ms < ${LCP_BUDGET_MS} ms (median of ${s.runsMs.join(', ')} ms; largest paint: ${s.element || 'unnamed'})`,
    );
    return ['### First screens (Lighthouse, mobile profile, demo data)', '', ...lines.map((l) => `- ${l}`)].join('\n');
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
// BENCH_ONLY=postgres skips the SQLite run (with DATABASE_URL set); the report then holds PostgreSQL alone.
// BENCH_ONLY=lighthouse stops after the first screens; BENCH_ONLY=scale (or rush) runs the process table (or the
// cut-off rush) alone, on PostgreSQL; BENCH_ONLY=import runs the ERP import alone (SQLite, then PostgreSQL).
const only = process.env.BENCH_ONLY;
if (only === 'import') {
  const results = [await importReport('SQLite')];
  if (process.env.DATABASE_URL) results.push(await importReport('PostgreSQL', process.env.DATABASE_URL));
  console.log(`\n${results.join('\n\n')}\n`);
  process.exit(0);
}
// Issue 29: BENCH_ONLY=million runs the 1,000,000-product catalogue alone (SQLite, then PostgreSQL).
if (only === 'million') {
  const results = [await millionReport('SQLite', PORT + 40, DURATION_MS)];
  if (process.env.DATABASE_URL) results.push(await millionReport('PostgreSQL', PORT + 40, DURATION_MS, process.env.DATABASE_URL));
  console.log(`\n${results.join('\n\n')}\n`);
  process.exit(0);
}
// Issue 33: BENCH_ONLY=salesperson-day runs the salesperson's start page alone (SQLite, then PostgreSQL).
if (only === 'salesperson-day') {
  const results = [await salespersonDayReport('SQLite', PORT + 30)];
  if (process.env.DATABASE_URL) results.push(await salespersonDayReport('PostgreSQL', PORT + 30, process.env.DATABASE_URL));
  console.log(`\n${results.join('\n\n')}\n`);
  process.exit(0);
}
const lcpReport = only === 'scale' || only === 'rush' ? '' : await lighthouseReport();
if (lcpReport) console.log(`\n${lcpReport}\n`);
const reports = [bundleReport, ...(lcpReport ? [lcpReport] : []), ...(only === 'postgres' || only === 'lighthouse' || only === 'scale' || only === 'rush' ? [] : [await runOn('SQLite', path.join(repoRoot, 'bench/.data-large'), {})])];
if (process.env.DATABASE_URL && only !== 'lighthouse') {
  const pgDataDir = path.join(repoRoot, 'bench/.data-large-pg');
  const pgEnv = { DATABASE_URL: process.env.DATABASE_URL };
  if (only !== 'scale' && only !== 'rush') reports.push(await runOn('PostgreSQL', pgDataDir, pgEnv));
  // Issue 29: the same data over 1, 2 (and 4) processes behind nginx. BENCH_ONLY=scale runs this alone.
  if (only !== 'rush') {
    ensureGenerated(pgDataDir, pgEnv, LARGE);
    reports.push(await scaleReport({ DATA_DIR: pgDataDir, ...pgEnv }, PORT + 10, DURATION_MS));
    console.log(`\n${reports.at(-1)}\n`);
  }
  // The cut-off rush on a regional distributor's data, in a database of its own. BENCH_ONLY=rush runs it alone.
  if (only !== 'scale') {
    const rushDataDir = path.join(repoRoot, 'bench/.data-rush-pg');
    const rushEnv = { DATABASE_URL: rushDatabaseUrl(process.env.DATABASE_URL) };
    ensureGenerated(rushDataDir, rushEnv, RUSH_SIZE);
    reports.push(await rushReport({ DATA_DIR: rushDataDir, ...rushEnv }, PORT + 20));
    console.log(`\n${reports.at(-1)}\n`);
  }
}
// Issue 30: the ERP import of a 100,000-product catalogue with 1,500,000 prices.
if (!only) reports.push(await importReport('SQLite'));
if (process.env.DATABASE_URL && (!only || only === 'postgres'))
  reports.push(await importReport('PostgreSQL', process.env.DATABASE_URL));
// Issue 29: the 1,000,000-product catalogue.
if (!only) reports.push(await millionReport('SQLite', PORT + 40, DURATION_MS));
if (process.env.DATABASE_URL && (!only || only === 'postgres'))
  reports.push(await millionReport('PostgreSQL', PORT + 40, DURATION_MS, process.env.DATABASE_URL));
// Issue 33: the salesperson's start page over 200 customers and two years of history.
if (!only) reports.push(await salespersonDayReport('SQLite', PORT + 30));
if (process.env.DATABASE_URL && (!only || only === 'postgres'))
  reports.push(await salespersonDayReport('PostgreSQL', PORT + 30, process.env.DATABASE_URL));
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(repoRoot, 'bench/results/latest.md'), `${reports.join('\n\n')}\n`);
