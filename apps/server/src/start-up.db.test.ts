import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from './db/migrations';
import { sqliteTakenMessage } from './db/start-up-lock';
import { type ServerProcess, spawnServer, startServer, waitHealthy } from './test/server-process';
import { adminQuery, pgUrlOf, TEST_DIALECT, uniqueDatabaseName } from './test/test-database';

// Issue 29: server processes on one database. On PostgreSQL any number start together on a fresh database (one
// migrates and seeds, the others wait, all serve) and WEB_CONCURRENCY runs a cluster that replaces a dead worker; on
// SQLite a second process is refused with a message saying to use PostgreSQL.

/** The cheap demo: no pictures, test-cost password hashes. */
const QUICK_SEED = { SEED_DEMO_IMAGES: 'false', PASSWORD_HASH_COST: '14', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' };
const START_MS = 90_000;

const running: ServerProcess[] = [];
const dataDirs: string[] = [];
function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-processes-'));
  dataDirs.push(dir);
  return dir;
}
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ env: { ...QUICK_SEED, ...env } }, START_MS);
  running.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, test: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const workerPids = (output: string, state: 'started' | 'serving' = 'started') =>
  [...output.matchAll(new RegExp(`worker (\\d+) ${state}`, 'g'))].map((m) => Number(m[1]));

describe.runIf(TEST_DIALECT === 'sqlite')('several processes on SQLite', () => {
  it('refuses a second process on the same data file, saying to use PostgreSQL, and lets the first serve on', async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const second = await spawnServer({ env: { ...QUICK_SEED, DATA_DIR: dataDir } });
    running.push(second);
    expect(await second.exited).toBe(1);
    const file = path.join(dataDir, 'storefront.sqlite');
    expect(second.output()).toContain(sqliteTakenMessage(file, first.child.pid ?? 0));
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // Once the first has stopped, the file is free again (its pid file went with it).
    await first.stop();
    expect(fs.existsSync(`${file}.pid`)).toBe(false);
    await start({ DATA_DIR: dataDir });
  }, 120_000);

  it('takes over a pid file left by a process that is gone', async () => {
    const dataDir = newDataDir();
    // A pid no process has (pids stay under 2^22 on Linux).
    fs.writeFileSync(path.join(dataDir, 'storefront.sqlite.pid'), String(2 ** 22 + 7));
    await start({ DATA_DIR: dataDir });
  }, 120_000);

  it('refuses WEB_CONCURRENCY above 1 on SQLite with a message', async () => {
    const cluster = await spawnServer({ env: { ...QUICK_SEED, DATA_DIR: newDataDir(), WEB_CONCURRENCY: '2' } });
    running.push(cluster);
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toMatch(/SQLite serves one process: set DATABASE_URL to a PostgreSQL database/);
  }, 60_000);

  it('refuses npm run worker on SQLite with a message (the server process works the jobs itself)', async () => {
    const worker = await spawnServer({ env: { ...QUICK_SEED, DATA_DIR: newDataDir() }, entry: 'worker' });
    running.push(worker);
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toMatch(
      /npm run worker runs background jobs beside the web processes, which needs PostgreSQL/,
    );
  }, 60_000);
});

describe.runIf(TEST_DIALECT === 'postgres')('several processes on one PostgreSQL database', () => {
  const databases: string[] = [];
  async function freshDatabase(): Promise<string> {
    const name = uniqueDatabaseName('sf_processes');
    await adminQuery(`create database ${name}`);
    databases.push(name);
    return pgUrlOf(name);
  }
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    for (const name of databases) await adminQuery(`drop database if exists ${name} with (force)`);
  });

  async function count(url: string, query: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(query);
      return Number(rows[0]?.n);
    } finally {
      await client.end();
    }
  }

  it('starts three processes at once on a fresh database: one migrates and seeds, all serve', async () => {
    const url = await freshDatabase();
    const servers = await Promise.all([0, 1, 2].map(() => start({ DATABASE_URL: url, DATA_DIR: newDataDir() })));
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await count(url, 'select count(*) as n from kysely_migration')).toBe(Object.keys(migrations).length);
    // The demo once: its customers, each once (the old start-up died on a duplicate customer code).
    expect(await count(url, 'select count(*) as n from customers')).toBeGreaterThan(0);
    expect(await count(url, 'select count(*) - count(distinct customer_code) as n from customers')).toBe(0);
    // A user signed in on one process is signed in on the others (the session lives in the database).
    const token = await fetch(`${servers[0]?.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'ecommerce',
        username: 'customer',
        password: 'Demo#2026',
      }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const me = await fetch(`${servers[2]?.url}/api/user`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(me.status).toBe(200);
  }, 180_000);

  it('runs WEB_CONCURRENCY workers on one port, replaces a worker that dies, and stops them all', async () => {
    const cluster = await start({ DATABASE_URL: await freshDatabase(), DATA_DIR: newDataDir(), WEB_CONCURRENCY: '2' });
    // Both listening on the port (a worker is started long before it serves: the first one migrates and seeds).
    await until('two workers serving', () => workerPids(cluster.output(), 'serving').length === 2, START_MS);
    const [victim, survivor] = workerPids(cluster.output(), 'serving') as [number, number];
    expect(isAlive(victim) && isAlive(survivor)).toBe(true);

    process.kill(victim, 'SIGKILL');
    await until('a worker started in its place', () => workerPids(cluster.output()).length === 3, START_MS);
    expect(cluster.output()).toContain(`worker ${victim} exited (SIGKILL); starting another`);
    // The survivor kept serving on the port meanwhile; the new worker serves too.
    expect((await fetch(`${cluster.url}/api/health`)).status).toBe(200);
    await waitHealthy(cluster, START_MS);

    const workers = workerPids(cluster.output()).filter((pid) => pid !== victim);
    await cluster.stop();
    expect(await cluster.exited).toBe(0);
    for (const pid of workers) await until(`worker ${pid} gone`, () => !isAlive(pid), 15_000);
  }, 240_000);
});
