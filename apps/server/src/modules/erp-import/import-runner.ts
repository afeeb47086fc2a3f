import { IMPORT_REFUSED_KEPT, type ImportCounts, type ImportOptions, type RefusedRow } from '@storefront/contract';
import type { Db } from '../../db/database';
import { bumpCacheVersion } from '../../platform/cache/cache-versions.repository';
import { analyzeTables } from '../../db/table-statistics';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { estimateRows, ImportFileError, readCsv } from './csv-source';
import { type ImportKind, type Lined, refusal } from './import-kind';
import { type Checked, type Released, RowGroups } from './row-groups';

export interface ImportRun {
  db: Db;
  kind: ImportKind<unknown>;
  /** The decoded file. */
  text: string;
  options: Omit<ImportOptions, 'encoding'>;
  now: () => number;
  outbox: Outbox;
  /** Rows done so far of about `total`, after each batch. */
  onProgress?: (processed: number, total: number) => Promise<void> | void;
}

export interface ImportResult {
  counts: ImportCounts;
  /** The first IMPORT_REFUSED_KEPT refused rows. */
  refusedRows: RefusedRow[];
  /** Rows in the file. */
  rows: number;
  /** Why nothing was written although the file was read (all-or-nothing with refused rows); '' otherwise. */
  error: string;
}

/** The header has every required column and none the kind does not know. */
export function checkHeader(kind: ImportKind<unknown>, header: readonly string[]): void {
  const known = new Set(kind.columns.map((c) => c.name));
  const missing = kind.columns.filter((c) => c.required && !header.includes(c.name)).map((c) => c.name);
  if (missing.length > 0)
    throw new ImportFileError(
      `The ${kind.name} file misses the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Its header row must name: ${kind.columns.map((c) => c.name).join(', ')}.`,
    );
  const unknown = header.filter((h) => h !== '' && !known.has(h));
  if (unknown.length > 0)
    throw new ImportFileError(
      `The ${kind.name} file has columns this import does not know: ${unknown.slice(0, 5).join(', ')}. Its columns are: ${kind.columns.map((c) => c.name).join(', ')}.`,
    );
  const twice = header.find((h, i) => h !== '' && header.indexOf(h) !== i);
  if (twice) throw new ImportFileError(`The column ${twice} is named twice in the header row.`);
}

/** Rows inserted after which the written tables' statistics are refreshed: during an import, and at its end. */
const ANALYZE_EVERY_ROWS = 200_000;
const ANALYZE_AFTER_ROWS = 10_000;

const emptyCounts = (): ImportCounts => ({
  read: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  refused: 0,
  deactivated: 0,
});

class Pass {
  readonly counts = emptyCounts();
  readonly refusedRows: RefusedRow[] = [];
  private readonly refusedLines = new Set<number>();

  refuse(row: RefusedRow): void {
    if (!this.refusedLines.has(row.line)) {
      this.refusedLines.add(row.line);
      this.counts.refused++;
    }
    if (this.refusedRows.length < IMPORT_REFUSED_KEPT) this.refusedRows.push(row);
  }
}

/** The row checked on its own: its cells, and its key not repeating an earlier row's. */
function checkRow(
  kind: ImportKind<unknown>,
  line: number,
  values: Readonly<Record<string, string>>,
  seen: Map<string, number>,
): Checked<unknown> {
  const parsed = kind.parse(values);
  if (!parsed.ok)
    return { line, refused: parsed.problems.map((p) => refusal(line, p.column, p.reason, values[p.column] ?? '')) };
  const key = kind.keyOf(parsed.row);
  const first = seen.get(key);
  if (first !== undefined) return { line, refused: [refusal(line, '', `repeats line ${first} (the same ${key})`)] };
  seen.set(key, line);
  return { line, row: parsed.row };
}

/**
 * Reads the file once, checking each row on its own and then in batches against the database: with `write`, each
 * batch is written in its own transaction (or all of them in `single`); without, it is only compared and counted.
 */
async function pass(run: ImportRun, write: boolean, single: Db | null): Promise<Pass> {
  const { kind } = run;
  const out = new Pass();
  const total = estimateRows(run.text);
  const seen = new Map<string, number>();
  const codes = new Set<string>();
  const missingColumn = kind.deactivateMissing?.column;
  const groups = new RowGroups<unknown>();
  let batch: Lined<unknown>[] = [];
  const made = new Map<string, unknown>();

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const ctx = { now: run.now(), outbox: run.outbox, write, made };
    const done = write
      ? single
        ? await kind.apply(single, rows, ctx)
        : await run.db.transaction().execute((trx) => kind.apply(trx, rows, ctx))
      : await kind.apply(run.db, rows, ctx);
    out.counts.inserted += done.inserted;
    out.counts.updated += done.updated;
    out.counts.unchanged += done.unchanged;
    for (const r of done.refused) out.refuse(r);
    if (write) {
      grown += done.inserted;
      if (grown >= ANALYZE_EVERY_ROWS) await analyze();
    }
    await run.onProgress?.(out.counts.read, Math.max(total, out.counts.read));
  };
  // The tables' statistics, as they grow: later batches (and the next import) look their rows up by index.
  let grown = 0;
  const analyze = async () => {
    grown = 0;
    await analyzeTables(single ?? run.db, kind.tables);
  };
  // A group's rows arrive together: the batch is flushed before them, never between them.
  const take = async ({ accepted, refused }: Released<unknown>) => {
    for (const r of refused) out.refuse(r);
    if (accepted.length === 0) return;
    if (batch.length >= kind.batchSize) await flush();
    batch.push(...accepted);
  };

  for await (const item of readCsv(run.text)) {
    if ('header' in item) {
      checkHeader(kind, item.header);
      continue;
    }
    const { line, values } = item;
    out.counts.read++;
    if (missingColumn) codes.add((values[missingColumn] ?? '').trim().toUpperCase());
    await take(groups.next(kind.groupOf?.(values) ?? '', checkRow(kind, line, values, seen)));
  }
  await take(groups.finish());
  await flush();
  if (grown >= ANALYZE_AFTER_ROWS) await analyze();
  const missing = kind.deactivateMissing;
  if (run.options.deactivateMissing && missing) {
    out.counts.deactivated = !write
      ? await missing.run(run.db, codes, false)
      : single
        ? await missing.run(single, codes, true)
        : await run.db.transaction().execute((trx) => missing.run(trx, codes, true));
  }
  return out;
}

async function bumpCaches(db: Db, kind: ImportKind<unknown>): Promise<void> {
  for (const name of kind.caches) await bumpCacheVersion(db, name);
}

/**
 * One import: a dry run compares and counts only; an all-or-nothing import checks the whole file first and writes it
 * in one transaction only when no row is refused; otherwise each batch is its own transaction and the refused rows
 * are skipped. The kind's caches are bumped once, at the end.
 */
export async function runImport(run: ImportRun): Promise<ImportResult> {
  const { options, kind } = run;
  if (options.dryRun || options.allOrNothing) {
    const check = await pass(run, false, null);
    const result = { counts: check.counts, refusedRows: check.refusedRows, rows: check.counts.read };
    if (options.dryRun) return { ...result, error: '' };
    if (check.counts.refused > 0)
      return {
        ...result,
        counts: { ...check.counts, inserted: 0, updated: 0, unchanged: 0, deactivated: 0 },
        error: `${check.counts.refused} row(s) refused: nothing was imported (all or nothing).`,
      };
    const written = await run.db.transaction().execute(async (trx) => {
      const p = await pass(run, true, trx);
      await bumpCaches(trx, kind);
      return p;
    });
    return { counts: written.counts, refusedRows: written.refusedRows, rows: written.counts.read, error: '' };
  }
  const written = await pass(run, true, null);
  await run.db.transaction().execute((trx) => bumpCaches(trx, kind));
  return { counts: written.counts, refusedRows: written.refusedRows, rows: written.counts.read, error: '' };
}
