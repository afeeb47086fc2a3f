/** The calendar date (YYYY-MM-DD, UTC) of an epoch-ms instant: what effective dates compare against. */
export function isoDateOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The calendar date (YYYY-MM-DD) of an epoch-ms instant in a time zone: the distributor's "today". */
export function localIsoDate(epochMs: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    epochMs,
  );
}
