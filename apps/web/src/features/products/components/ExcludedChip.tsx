import { Chip } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';

/** Spec 1 §2 wording for categories excluded for the acting customer. */
export const EXCLUDED_LABEL = 'Excluded for this customer';

export function ExcludedChip({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return <Chip icon={<BlockOutlined />} label={EXCLUDED_LABEL} size={size} color="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }} />;
}
