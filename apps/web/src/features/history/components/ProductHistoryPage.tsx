import { useMediaQuery } from '@mui/material';
import { useProductHistory } from '../api/history-queries';
import { useHistoryParams } from '../hooks/use-history-params';
import { anyPrice } from '../utils/history-params';
import { HISTORY_SMALL_SCREEN } from '../utils/small-screen';
import { HistoryPageFrame } from './HistoryPageFrame';
import { ProductHistoryCards } from './ProductHistoryCards';
import { type ProductHistorySort, ProductHistoryTable } from './ProductHistoryTable';

/** Spec 3 §2 Product History (/history/products). */
export function ProductHistoryPage() {
  const filter = useHistoryParams<ProductHistorySort>('invoiceDate');
  const history = useProductHistory(filter.params);
  const narrow = useMediaQuery(HISTORY_SMALL_SCREEN);
  const lines = history.data?.pages.flatMap((p) => p.lines) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;
  const showPrice = anyPrice(lines);
  return (
    <HistoryPageFrame
      filter={filter}
      searchLabel="Order number, product code, type or description"
      label="product history"
      history={history}
      shown={lines.length}
      total={total}
    >
      {(more) =>
        narrow ? (
          <ProductHistoryCards lines={lines} showPrice={showPrice} />
        ) : (
          <ProductHistoryTable
            lines={lines}
            showPrice={showPrice}
            sortBy={filter.params.sortBy}
            direction={filter.params.direction}
            onSort={filter.sortBy}
            onEndReached={more}
          />
        )
      }
    </HistoryPageFrame>
  );
}
