import type { CreditRequestStatus, CreditRequestSummary } from '@storefront/contract';
import { formatCurrency } from '@storefront/domain';
import type { TagTone } from '../../../components/ui/tag-color';

/** An instant as the credit screens show it: 'Nov 27, 2026, 7:40 PM'. */
export function instantText(ms: number): string {
  return new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The colour of a request's status tag: an open one waits for a review, a reviewed one is done. */
export const statusTone = (status: CreditRequestStatus): TagTone => (status === 'Open' ? 'warning' : 'primary');

/** '$24.90 requested', and what was approved once reviewed: '$24.90 requested, $12.45 approved'. */
export function amountsText(request: Pick<CreditRequestSummary, 'requestedAmount' | 'approvedAmount'>): string {
  const requested = `${formatCurrency(request.requestedAmount)} requested`;
  return request.approvedAmount === null
    ? requested
    : `${requested}, ${formatCurrency(request.approvedAmount)} approved`;
}

/** The path of a request's page. */
export const creditPath = (number: string) => `/credits/${encodeURIComponent(number)}`;
