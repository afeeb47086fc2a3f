import { type ChildProcess, spawn } from 'node:child_process';

/** The demo accounts' password (the README's demo accounts). */
export const DEMO_PASSWORD = 'Demo#2026';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The real server as its own process (the load generator must not share its event loop). */
/** The bench's own environment, where DATABASE_URL means "also run on PostgreSQL", never leaks into a SQLite run. */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  return merged;
}

export async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv({ PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so that stopping it stops npx's node grandchild too.
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('server did not start within 120 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    group('SIGTERM');
    setTimeout(() => {
      group('SIGKILL');
      resolve();
    }, 5000);
  });
}

export async function signIn(base: URL, username: string): Promise<string> {
  const res = await fetch(new URL('/api/token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'ecommerce', username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username} failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
