import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { dateRangeError } from '../utils/history-params';

interface HistoryFiltersProps {
  search: string;
  startDate: string;
  endDate: string;
  searchLabel: string;
  onSearch: (text: string) => void;
  onDates: (startDate: string, endDate: string) => void;
}

/** The search box and the start and end date filter both history screens share. */
export function HistoryFilters({ search, startDate, endDate, searchLabel, onSearch, onDates }: HistoryFiltersProps) {
  const rangeError = dateRangeError(startDate, endDate);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
      <TextField
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        label="Search"
        placeholder={searchLabel}
        autoComplete="off"
        sx={{ flex: '1 1 260px' }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        type="date"
        label="Start Date"
        value={startDate}
        onChange={(e) => onDates(e.target.value, endDate)}
        sx={{ flex: '1 1 160px', maxWidth: { sm: 200 } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="End Date"
        value={endDate}
        onChange={(e) => onDates(startDate, e.target.value)}
        error={!!rangeError}
        helperText={rangeError ?? ' '}
        sx={{ flex: '1 1 160px', maxWidth: { sm: 200 } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
