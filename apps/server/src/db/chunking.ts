/**
 * Rows per multi-row INSERT so that rows x columns stays under the bound-parameter
 * limits of both dialects (SQLite 32,766, PostgreSQL 65,535).
 */
export function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.floor(30_000 / columns));
}

export function* chunked<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
