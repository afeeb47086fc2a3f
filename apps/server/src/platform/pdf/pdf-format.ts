const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec 3: dates read MM/dd/yyyy. '2026-11-23' -> '11/23/2026'; anything else is shown as given. */
export function usDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}
