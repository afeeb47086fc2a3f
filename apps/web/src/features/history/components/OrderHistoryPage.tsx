import { useMediaQuery } from '@mui/material';
import type { HistoryOrderSort } from '@storefront/contract';
import { useOrderHistory } from '../api/history-queries';
import { useHistoryParams } from '../hooks/use-history-params';
import { HISTORY_SMALL_SCREEN } from '../utils/small-screen';
import { HistoryPageFrame } from './HistoryPageFrame';
import { OrderHistoryCards } from './OrderHistoryCards';
import { OrderHistoryTable } from './OrderHistoryTable';
import { RepeatAsStandingOrderProvider } from './RepeatAsStandingOrderProvider';

/** Spec 3 §2 Order History (/history/orders). */
export function OrderHistoryPage() {
  const filter = useHistoryParams<HistoryOrderSort>('orderDate');
  const history = useOrderHistory(filter.params);
  const narrow = useMediaQuery(HISTORY_SMALL_SCREEN);
  const orders = history.data?.pages.flatMap((p) => p.orders) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  return (
    <RepeatAsStandingOrderProvider>
      <HistoryPageFrame
        filter={filter}
        searchLabel="Order or P.O. number, status"
        label="order history"
        history={history}
        shown={orders.length}
        total={total}
      >
        {(more) =>
          narrow ? (
            <OrderHistoryCards orders={orders} />
          ) : (
            <OrderHistoryTable
              orders={orders}
              sortBy={filter.params.sortBy}
              direction={filter.params.direction}
              onSort={filter.sortBy}
              onEndReached={more}
            />
          )
        }
      </HistoryPageFrame>
    </RepeatAsStandingOrderProvider>
  );
}
