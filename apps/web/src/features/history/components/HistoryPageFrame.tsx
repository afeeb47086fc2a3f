import type { ReactNode } from 'react';
import { Paper } from '@mui/material';
import { HistoryFilters } from './HistoryFilters';
import { HistoryResults } from './HistoryResults';

interface HistoryFilterState {
  search: string;
  startDate: string;
  endDate: string;
  setSearch: (search: string) => void;
  setDates: (startDate: string, endDate: string) => void;
}

interface HistoryPages {
  isPending: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface HistoryPageFrameProps {
  filter: HistoryFilterState;
  searchLabel: string;
  /** What is listed, for the loading text. */
  label: string;
  history: HistoryPages;
  shown: number;
  total: number;
  /** The rows; `more` loads the next page (once, while none is loading). */
  children: (more: () => void) => ReactNode;
}

/** What Order History and Product History share: the filters, the states of spec 3 §4, and paging. */
export function HistoryPageFrame({
  filter,
  searchLabel,
  label,
  history,
  shown,
  total,
  children,
}: HistoryPageFrameProps) {
  const more = () => {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <HistoryFilters
        search={filter.search}
        startDate={filter.startDate}
        endDate={filter.endDate}
        searchLabel={searchLabel}
        onSearch={filter.setSearch}
        onDates={filter.setDates}
      />
      <HistoryResults
        label={label}
        isPending={history.isPending}
        error={history.error}
        shown={shown}
        total={total}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={more}
        onRetry={() => void history.refetch()}
      >
        {children(more)}
      </HistoryResults>
    </Paper>
  );
}
