import { Box, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parseISO } from 'date-fns';

interface DetailFiltersProps {
  startDate: string | null;
  endDate: string | null;
  search: string;
  rangeError: string | null;
  onStartDate: (iso: string | null) => void;
  onEndDate: (iso: string | null) => void;
  onSearch: (text: string) => void;
}

const toDate = (iso: string | null) => (iso ? parseISO(iso) : null);
const toIso = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);

/** Spec 2 §2: start and end dates (MM/dd/yyyy, each clearable, start not after end) and a search over reference and remarks. */
export function DetailFilters({
  startDate,
  endDate,
  search,
  rangeError,
  onStartDate,
  onEndDate,
  onSearch,
}: DetailFiltersProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '200px 200px 1fr' }, mb: 2 }}>
        <DatePicker
          label="Start Date"
          format="MM/dd/yyyy"
          value={toDate(startDate)}
          onChange={(d) => onStartDate(toIso(d))}
          slotProps={{
            field: { clearable: true },
            textField: { size: 'small', error: !!rangeError, helperText: rangeError ?? ' ' },
          }}
        />
        <DatePicker
          label="End Date"
          format="MM/dd/yyyy"
          value={toDate(endDate)}
          onChange={(d) => onEndDate(toIso(d))}
          slotProps={{ field: { clearable: true }, textField: { size: 'small', helperText: ' ' } }}
        />
        <TextField
          label="Search reference or remarks"
          size="small"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          helperText=" "
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
