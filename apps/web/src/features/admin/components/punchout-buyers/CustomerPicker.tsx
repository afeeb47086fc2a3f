import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDebouncedValue } from '../../../../lib/timing/use-debounced-value';
import { useCustomerChoices } from '../../api/customer-choices';
import type { CustomerChoice } from '../../utils/punchout-buyer-draft';
import type { FieldState } from './section-props';

const SEARCH_DEBOUNCE_MS = 300;

type Option = CustomerChoice & { customerCode?: string };

interface CustomerPickerProps extends FieldState {
  value: CustomerChoice | null;
  onChange: (customer: CustomerChoice | null) => void;
}

/**
 * The customer a buyer orders for, searched by name or code among the customers the administrator may see (the
 * Select Customer list). The buyer's current customer stays offered even when that list does not hold it.
 */
export function CustomerPicker({ value, onChange, onBlur, ...state }: CustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const choices = useCustomerChoices(search);
  const listed: Option[] = choices.data ?? [];
  const selected: Option | null = value;
  const options: Option[] =
    value && search === '' && !listed.some((c) => c.customerKey === value.customerKey) ? [value, ...listed] : listed;
  return (
    <Autocomplete
      // Inside the dialog (its content must stay in the dialog), fixed so the dialog's scrolling does not clip it.
      disablePortal
      slotProps={{ popper: { popperOptions: { strategy: 'fixed' } } }}
      value={selected}
      options={options}
      // The server searched: every customer it answered is offered as it is.
      filterOptions={(o) => o}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.customerKey}
      isOptionEqualToValue={(a, b) => a.customerKey === b.customerKey}
      onChange={(_e, customer: Option | null) =>
        onChange(customer && { customerKey: customer.customerKey, name: customer.name })
      }
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setTyped(text);
        else if (reason === 'clear') setTyped('');
      }}
      onBlur={onBlur}
      loading={choices.isFetching}
      loadingText="Searching…"
      noOptionsText={choices.isError ? 'The customers could not be loaded' : 'No customers found'}
      renderOption={(props, customer) => {
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
      renderInput={(params) => <TextField {...params} {...state} label="Customer" required />}
    />
  );
}
