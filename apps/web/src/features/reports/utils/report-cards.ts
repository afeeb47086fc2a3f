import { isEntryUsable, type MenuEntryState, REPORT_ENTRIES } from '@storefront/domain';
import { REPORT_MESSAGES, REPORT_PATHS } from '@storefront/contract';
import { type DocumentOutcome, stateAfterFailure } from '../../../components/document-button-state';

export type ReportEntry = (typeof REPORT_ENTRIES)[number];

/** Spec 3 Reports: the card titles, in the spec's order. */
export const REPORT_TITLES: Record<ReportEntry, string> = {
  CurrentStatement: 'Current Statement',
  OrderGuideList: 'Order Guide List',
  ProductList: 'Product List',
  ProductPriceList: 'Product Price List',
  QuoteSheet: 'Quote Sheet',
};

/** A card is shown only if its menu entry is visible and unlocked. */
export function visibleReports(menu: readonly MenuEntryState[]): ReportEntry[] {
  return REPORT_ENTRIES.filter((e) => isEntryUsable(menu, e));
}

/** The report's URL with its parameters; empty ones are left out so the server's defaults apply. */
export function reportUrl(entry: ReportEntry, params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const qs = query.toString();
  return qs ? `${REPORT_PATHS[entry]}?${qs}` : REPORT_PATHS[entry];
}

/** Spec 3 §8: what the page says when a report does not open. */
export function reportFailure(status: number, message: string): string {
  if (status === 204) return REPORT_MESSAGES.noData;
  if (status === 404) return REPORT_MESSAGES.notFound;
  return message || REPORT_MESSAGES.parseFailure;
}

/** A report that did not open, as the document button takes it: spec 3 §8's words, spec 2 §4's states; no data is news, not an error. */
export function reportFailed(status: number, message: string): DocumentOutcome {
  return {
    kind: 'failed',
    state: stateAfterFailure(status),
    message: reportFailure(status, message),
    quiet: status === 204,
  };
}
