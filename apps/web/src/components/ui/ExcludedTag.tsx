import BlockOutlined from '@mui/icons-material/BlockOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { Tag } from './Tag';

/** Spec 1 §2 wording for categories excluded for the acting customer, and their products. */
export const EXCLUDED_LABEL = 'Excluded for this customer';

/** The one look of an excluded category or product, on the categories page and the products pages alike. */
export function ExcludedTag({ sx }: { sx?: SxProps<Theme> }) {
  return <Tag icon={<BlockOutlined fontSize="inherit" aria-hidden />} label={EXCLUDED_LABEL} color="warning" sx={sx} />;
}
