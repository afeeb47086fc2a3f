import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * A server started as `npm start` starts it, from the built dist/main.mjs, as a process of its own: the multi-process
 * tests (issue 29) and every e2e worker use it. `entry: 'worker'` starts `npm run worker` (dist/worker.mjs). The
 * vitest run and the e2e global setup build the bundle first (server-bundle.global-setup.ts, e2e/support/global-setup.ts).
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (the last 50,000 characters). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  env: Record<string, string>;
  entry?: 'main' | 'worker';
  /** A port of its own unless given (several processes of one cluster share theirs). */
  port?: number;
}

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
/** The built entries (apps/server/scripts/build.mjs). */
export const SERVER_BUNDLE = {
  main: path.join(SERVER_ROOT, 'dist/main.mjs'),
  // `npm run worker`: background jobs, no HTTP.
  worker: path.join(SERVER_ROOT, 'dist/worker.mjs'),
  // `npm run import`: an ERP file from the terminal.
  import: path.join(SERVER_ROOT, 'dist/import.mjs'),
} as const;

/** The variables a test server never takes from the environment it runs in. */
const INHERITED_OUT = ['DATABASE_URL', 'DATA_DIR', 'PORT', 'WEB_CONCURRENCY'];

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the process and returns at once: `waitHealthy` waits for it to serve. */
export async function spawnServer({ env, entry = 'main', port }: ServerProcessOptions): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort());
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_OUT) delete childEnv[name];
  // The demo's standing order and usual-order reminders would place orders and send mails on some days and hours of
  // the week: a test server sees the same demo whenever it runs, as the journeys' do (the jobs have their API tests,
  // with a clock). A worker's test that counted its mails got a standing order's one instead, at 20:07 on a Saturday.
  Object.assign(childEnv, {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ORDERING_WEEK_JOBS: 'false',
    ...env,
    PORT: String(chosenPort),
  });
  const child = spawn(process.execPath, [SERVER_BUNDLE[entry]], {
    cwd: SERVER_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test run that ends (or fails) takes its servers with it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
    if (process.env.SERVER_PROCESS_OUTPUT) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', orphanGuard);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return {
    url: `http://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once GET /api/health answers 200; rejects with the process's output if it exits or the time runs out. */
export async function waitHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ended: { how?: number | string } = {};
  void server.exited.then((how) => (ended.how = how));
  while (Date.now() < deadline) {
    if (ended.how !== undefined) throw new Error(`the server exited (${ended.how}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** Starts a server and returns once it serves (stopping it if it never does). */
export async function startServer(options: ServerProcessOptions, timeoutMs = 120_000): Promise<ServerProcess> {
  const server = await spawnServer(options);
  try {
    await waitHealthy(server, timeoutMs);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}
