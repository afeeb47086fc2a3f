import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** The columns of a table that hold an epoch-ms time (possibly null): what a row can expire by. */
export type TimeColumn<T extends keyof DB> = {
  [C in keyof DB[T]]: DB[T][C] extends number | null ? C : never;
}[keyof DB[T]] &
  string;

/**
 * Deletes the rows whose `column` is before `before` (rows where it is null stay). Idempotent:
 * several processes may run it at once, and a row is gone for good once its time has passed.
 */
export async function deleteRowsBefore(
  db: Kysely<DB>,
  rows: { table: keyof DB; column: string },
  before: number,
): Promise<number> {
  const result = await sql`delete from ${sql.table(rows.table)} where ${sql.ref(rows.column)} < ${before}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
