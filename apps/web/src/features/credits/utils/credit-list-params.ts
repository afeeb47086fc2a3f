import { type CreditListQuery, CreditRequestStatus } from '@storefront/contract';

/** Requests per page of /credits. */
const CREDIT_PAGE_SIZE = 20;

/** The list's filters and page from the address (?status=Open&customer=12&page=2); anything unreadable is left out. */
export function creditListQuery(params: URLSearchParams): CreditListQuery {
  const status = CreditRequestStatus.safeParse(params.get('status'));
  const customer = Number(params.get('customer'));
  const page = Number(params.get('page'));
  return {
    status: status.success ? status.data : undefined,
    customerKey: Number.isInteger(customer) && customer > 0 ? customer : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: CREDIT_PAGE_SIZE,
  };
}

/** The address of a changed filter: a new filter starts at page 1. */
export function withFilter(
  params: URLSearchParams,
  name: 'status' | 'customer' | 'page',
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (name === 'page' && value === '1')) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

/** How many pages the list has (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
