import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { CustomerListItem } from '@storefront/contract';
import { useDebouncedValue } from '../../../lib/timing/use-debounced-value';
import { type CustomerScope, useCreditCustomers } from '../api/credit-customers';

const SEARCH_DEBOUNCE_MS = 300;

/** The customer chosen: its key, and its name when known. */
export interface ChosenCustomer {
  customerKey: number;
  name: string;
  customerCode?: string;
}

interface CreditCustomerFilterProps {
  scope: CustomerScope;
  /** The customer the list is narrowed to (from the address), or null for all. */
  value: ChosenCustomer | null;
  onChange: (customer: ChosenCustomer | null) => void;
}

/**
 * The /credits customer filter: typed names or codes are searched on the server (debounced; an administrator's search
 * answers at most 50), so every customer can be found, not only the first ones. Cleared, it shows all customers.
 */
export function CreditCustomerFilter({ scope, value, onChange }: CreditCustomerFilterProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const choices = useCreditCustomers(scope, search);
  const listed: ChosenCustomer[] = choices.data ?? [];
  // The chosen customer stays offered while the search answers others, so the field can show it.
  const options = value && !listed.some((c) => c.customerKey === value.customerKey) ? [value, ...listed] : listed;
  return (
    <Autocomplete
      value={value}
      options={options}
      // The server searched: every customer it answered is offered as it is.
      filterOptions={(o) => o}
      getOptionLabel={(c) => (c.customerCode ? `${c.name} (${c.customerCode})` : c.name)}
      getOptionKey={(c) => c.customerKey}
      isOptionEqualToValue={(a, b) => a.customerKey === b.customerKey}
      onChange={(_e, customer: ChosenCustomer | null) => {
        setTyped('');
        onChange(customer);
      }}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setTyped(text);
        else if (reason === 'clear') setTyped('');
      }}
      loading={choices.isFetching}
      loadingText="Searching…"
      noOptionsText={choices.isError ? 'The customers could not be loaded' : 'No customers found'}
      renderOption={(props, customer: CustomerListItem | ChosenCustomer) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{customer.name}</Typography>
              {customer.customerCode && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {customer.customerCode}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Customer" placeholder="All customers" />}
    />
  );
}
