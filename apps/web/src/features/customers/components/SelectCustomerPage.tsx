import { useMemo, useState } from 'react';
import { Box, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { CustomerListItem } from '@storefront/contract';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useDebouncedValue } from '../../../lib/timing/use-debounced-value';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/catalogue/search-text';
import { useCustomerList } from '../api/get-customer-list';
import { useListKeyboard } from '../hooks/use-list-keyboard';
import { filterCustomers } from '../utils/customer-list';
import { CustomerList } from './CustomerList';
import { customerOptionId } from './CustomerRow';
import { NeedsAttention } from './NeedsAttention';

const LIST_ID = 'customer-listbox';

/** Spec 2 Select Customer. Back on this screen logs out: see useLogoutOnHistoryPop in the session provider. */
export function SelectCustomerPage() {
  const { selectCustomer } = useSessionActions();
  // The user type is known once a customer is chosen; the user (a salesperson) already is.
  const { user } = useSession();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const serverSearch = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const list = useCustomerList(serverSearch);
  const customers = useMemo(() => filterCustomers(list.data ?? [], text), [list.data, text]);
  const current = Math.min(active, Math.max(customers.length - 1, 0));

  const choose = (customer: CustomerListItem | undefined) => {
    if (customer) selectCustomer(customer.customerKey);
  };
  const onKeyDown = useListKeyboard({
    count: customers.length,
    active: current,
    setActive,
    onChoose: (index) => choose(customers[index]),
  });

  return (
    <Stack spacing={2}>
      {/* Issue 33: what needs attention at the salesperson's customers (issue 32's missing usual orders among them),
          before the search (Shift+Tab from it). */}
      {user?.isSalesperson === true && <NeedsAttention />}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2, pb: 1.5 }}>
          <TextField
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder="Search name or code"
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-label': 'Search customers',
                'aria-controls': LIST_ID,
                'aria-expanded': customers.length > 0,
                'aria-activedescendant': customers[current]
                  ? customerOptionId(customers[current].customerKey)
                  : undefined,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          {customers.length > 0 && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              // A touch screen has no arrow keys or Enter to follow the hint with.
              sx={{ mt: 1, '@media (hover: none) and (pointer: coarse)': { display: 'none' } }}
            >
              Use ↑ ↓ or Tab to move, Enter to choose.
            </Typography>
          )}
        </Box>
        {list.isPending ? (
          <Loading label="Loading customers" />
        ) : list.isError && !list.data ? (
          <Box sx={{ px: 2 }}>
            <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
          </Box>
        ) : customers.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            No customers.
          </Typography>
        ) : (
          <CustomerList
            id={LIST_ID}
            customers={customers}
            active={current}
            onActiveChange={setActive}
            onChoose={choose}
          />
        )}
      </Paper>
    </Stack>
  );
}
