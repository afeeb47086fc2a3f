import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '../../apps/server/src/test/server-process';
import { adminQuery as pgAdmin, pgUrlOf } from '../../apps/server/src/test/test-database';
import { runServer, TEMPLATE_ENV } from './e2e-server';

/** The deployment example the README gives; the journey fills in its {{...}}. */
const NGINX_CONF = path.resolve(import.meta.dirname, '../../docs/deploy/nginx.conf');
const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface Balanced {
  /** nginx's address: every page and call of the journey goes through it. */
  url: string;
  /** The server processes behind it, in upstream order. */
  processes: ServerProcess[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function untilListening(port: number, nginx: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${log()}`);
}

/**
 * `count` server processes on one copy of the run's PostgreSQL template and one shared data dir, behind nginx
 * (Debian's package) round robin, configured by docs/deploy/nginx.conf: the deployment the README describes.
 */
export async function startBalanced(count = 2): Promise<Balanced> {
  const templateDir = process.env[TEMPLATE_ENV.postgresDir];
  const template = process.env[TEMPLATE_ENV.pgDatabase];
  if (!templateDir || !template) throw new Error('no e2e PostgreSQL template: run the PostgreSQL project');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-balanced-'));
  fs.cpSync(templateDir, dataDir, { recursive: true });
  const database = `sf_e2e_${process.pid}_lb_${Math.random().toString(36).slice(2, 8)}`;
  await pgAdmin(`create database ${database} template ${template}`);
  const processes: ServerProcess[] = [];
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-nginx-'));
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await gone;
    }
    await Promise.all(processes.map((p) => p.stop()));
    await pgAdmin(`drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i += 1) processes.push(await runServer(dataDir, pgUrlOf(database)));
    const port = await freePort();
    const servers = processes.map((p) => `server ${new URL(p.url).host} max_fails=1 fail_timeout=10s;`).join('\n    ');
    const conf = fs
      .readFileSync(NGINX_CONF, 'utf8')
      .replaceAll('{{prefix}}', prefix)
      .replace('{{servers}}', servers)
      .replace('{{listen}}', `127.0.0.1:${port}`);
    // As root nginx's workers would run as nobody, who cannot use the private temp dirs.
    const user = process.getuid?.() === 0 ? 'user root;\n' : '';
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), user + conf);
    let output = '';
    nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process.once('exit', () => nginx?.kill('SIGKILL'));
    await untilListening(port, nginx, () => output + fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'));
    return { url: `http://127.0.0.1:${port}`, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
