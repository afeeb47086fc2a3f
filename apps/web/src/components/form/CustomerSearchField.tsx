import { type ReactNode, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDebouncedValue } from '../../lib/timing/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/** A customer as a search offers it: its key and name, and its code when the answer carries it. */
export interface CustomerOption {
  customerKey: number;
  name: string;
  customerCode?: string;
}

/** The server's answer for the typed text, as a query hook gives it. */
export interface CustomerChoices<T> {
  data?: readonly T[];
  isFetching: boolean;
  isError: boolean;
}

interface CustomerSearchFieldProps<T extends CustomerOption> {
  value: T | null;
  onChange: (customer: T | null) => void;
  /** The customers matching the typed name or code (debounced; empty text: the first ones). A stable hook. */
  useChoices: (search: string) => CustomerChoices<T>;
  label: string;
  placeholder?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  /** What the field shows for the chosen customer. */
  optionLabel?: (customer: T) => string;
  /** In a dialog: the list stays inside it (a portal would leave the dialog) and is not clipped by its scrolling. */
  inDialog?: boolean;
}

/**
 * A customer found by name or code as the user types, searched on the server (every customer can be found, not only
 * the first ones a list answers). The chosen customer stays offered while the search answers others, so the field can
 * show it. Each option shows the name and, below it, the code.
 */
export function CustomerSearchField<T extends CustomerOption>({
  value,
  onChange,
  useChoices,
  label,
  placeholder,
  required,
  error,
  helperText,
  onBlur,
  optionLabel = (c) => c.name,
  inDialog = false,
}: CustomerSearchFieldProps<T>) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const choices = useChoices(search);
  const listed: readonly T[] = choices.data ?? [];
  const options = value && !listed.some((c) => c.customerKey === value.customerKey) ? [value, ...listed] : listed;
  return (
    <Autocomplete
      {...(inDialog ? { disablePortal: true, slotProps: { popper: { popperOptions: { strategy: 'fixed' } } } } : {})}
      value={value}
      options={options}
      // The server searched: every customer it answered is offered as it is.
      filterOptions={(o) => o}
      getOptionLabel={optionLabel}
      getOptionKey={(c) => c.customerKey}
      isOptionEqualToValue={(a, b) => a.customerKey === b.customerKey}
      onChange={(_e, customer: T | null) => {
        setTyped('');
        onChange(customer);
      }}
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
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
