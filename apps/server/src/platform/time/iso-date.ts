/** The calendar date (YYYY-MM-DD, UTC) of an epoch-ms instant: what effective dates compare against. */
export function isoDateOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
