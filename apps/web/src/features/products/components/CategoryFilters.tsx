import type { Category, MainCategory } from '@storefront/contract';
import { categoryGroups } from '../utils/category-choice';
import { EXCLUDED_LABEL } from '../../../components/ui/ExcludedTag';
import { NativeSelectField } from '../../../components/form/NativeSelectField';

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

/** Main Category and Category selects; excluded categories are labelled (spec 1 §2). */
export function CategoryFilters({
  mains,
  categories,
  mc,
  c,
  disabled,
  onMainCategory,
  onCategory,
}: CategoryFiltersProps) {
  const groups = categoryGroups(mains, categories, mc);
  // A code from an old link that the catalogue no longer has still shows, rather than a blank select.
  const knownMain = mc === '' || mains.some((m) => m.code === mc);
  const knownCategory = c === '' || categories.some((cat) => cat.code === c);
  const option = (cat: Category) => (
    <option key={cat.code} value={cat.code}>
      {cat.isExcluded ? `${cat.description} — ${EXCLUDED_LABEL}` : cat.description}
    </option>
  );
  // Across all main categories the categories are grouped under their main category's name.
  const options = mc
    ? groups.flatMap((g) => g.categories.map(option))
    : groups.map((g) => (
        <optgroup key={g.main.code} label={g.main.description}>
          {g.categories.map(option)}
        </optgroup>
      ));

  return (
    <>
      <NativeSelectField
        label="Main Category"
        value={mc}
        disabled={disabled}
        onChange={onMainCategory}
        sx={mainSelectSx}
      >
        <option value="">All Main Categories</option>
        {!knownMain && <option value={mc}>{mc}</option>}
        {mains.map((m) => (
          <option key={m.code} value={m.code}>
            {m.description}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectField label="Category" value={c} disabled={disabled} onChange={onCategory} sx={selectSx}>
        <option value="">All Categories</option>
        {!knownCategory && <option value={c}>{c}</option>}
        {options}
      </NativeSelectField>
    </>
  );
}
