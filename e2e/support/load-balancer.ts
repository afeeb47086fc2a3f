import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../../apps/server/src/test/nginx';
import type { ServerProcess } from '../../apps/server/src/test/server-process';
import { adminQuery as pgAdmin, pgUrlOf } from '../../apps/server/src/test/test-database';
import { runServer, TEMPLATE_ENV } from './e2e-server';

export interface Balanced {
  /** nginx's address: every page and call of the journey goes through it. */
  url: string;
  /** The server processes behind it, in upstream order. */
  processes: ServerProcess[];
  stop(): Promise<void>;
}

/**
 * `count` server processes on one copy of the run's PostgreSQL template and one shared data dir, behind nginx
 * round robin (apps/server/src/test/nginx.ts): the deployment the README describes.
 */
export async function startBalanced(count = 2): Promise<Balanced> {
  const templateDir = process.env[TEMPLATE_ENV.postgresDir];
  const template = process.env[TEMPLATE_ENV.pgDatabase];
  if (!templateDir || !template) throw new Error('no e2e PostgreSQL template: run the PostgreSQL project');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-balanced-'));
  fs.cpSync(templateDir, dataDir, { recursive: true, preserveTimestamps: true });
  const database = `sf_e2e_${process.pid}_lb_${Math.random().toString(36).slice(2, 8)}`;
  await pgAdmin(`create database ${database} template ${template}`);
  const processes: ServerProcess[] = [];
  let stopNginx = async () => undefined as void;
  const stop = async () => {
    await stopNginx();
    await Promise.all(processes.map((p) => p.stop()));
    await pgAdmin(`drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i += 1) processes.push(await runServer(dataDir, pgUrlOf(database)));
    const nginx = await startNginx(processes.map((p) => new URL(p.url).host));
    stopNginx = nginx.stop;
    return { url: nginx.url, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
