import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { adminQuery as pgAdmin, dropStaleDatabases, pgUrlOf } from '../../apps/server/src/test/test-database';
import { type E2eDialect, runServer, TEMPLATE_ENV } from './e2e-server';

/**
 * Builds the server as `npm start` does (esbuild, under a second), so the journeys run the bundle that ships and
 * never a stale one, then prepares the run's templates once: the server migrates and seeds a data dir (SQLite, with the demo pictures
 * rendered) and, when a project runs on PostgreSQL, a database (its smoke journeys need no pictures). Workers copy
 * them (support/e2e-server.ts); the teardown removes them.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const dialects = new Set(
    config.projects.map((p) => ((p.use as { dialect?: E2eDialect }).dialect ?? 'sqlite') as E2eDialect),
  );
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  const cleanups: (() => Promise<void>)[] = [];
  if (dialects.has('postgres')) await dropStaleDatabases(['sf_e2e_template', 'sf_e2e']);
  const prepare = async (dialect: E2eDialect) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sf-e2e-template-${dialect}-`));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | null = null;
    if (dialect === 'postgres') {
      const name = `sf_e2e_template_${process.pid}`;
      await pgAdmin(`drop database if exists ${name} with (force)`);
      await pgAdmin(`create database ${name}`);
      cleanups.push(() => pgAdmin(`drop database if exists ${name} with (force)`));
      process.env[TEMPLATE_ENV.pgDatabase] = name;
      databaseUrl = pgUrlOf(name);
    }
    const server = await runServer(dataDir, databaseUrl, dialect === 'postgres' ? { SEED_DEMO_IMAGES: 'false' } : {});
    await server.stop();
    process.env[dialect === 'postgres' ? TEMPLATE_ENV.postgresDir : TEMPLATE_ENV.sqliteDir] = dataDir;
  };
  await Promise.all([...dialects].map(prepare));
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
