import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import type { ImportKind } from './import-kind';
import { runImport } from './import-runner';

/** Whether the planner has statistics of the prices table (ANALYZE ran on it). */
async function analyzed(m: MigratedDatabase): Promise<boolean> {
  const { db } = m.database;
  if (m.target.dialect === 'postgres') {
    const { rows } = await sql<{
      at: Date | null;
    }>`select last_analyze as at from pg_stat_user_tables where relname = 'prices'`.execute(db);
    return rows[0]?.at != null;
  }
  // SQLite keeps no row for an empty table, but its first ANALYZE makes the statistics table.
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** A kind whose every row stands for `perRow` rows written to prices (no real rows: statistics of an empty table do). */
function growingKind(perRow: number): ImportKind<string> {
  return {
    name: 'prices',
    columns: [{ name: 'code', required: true, description: '', example: '' }],
    parse: (values) => ({ ok: true, row: values.code ?? '' }),
    keyOf: (row) => row,
    apply: async (_db, rows) => ({ inserted: rows.length * perRow, updated: 0, unchanged: 0, refused: [] }),
    caches: [],
    tables: ['prices'],
    batchSize: 10,
  };
}

describe('an import that writes many rows refreshes the planner statistics of its tables', () => {
  let m: MigratedDatabase;
  beforeAll(async () => {
    m = await createMigratedDatabase();
  });
  afterAll(() => m.close());

  const run = (perRow: number, options = { dryRun: false, allOrNothing: false, deactivateMissing: false }) =>
    runImport({
      db: m.database.db,
      kind: growingKind(perRow),
      text: 'code\r\nA\r\nB\r\n',
      options,
      now: () => Date.now(),
      outbox: { enqueue: async () => {}, kick: () => {}, drain: async () => 0 },
    });

  it('not after a few rows, nor after a dry run', async () => {
    await run(10);
    await run(10_000, { dryRun: true, allOrNothing: false, deactivateMissing: false });
    expect(await analyzed(m)).toBe(false);
  });

  it('after ten thousand rows or more', async () => {
    await run(5_000);
    expect(await analyzed(m)).toBe(true);
  });
});
