import { PAGE_SORT_LABELS, PAGE_SORTS, type PageSort } from '@storefront/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';

interface SortSelectProps {
  value: PageSort;
  onChange: (sort: PageSort) => void;
}

/** Spec 1 §2 Sort By: Description, Sequence, Product Code, Brand. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <NativeSelectField
      label="Sort By"
      value={value}
      onChange={(sort) => onChange(sort as PageSort)}
      // 'Product Code' with the arrow fits 160 px.
      sx={{ minWidth: 160, flex: { xs: '1 1 160px', md: '0 0 160px' } }}
    >
      {PAGE_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {PAGE_SORT_LABELS[sort]}
        </option>
      ))}
    </NativeSelectField>
  );
}
