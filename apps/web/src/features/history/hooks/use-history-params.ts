import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/timing/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/catalogue/search-text';
import { dateRangeError, type HistoryParams, nextSort } from '../utils/history-params';

/** The filter as typed, and the parameters the server is asked with (the search once typing pauses). */
export function useHistoryParams<S extends string>(defaultSort: S) {
  const [search, setSearch] = useState('');
  const [dates, setDates] = useState({ startDate: '', endDate: '' });
  const [sort, setSort] = useState<Pick<HistoryParams<S>, 'sortBy' | 'direction'>>({
    sortBy: defaultSort,
    direction: 'desc',
  });
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // An unfinished or backwards range keeps the last good one.
  const [goodDates, setGoodDates] = useState(dates);
  const params: HistoryParams<S> = useMemo(
    () => ({ search: debounced, ...goodDates, ...sort }),
    [debounced, goodDates, sort],
  );
  return {
    params,
    search,
    ...dates,
    setSearch,
    setDates: (startDate: string, endDate: string) => {
      setDates({ startDate, endDate });
      if (!dateRangeError(startDate, endDate)) setGoodDates({ startDate, endDate });
    },
    sortBy: (column: S) => setSort((current) => nextSort(current, column)),
  };
}
