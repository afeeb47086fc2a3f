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
