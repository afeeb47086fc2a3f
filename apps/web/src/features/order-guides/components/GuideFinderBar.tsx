import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { MainCategory } from '@storefront/contract';

interface GuideFinderBarProps {
  typed: string;
  onTyped: (text: string) => void;
  mc: string;
  onMc: (code: string) => void;
  mains: readonly MainCategory[];
  checkedOnly: boolean;
  onCheckedOnly: (on: boolean) => void;
}

/** Finds products to check on /order-guide-edit: search text, main category, or the checked ones only. */
export function GuideFinderBar({ typed, onTyped, mc, onMc, mains, checkedOnly, onCheckedOnly }: GuideFinderBarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        label="Find products"
        value={typed}
        onChange={(e) => onTyped(e.target.value)}
        disabled={checkedOnly}
        sx={{ flex: 1 }}
        slotProps={{
          input: { startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} /> },
        }}
      />
      <TextField
        select
        size="small"
        label="Main Category"
        value={mc}
        onChange={(e) => onMc(e.target.value)}
        disabled={checkedOnly}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All Categories</MenuItem>
        {mains.map((m) => (
          <MenuItem key={m.code} value={m.code}>
            {m.description}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={checkedOnly} onChange={(e) => onCheckedOnly(e.target.checked)} />}
        label="Checked only"
      />
    </Stack>
  );
}
