import type { JobKind } from './job-queue';

export interface JobLog {
  warn(obj: object, msg: string): void;
}

/** The kind of that name; sending an unknown kind is a programming error. */
export function kindNamed(kinds: readonly JobKind[], name: string): JobKind {
  const kind = kinds.find((k) => k.name === name);
  if (!kind) throw new Error(`No job kind named '${name}'.`);
  return kind;
}

/**
 * A periodic kind: sent every `everyMinutes` and run once across all processes (stately), retried twice a minute
 * apart, taken for dead after ten silent minutes. Its handler must be safe to run again (each does its work once by
 * a row of its own).
 */
export function periodicJobKind(name: string, everyMinutes: number): JobKind {
  return {
    name,
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 600,
    everyMinutes,
  };
}
