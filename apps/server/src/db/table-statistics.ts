import { sql } from 'kysely';
import type { Db } from './database';
import type { DB } from './schema';

export type AnalyzedTable = keyof DB;

/**
 * Refreshes the planner's statistics of tables that just grew by many rows (ANALYZE, on both dialects): until
 * autovacuum gets to them, PostgreSQL plans a 1,500,000-row prices table as the empty one it last saw, and scans it
 * whole where its index would find a batch's rows (an ERP import's re-import went from 46 s to a few).
 */
export async function analyzeTables(db: Db, tables: readonly AnalyzedTable[]): Promise<void> {
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}
