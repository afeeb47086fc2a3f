import { Paper, useMediaQuery } from '@mui/material';
import type { HistoryOrderSort } from '@storefront/contract';
import { useOrderHistory } from '../api/history-queries';
import { useHistoryParams } from '../hooks/use-history-params';
import { HistoryFilters } from './HistoryFilters';
import { HistoryResults } from './HistoryResults';
import { OrderHistoryCards } from './OrderHistoryCards';
import { OrderHistoryTable } from './OrderHistoryTable';

/** Spec 3 §2: cards instead of the table below 600 px. */
const NARROW = '(max-width:599.95px)';

/** Spec 3 §2 Order History (/history/orders). */
export function OrderHistoryPage() {
  const filter = useHistoryParams<HistoryOrderSort>('orderDate');
  const history = useOrderHistory(filter.params);
  const narrow = useMediaQuery(NARROW);
  const orders = history.data?.pages.flatMap((p) => p.orders) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <HistoryFilters
        search={filter.search}
        startDate={filter.startDate}
        endDate={filter.endDate}
        searchLabel="Order or P.O. number, status"
        onSearch={filter.setSearch}
        onDates={filter.setDates}
      />
      <HistoryResults
        label="order history"
        isPending={history.isPending}
        error={history.error}
        shown={orders.length}
        total={total}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={() => void history.fetchNextPage()}
        onRetry={() => void history.refetch()}
      >
        {narrow ? (
          <OrderHistoryCards orders={orders} />
        ) : (
          <OrderHistoryTable orders={orders} sortBy={filter.params.sortBy} direction={filter.params.direction} onSort={filter.sortBy} />
        )}
      </HistoryResults>
    </Paper>
  );
}
