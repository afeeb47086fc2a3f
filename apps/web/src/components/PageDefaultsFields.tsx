import { MenuItem, Stack, TextField } from '@mui/material';
import { PAGE_LAYOUTS, PAGE_SORT_LABELS, PAGE_SORTS, type PageLayout, type PageSort } from '@storefront/domain';

const LAYOUT_LABELS: Record<PageLayout, string> = { Grid: 'Grid', List: 'List', QuickEntry: 'Quick Entry' };

export interface PageDefaults {
  defaultPageLayout: PageLayout;
  defaultPageSortBy: PageSort;
}

interface PageDefaultsFieldsProps {
  value: PageDefaults;
  disabled: boolean;
  onChoose: (next: Partial<PageDefaults>) => void;
  /** Distinguishes the fields when two sets are on one page. */
  idPrefix: string;
}

/** The product page's default layout and sort (spec 3 User preferences and Admin page), chosen from their lists. */
export function PageDefaultsFields({ value, disabled, onChoose, idPrefix }: PageDefaultsFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        fullWidth
        id={`${idPrefix}-layout`}
        label="Default layout"
        value={value.defaultPageLayout}
        disabled={disabled}
        onChange={(e) => onChoose({ defaultPageLayout: e.target.value as PageLayout })}
      >
        {PAGE_LAYOUTS.map((l) => (
          <MenuItem key={l} value={l}>
            {LAYOUT_LABELS[l]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        id={`${idPrefix}-sort`}
        label="Default sort"
        value={value.defaultPageSortBy}
        disabled={disabled}
        onChange={(e) => onChoose({ defaultPageSortBy: e.target.value as PageSort })}
      >
        {PAGE_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {PAGE_SORT_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
