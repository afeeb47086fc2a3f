import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { childEnv, repoRoot } from './server-process';
import { preparePostgresDatabase } from './postgres-database';

/** Issue 30: 100,000 products with 3 units and 5 price levels each (1,500,000 price rows). */
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const UNITS = ['CS', 'BX', 'EA'] as const;
const LEVELS = 5;
const BUDGET_S = { SQLite: 60, PostgreSQL: 120 };

const PRODUCT_HEADER = [
  'product_code', 'description', 'brand', 'main_category_code', 'main_category_name', 'category_code', 'category_name',
  'pack_size', 'stock_unit', 'pricing_unit',
  'unit_1', 'unit_1_conversion', 'unit_2', 'unit_2_conversion', 'unit_3', 'unit_3_conversion',
];

/** Writes a file line by line without holding it in memory. */
async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const out = fs.createWriteStream(file);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

const code = (i: number) => `B${String(i).padStart(6, '0')}`;

function* productLines(): Generator<string> {
  yield PRODUCT_HEADER.join(',');
  for (let i = 1; i <= PRODUCTS; i++) {
    const cat = i % 40;
    yield [
      code(i), `Bench Item ${i} Case of 24`, `Brand ${i % 97}`, `BM${cat % 8}`, `Bench Main ${cat % 8}`, `BC${cat}`,
      `Bench Category ${cat}`, '2/12 CT', 'EA', 'CS', 'CS', '24', 'BX', '12', 'EA', '1',
    ].join(',');
  }
}

function* priceLines(): Generator<string> {
  yield 'product_code,unit,price,effective_from,price_level';
  for (let i = 1; i <= PRODUCTS; i++) {
    const base = 10 + (i % 500) / 10;
    for (const [u, unit] of UNITS.entries()) {
      for (let level = 1; level <= LEVELS; level++) {
        const price = (base / (u + 1)) * (1 - level / 100);
        yield `${code(i)},${unit},${price.toFixed(2)},2026-01-01,${level}`;
      }
    }
  }
}

/** One `npm run import` through the built CLI; answers its seconds. */
function timedImport(env: Record<string, string>, kind: string, file: string): number {
  const started = performance.now();
  const res = spawnSync('node', ['apps/server/dist/import.mjs', kind, file], {
    cwd: repoRoot,
    env: childEnv(env),
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 0) throw new Error(`import of ${kind} failed: ${res.stderr || res.stdout}`);
  console.log(`  ${res.stdout.trim()} (${seconds.toFixed(1)} s)`);
  return seconds;
}

/**
 * The ERP import on one database: the two files into an empty (migrated) database, then the same files again (every
 * row unchanged). Budget: the first import within 60 s on SQLite and 120 s on PostgreSQL, the re-import within half.
 */
export async function importReport(dialect: 'SQLite' | 'PostgreSQL', databaseUrl?: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-import-'));
  const env: Record<string, string> = { DATA_DIR: path.join(dir, 'data'), SEED_DEMO_DATA: 'false' };
  if (databaseUrl) {
    const target = new URL(databaseUrl);
    target.pathname = `${target.pathname.replace(/\/$/, '')}_import`;
    env.DATABASE_URL = target.toString();
    await preparePostgresDatabase(env.DATABASE_URL, true);
  }
  try {
    const products = path.join(dir, 'products.csv');
    const prices = path.join(dir, 'prices.csv');
    await writeLines(products, productLines());
    await writeLines(prices, priceLines());
    const rows = PRODUCTS + PRODUCTS * UNITS.length * LEVELS;
    console.log(`import on ${dialect}: ${PRODUCTS} products, ${rows - PRODUCTS} prices`);
    const first = timedImport(env, 'products', products) + timedImport(env, 'prices', prices);
    const again = timedImport(env, 'products', products) + timedImport(env, 'prices', prices);
    const budget = BUDGET_S[dialect];
    const check = (ok: boolean, text: string) => `${ok ? 'PASS' : 'MISS'}  ${text}`;
    return [
      `### ERP import on ${dialect} (${PRODUCTS.toLocaleString('en-US')} products with ${UNITS.length} units, ${(rows - PRODUCTS).toLocaleString('en-US')} prices at ${LEVELS} levels)`,
      '',
      `- ${check(first <= budget, `first import ${first.toFixed(1)} s <= ${budget} s (${Math.round(rows / first).toLocaleString('en-US')} rows/s)`)}`,
      `- ${check(again <= budget / 2, `re-import of the same files (all unchanged) ${again.toFixed(1)} s <= ${budget / 2} s (${Math.round(rows / again).toLocaleString('en-US')} rows/s)`)}`,
    ].join('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
