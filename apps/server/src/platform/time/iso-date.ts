/** The calendar date (YYYY-MM-DD, UTC) of an epoch-ms instant: what effective dates compare against. */
export function isoDateOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with one (issue 29). */
const localDateFormats = new Map<string, Intl.DateTimeFormat>();
/** Zones are few (the site's, a ship-to's); the bound keeps a run of odd ones from growing the map. */
const LOCAL_DATE_FORMATS_LIMIT = 64;

function localDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = localDateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; an unknown zone throws RangeError here, before anything is kept.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (localDateFormats.size >= LOCAL_DATE_FORMATS_LIMIT) localDateFormats.clear();
    localDateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) of an epoch-ms instant in a time zone: the distributor's "today". */
export function localIsoDate(epochMs: number, timeZone: string): string {
  return localDateFormat(timeZone).format(epochMs);
}
