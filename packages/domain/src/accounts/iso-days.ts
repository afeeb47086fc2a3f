const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(iso: string): number {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return utcDay(to) - utcDay(from);
}

/** The date `days` after `iso` (YYYY-MM-DD). */
export function addIsoDays(iso: string, days: number): string {
  return new Date((utcDay(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}
