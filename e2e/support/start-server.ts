// Starts the real server for the journeys: a fresh data dir every run, SQLite by
// default or a throwaway PostgreSQL database when TEST_DB=postgres.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '8181';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-'));
const env: Record<string, string> = {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The throttle journey poses as several client addresses through X-Forwarded-For; the browser connects from 127.0.0.1.
  // Journeys on a busy CI machine must not be shed; load shedding has its own security test.
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
  TRUST_PROXY: '127.0.0.1',
};

if (process.env.TEST_DB === 'postgres') {
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const stale = await admin.query(`select datname from pg_database where datname like 'sf_e2e_%'`);
  // Only databases of servers that are gone: several e2e runs may share one PostgreSQL.
  for (const row of stale.rows as { datname: string }[]) {
    if (!isRunning(Number(row.datname.slice('sf_e2e_'.length)))) await admin.query(`drop database if exists ${row.datname} with (force)`);
  }
  const name = `sf_e2e_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

Object.assign(process.env, env);
// Journeys read the mail this server writes (.eml files under DATA_DIR/mail): support/mail.ts finds the data dir here.
const dataDirNote = path.join(os.tmpdir(), `sf-e2e-data-dir-${port}`);
fs.writeFileSync(dataDirNote, dataDir);
const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dataDirNote, { force: true });
};
process.on('exit', cleanup);
await import('../../apps/server/src/main');
