const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec 3 §2: dates are shown as MM/dd/yyyy. An ISO 'YYYY-MM-DD' in, '' for anything else. */
export function formatUsDate(iso: string | null | undefined): string {
  const m = iso ? ISO_DATE.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}
