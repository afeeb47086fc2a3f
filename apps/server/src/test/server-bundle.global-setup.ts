import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the server as `npm start` does (esbuild, about a second) before the database tests run, so the tests that
 * start servers as processes of their own (test/server-process.ts, import-cli.db.test.ts) run the bundle that ships,
 * never a stale one: started from the bundle, a process serves in half the time it takes through tsx. Both database
 * projects name this setup and vitest runs their setups in one process: the build runs once a run.
 */
export default async function setup(): Promise<void> {
  const state = globalThis as { serverBundleBuilt?: boolean };
  if (state.serverBundleBuilt) return;
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/build.mjs')], { stdio: 'pipe' });
  state.serverBundleBuilt = true;
}
