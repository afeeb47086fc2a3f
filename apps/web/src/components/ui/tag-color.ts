import type { Palette } from '@mui/material/styles';
import { CONTRAST_THRESHOLD } from '@storefront/domain';
import { readableOn } from '../../lib/theme/readable-color';

export type TagTone = 'primary' | 'warning';

/**
 * A tag's text and outline colour: its palette colour, deepened (light mode) or lightened (dark mode) until it
 * reads at 4.5:1 on the paper the tag is drawn on. Warning orange is 3.11:1 on white as it is.
 */
export function tagTextColor(palette: Palette, tone: TagTone): string {
  return readableOn(palette[tone].main, palette.background.paper, CONTRAST_THRESHOLD);
}
