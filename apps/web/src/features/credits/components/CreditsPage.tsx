import { useMemo, useState } from 'react';
import { Box, Pagination, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useSession } from '../../../lib/session/use-session';
import type { CustomerScope } from '../api/credit-customers';
import { useCreditList } from '../api/credits-api';
import { creditListQuery, pageCount, withFilter } from '../utils/credit-list-params';
import type { ChosenCustomer } from './CreditCustomerFilter';
import { CreditFilters } from './CreditFilters';
import { CreditRequestCard } from './CreditRequestCard';

/**
 * Issue 33 Credits (/credits): credit requests, newest first, by status and (for salespeople and administrators) by
 * customer, a page at a time. A customer's users see their customer's requests.
 */
export function CreditsPage() {
  const { user, userType } = useSession();
  const [params, setParams] = useSearchParams();
  const query = creditListQuery(params);
  const scope: CustomerScope | null =
    userType === 'Salesperson' ? 'salesperson' : user?.isAdmin ? 'administrator' : null;
  const list = useCreditList(query);
  const set = (name: 'status' | 'customer' | 'page', value: string) => setParams(withFilter(params, name, value));
  // The customer picked in the filter; one named only by the address takes its name from its requests.
  const [picked, setPicked] = useState<ChosenCustomer | null>(null);
  const key = query.customerKey;
  const listedName = list.data?.requests.find((r) => r.customerKey === key)?.customerName;
  // One object while the choice stands: the field shows a new value's name in place of what is being typed.
  const customer = useMemo<ChosenCustomer | null>(
    () =>
      !key ? null : picked?.customerKey === key ? picked : { customerKey: key, name: listedName ?? `Customer ${key}` },
    [key, picked, listedName],
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {scope
          ? 'Credit requests from delivery check-ins. Open ones wait for your review.'
          : 'Your credit requests from delivery check-ins, and what was approved.'}
      </Typography>
      <CreditFilters
        status={query.status ?? ''}
        onStatus={(status) => set('status', status)}
        scope={scope}
        customer={customer}
        onCustomer={(chosen) => {
          setPicked(chosen);
          set('customer', chosen ? String(chosen.customerKey) : '');
        }}
      />
      {list.isPending ? (
        <Loading label="Loading credit requests" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.requests.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {query.status || query.customerKey
            ? 'No credit requests match these filters.'
            : 'No credit requests yet. A delivery checked in with a problem line makes one.'}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {list.data.total === 1 ? '1 credit request' : `${list.data.total} credit requests`}
          </Typography>
          <Box
            component="ul"
            aria-label="Credit requests"
            aria-busy={list.isFetching}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            }}
          >
            {list.data.requests.map((r) => (
              <CreditRequestCard key={r.number} request={r} />
            ))}
          </Box>
          {list.data.total > list.data.pageSize && (
            <Pagination
              sx={{ mt: 2 }}
              count={pageCount(list.data.total, list.data.pageSize)}
              page={list.data.page}
              onChange={(_e, page) => set('page', String(page))}
              getItemAriaLabel={(type, page) =>
                type === 'page' ? `Page ${page}` : type === 'next' ? 'Next page' : 'Previous page'
              }
            />
          )}
        </>
      )}
    </Box>
  );
}
