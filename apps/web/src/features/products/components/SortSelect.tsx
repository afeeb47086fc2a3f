import { MenuItem, TextField } from '@mui/material';
import { PAGE_SORT_LABELS, PAGE_SORTS, type PageSort } from '@storefront/domain';

interface SortSelectProps {
  value: PageSort;
  onChange: (sort: PageSort) => void;
}

/** Spec 1 §2 Sort By: Description, Sequence, Product Code, Brand. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Sort By"
      value={value}
      onChange={(e) => onChange(e.target.value as PageSort)}
      // 'Product Code' with the arrow fits 160 px.
      sx={{ minWidth: 160, flex: { xs: '1 1 160px', md: '0 0 160px' } }}
    >
      {PAGE_SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {PAGE_SORT_LABELS[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}
