import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Why the database's storage cannot be written, or null. SQLite keeps writing through the
 * descriptor it opened even after its file was deleted or made read-only, so only the path
 * tells that the next start (or checkpoint) would fail. PostgreSQL's storage is the server's.
 * Mode bits, not access(): a process running as root passes every access() check.
 */
export function storageProblem(config: Config['database']): string | null {
  if (config.dialect !== 'sqlite') return null;
  for (const target of [path.dirname(config.file), config.file]) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      return `${target} is missing`;
    }
    if ((stat.mode & 0o222) === 0) return `${target} is read-only`;
    try {
      fs.accessSync(target, fs.constants.W_OK);
    } catch {
      return `${target} is not writable`;
    }
  }
  return null;
}
