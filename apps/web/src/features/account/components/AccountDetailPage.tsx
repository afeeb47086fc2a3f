import { useMemo, useState } from 'react';
import { Alert, Box, Typography, useMediaQuery } from '@mui/material';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import { Loading } from '../../../components/Loading';
import { ErrorState } from '../../../components/ErrorState';
import { useDebouncedValue } from '../../../lib/timing/use-debounced-value';
import { useAccountDetail } from '../api/get-account-detail';
import {
  dateRangeError,
  DEFAULT_DETAIL_SORT,
  type DetailSort,
  nextSort,
  searchRows,
  sortRows,
  withRunning,
} from '../utils/detail-table';
import { DetailCards } from './DetailCards';
import { DetailFilters } from './DetailFilters';
import { DetailTable } from './DetailTable';

/** Spec 2 §9 mobile breakpoint. */
const PHONE = '(max-width:599.95px)';

/** /account/detail (spec 2 §2 Account Details). */
export function AccountDetailPage() {
  const { settings } = useSession();
  const phone = useMediaQuery(PHONE);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  // Issue 33: the salesperson's start page links to one invoice as ?search={invoice number}.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [sort, setSort] = useState<DetailSort>(DEFAULT_DETAIL_SORT);
  const rangeError = dateRangeError(startDate, endDate);
  // A range the server would refuse is not asked for: the rows of the last good range stay.
  const [range, setRange] = useState({ startDate, endDate });
  if (!rangeError && (range.startDate !== startDate || range.endDate !== endDate)) setRange({ startDate, endDate });
  const detail = useAccountDetail(range);
  const text = useDebouncedValue(search, 300);

  const all = useMemo(() => withRunning(detail.data?.rows ?? []), [detail.data]);
  const rows = useMemo(() => sortRows(searchRows(all, text), sort), [all, text, sort]);
  const canPrintInvoices = settings?.canPrintInvoices ?? false;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Account Details
      </Typography>
      <DetailFilters
        startDate={startDate}
        endDate={endDate}
        search={search}
        rangeError={rangeError}
        onStartDate={setStartDate}
        onEndDate={setEndDate}
        onSearch={setSearch}
      />
      {detail.isPending && <Loading label="Loading account details" />}
      {detail.isError && !detail.data && (
        <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      )}
      {detail.data?.truncated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only the newest rows are shown. Choose a start and end date to see older ones.
        </Alert>
      )}
      {detail.data && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No invoices match.
        </Typography>
      )}
      {rows.length > 0 &&
        (phone ? (
          <DetailCards rows={rows} canPrintInvoices={canPrintInvoices} />
        ) : (
          <DetailTable
            rows={rows}
            sort={sort}
            canPrintInvoices={canPrintInvoices}
            onSort={(key) => setSort(nextSort(sort, key))}
          />
        ))}
    </Box>
  );
}
