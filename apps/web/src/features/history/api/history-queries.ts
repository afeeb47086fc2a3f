import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_DEFAULT, HistoryOrderPage, ProductHistoryPage } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import type { HistoryParams } from '../utils/history-params';

function query(params: HistoryParams, offset: number) {
  return {
    search: params.search.trim() || undefined,
    startDate: params.startDate || undefined,
    endDate: params.endDate || undefined,
    sortBy: params.sortBy,
    direction: params.direction,
    offset,
    limit: HISTORY_PAGE_DEFAULT,
  };
}

function nextOffset(loaded: number, total: number): number | undefined {
  return loaded < total ? loaded : undefined;
}

/** GET /api/history/orders, a page at a time; the table asks for the next page as it is scrolled to. */
export function useOrderHistory(params: HistoryParams) {
  const { customerKey } = useSession();
  return useInfiniteQuery({
    queryKey: ['history', 'orders', customerKey ?? 0, params],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/history/orders', { schema: HistoryOrderPage, query: query(params, pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      nextOffset(
        pages.reduce((n, p) => n + p.orders.length, 0),
        last.total,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/history/products?startDate&endDate, a page at a time. */
export function useProductHistory(params: HistoryParams) {
  const { customerKey } = useSession();
  return useInfiniteQuery({
    queryKey: ['history', 'products', customerKey ?? 0, params],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/history/products', { schema: ProductHistoryPage, query: query(params, pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      nextOffset(
        pages.reduce((n, p) => n + p.lines.length, 0),
        last.total,
      ),
    placeholderData: keepPreviousData,
  });
}
