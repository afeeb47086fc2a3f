/**
 * Spec 1 §2: the /products filters live in the URL hash (mc = main category code,
 * c = category code, og = order guide name), e.g. /products#mc=MEAT&c=BEEF.
 * An empty string means "no filter".
 */
export interface HashFilters {
  mc: string;
  c: string;
  og: string;
}

export const NO_FILTERS: HashFilters = { mc: '', c: '', og: '' };

/** Reads '#mc=MEAT&c=BEEF' (or without the '#'); unknown keys are ignored. */
export function parseHashFilters(hash: string): HashFilters {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (key: string) => (params.get(key) ?? '').trim();
  return { mc: read('mc'), c: read('c'), og: read('og') };
}

/** '#mc=MEAT&c=BEEF' in a fixed order (mc, c, og); '' when nothing is filtered. */
export function serializeHashFilters(filters: HashFilters): string {
  const params = new URLSearchParams();
  if (filters.mc) params.set('mc', filters.mc);
  if (filters.c) params.set('c', filters.c);
  if (filters.og) params.set('og', filters.og);
  const text = params.toString();
  return text ? `#${text}` : '';
}

/** The link to a main category or one of its categories: '/products#mc=MEAT&c=BEEF'. */
export function productsHref(mc = '', c = ''): string {
  return `/products${serializeHashFilters({ mc, c, og: '' })}`;
}

export function sameFilters(a: HashFilters, b: HashFilters): boolean {
  return a.mc === b.mc && a.c === b.c && a.og === b.og;
}
