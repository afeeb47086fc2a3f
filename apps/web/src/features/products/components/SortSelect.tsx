import { MenuItem, TextField } from '@mui/material';
import { PAGE_SORT_LABELS, PAGE_SORTS, type PageSort } from '@storefront/domain';

interface SortSelectProps {
  value: PageSort;
  onChange: (sort: PageSort) => void;
}

/** Spec 1 §2 Sort By: Description, Sequence, Product Code, Brand. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <TextField select size="small" label="Sort By" value={value} onChange={(e) => onChange(e.target.value as PageSort)} fullWidth sx={{ minWidth: 150 }}>
      {PAGE_SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {PAGE_SORT_LABELS[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}
