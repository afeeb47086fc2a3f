import type { SxProps, Theme } from '@mui/material';

/**
 * Image, description, quantity (with the unit price under it), extension, action.
 * The description keeps a minimum width so it wraps by words, never by letters.
 */
export function cartLineColumns(hidePricing: boolean): SxProps<Theme> {
  return {
    display: 'grid',
    gridTemplateColumns: hidePricing
      ? '64px minmax(160px, 1fr) 140px 40px'
      : '64px minmax(160px, 1fr) 150px 110px 40px',
    columnGap: 2,
    alignItems: 'center',
    px: 2,
  };
}
