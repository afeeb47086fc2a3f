import { MenuItem, TextField } from '@mui/material';

interface OrderGuideSelectProps {
  /** The chosen guide; '' for All Products. */
  value: string;
  names: readonly string[];
  offerAllProducts: boolean;
  onChange: (og: string) => void;
}

/** Guide names are at most 12 characters: a narrow select ('All Products' fits 150 px with the arrow). */
const selectSx = { minWidth: 150, flex: { xs: '1 1 150px', md: '0 0 150px' } } as const;
/** Show 'All Products' for the empty value instead of an unlabelled blank. */
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Spec 1 §2 Order Guide filter: 'All Products' (unless the menu forbids it) and the customer's guides. */
export function OrderGuideSelect({ value, names, offerAllProducts, onChange }: OrderGuideSelectProps) {
  return (
    <TextField select size="small" label="Order Guide" value={value} onChange={(e) => onChange(e.target.value)} sx={selectSx} slotProps={showEmpty}>
      {offerAllProducts && <MenuItem value="">All Products</MenuItem>}
      {names.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
