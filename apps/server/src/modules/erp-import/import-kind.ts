import type { ImportKindName, RefusedRow } from '@storefront/contract';
import type { Db } from '../../db/database';
import type { CacheName } from '../../platform/cache/cache-versions.repository';
import type { AnalyzedTable } from '../../db/table-statistics';
import type { Outbox } from '../../platform/mail/mail-outbox';

/** One column of a kind's file, as the README and the template describe it. */
export interface ImportColumn {
  name: string;
  required: boolean;
  description: string;
  /** The template's example value. */
  example: string;
}

/** A row's problem with one of its columns ('' for the row as a whole). */
export interface RowProblem {
  column: string;
  reason: string;
}

export type Parsed<T> = { ok: true; row: T } | { ok: false; problems: RowProblem[] };

/** A validated row with its line, on its way into the database. */
export interface Lined<T> {
  line: number;
  row: T;
}

export interface BatchCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows refused by what the database holds (an unknown product code, customer...). */
  refused: RefusedRow[];
}

/** What a batch may use besides its transaction. */
export interface ApplyContext {
  now: number;
  outbox: Outbox;
  /** False for a dry run (and the check pass of an all-or-nothing import): compare and count, write nothing. */
  write: boolean;
  /**
   * What earlier batches of this pass made, by the kind's own keys: without writes (a dry run) a later batch still
   * sees, say, the category an earlier row created.
   */
  made: Map<string, unknown>;
}

/**
 * One kind of ERP file: its columns, how a row is checked on its own (the app's rules), its natural key, and how a
 * batch of checked rows is written: existing rows are read by their keys and compared, so only changed rows are
 * written and a second import of the same file changes nothing.
 */
export interface ImportKind<T> {
  name: ImportKindName;
  columns: readonly ImportColumn[];
  parse(values: Readonly<Record<string, string>>): Parsed<T>;
  keyOf(row: T): string;
  apply(db: Db, rows: readonly Lined<T>[], ctx: ApplyContext): Promise<BatchCounts>;
  /**
   * --deactivate-missing: deactivates what a full file no longer lists (by the codes in `column`, refused rows'
   * included, so a typo never deactivates a product); answers how many (counted, not written, when !write).
   */
  deactivateMissing?: {
    column: string;
    run(db: Db, codes: ReadonlySet<string>, write: boolean): Promise<number>;
  };
  /** The caches the kind's rows feed, bumped once when the import ends. */
  caches: readonly CacheName[];
  /** The tables it writes: their planner statistics are refreshed after many rows (see import-runner). */
  tables: readonly AnalyzedTable[];
  /** Rows per batch (one transaction each); rows that belong together (an order's lines) never straddle two. */
  batchSize: number;
  /**
   * Rows that belong together (an order's lines), named from the row's cells ('order SO1'; '' for none), so a row
   * refused on its own is known to belong to its group too. A group's rows must be consecutive, are imported whole or
   * not at all (one refused row refuses them all), and a batch never splits a group.
   */
  groupOf?(values: Readonly<Record<string, string>>): string;
}

/** A row refused by the database's contents. */
export const refusal = (line: number, column: string, reason: string, value = ''): RefusedRow => ({
  line,
  column,
  reason,
  value,
});
