import type { SxProps, Theme } from '@mui/material';

/** Fixed row heights let the virtualiser place rows without measuring them. */
/** Room for a name on two lines and one line of brand and pack (or the row's message). */
export const ROW_HEIGHT = 68;
/** On a phone: a name on two lines, code, brand and pack, then the price. */
export const COMPACT_ROW_HEIGHT = 92;

/** Code, description, price, quantity, unit; on a phone: product (with code and price), quantity, unit. */
export function gridColumns(compact: boolean): SxProps<Theme> {
  return {
    display: 'grid',
    alignItems: 'center',
    columnGap: compact ? 1 : 2,
    gridTemplateColumns: compact ? 'minmax(0, 1fr) 72px 76px' : '112px minmax(0, 1fr) 150px 112px 96px',
    px: compact ? 1.5 : 2,
  };
}
