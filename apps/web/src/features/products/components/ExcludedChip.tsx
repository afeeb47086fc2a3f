import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Tag } from '../../../components/ui/Tag';

/** Spec 1 §2 wording for categories excluded for the acting customer. */
export const EXCLUDED_LABEL = 'Excluded for this customer';

export function ExcludedChip() {
  return <Tag icon={<BlockOutlined fontSize="inherit" aria-hidden />} label={EXCLUDED_LABEL} color="warning" />;
}
