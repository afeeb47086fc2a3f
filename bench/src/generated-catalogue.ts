import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnv, repoRoot } from './server-process';

/** A generated catalogue's size: products (three units each, five price levels) and customers. */
export interface CatalogueSize {
  products: number;
  customers: number;
}

/** What ensureGenerated found or did: the seconds the generation took (when this run or an earlier one timed it). */
export interface Generated {
  fresh: boolean;
  seconds: number | null;
}

function generate(dataDir: string, env: Record<string, string>, size: CatalogueSize): number {
  console.log(`generating ${size.products} products and ${size.customers} customers into ${env.DATABASE_URL ? 'PostgreSQL' : dataDir} ...`);
  const args = ['--products', String(size.products), '--customers', String(size.customers), '--data-dir', dataDir, '--reset'];
  const started = performance.now();
  const res = spawnSync('npx', ['tsx', 'bench/src/generate-catalogue.ts', ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: childEnv(env),
  });
  if (res.status !== 0) throw new Error('catalogue generation failed');
  return (performance.now() - started) / 1000;
}

/**
 * The catalogue in `dataDir` (and DATABASE_URL), generated unless a run of this generator left it there: a marker file
 * names the size and the generator's version (v2 added the bench users, v3 the bench customer's A/R) and keeps how long
 * the generation took.
 */
export function ensureGenerated(dataDir: string, env: Record<string, string>, size: CatalogueSize): Generated {
  const customers = size.customers === 500 ? '' : `-${size.customers}c`;
  const marker = path.join(dataDir, `.generated-${size.products}${customers}${env.DATABASE_URL ? '-pg' : ''}-v3`);
  if (fs.existsSync(marker)) {
    const seconds = Number(fs.readFileSync(marker, 'utf8').split('\n')[1]);
    return { fresh: false, seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null };
  }
  const seconds = generate(dataDir, env, size);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(marker, `${new Date().toISOString()}\n${seconds.toFixed(1)}\n`);
  return { fresh: true, seconds };
}
