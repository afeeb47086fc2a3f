import { ListSubheader, MenuItem, TextField } from '@mui/material';
import type { Category, MainCategory } from '@storefront/contract';
import { categoryGroups } from '../utils/category-choice';
import { EXCLUDED_LABEL } from './ExcludedChip';

interface CategoryFiltersProps {
  mains: readonly MainCategory[];
  categories: readonly Category[];
  mc: string;
  c: string;
  disabled?: boolean;
  onMainCategory: (mc: string) => void;
  onCategory: (c: string) => void;
}

/** Wide enough for 'All Categories' and the longer names ('Sausage & Bacon') with the arrow, so no value is cut. */
const selectSx = { minWidth: 180, flex: { xs: '1 1 180px', md: '0 0 180px' } } as const;
/** 'All Main Categories' and 'Paper & Disposables' need about 210 px with the arrow. */
const mainSelectSx = { minWidth: 215, flex: { xs: '1 1 215px', md: '0 0 215px' } } as const;
/** Show 'All ...' for the empty value instead of an unlabelled blank. */
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Main Category and Category selects; excluded categories are labelled (spec 1 §2). */
export function CategoryFilters({ mains, categories, mc, c, disabled, onMainCategory, onCategory }: CategoryFiltersProps) {
  const groups = categoryGroups(mains, categories, mc);
  // A code from an old link that the catalogue no longer has still shows, rather than a blank select.
  const knownMain = mc === '' || mains.some((m) => m.code === mc);
  const knownCategory = c === '' || categories.some((cat) => cat.code === c);
  const options = groups.flatMap((g) => [
    ...(mc ? [] : [<ListSubheader key={`h-${g.main.code}`}>{g.main.description}</ListSubheader>]),
    ...g.categories.map((cat) => (
      <MenuItem key={cat.code} value={cat.code}>
        {cat.isExcluded ? `${cat.description} — ${EXCLUDED_LABEL}` : cat.description}
      </MenuItem>
    )),
  ]);

  return (
    <>
      <TextField
        select
        size="small"
        label="Main Category"
        value={mc}
        disabled={disabled}
        onChange={(e) => onMainCategory(e.target.value)}
        sx={mainSelectSx}
        slotProps={showEmpty}
      >
        <MenuItem value="">All Main Categories</MenuItem>
        {!knownMain && <MenuItem value={mc}>{mc}</MenuItem>}
        {mains.map((m) => (
          <MenuItem key={m.code} value={m.code}>
            {m.description}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Category"
        value={c}
        disabled={disabled}
        onChange={(e) => onCategory(e.target.value)}
        sx={selectSx}
        slotProps={showEmpty}
      >
        <MenuItem value="">All Categories</MenuItem>
        {!knownCategory && <MenuItem value={c}>{c}</MenuItem>}
        {options}
      </TextField>
    </>
  );
}
