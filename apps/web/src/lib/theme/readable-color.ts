import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/**
 * The colour nearest to `color` that reads at `threshold`:1 on `background` (WCAG contrast): darkened on a
 * light background, lightened on a dark one, in 5 % steps. Teal #008080 is 4.77:1 on white but 4.41:1 on
 * the page's grey #f4f6f8, so text in the brand colour needs this on the page background.
 */
export function readableOn(color: string, background: string, threshold: number): string {
  const towardsDark = getContrastRatio(background, '#fff') < getContrastRatio(background, '#000');
  let candidate = color;
  for (let step = 1; step <= 20 && getContrastRatio(candidate, background) < threshold; step++) {
    candidate = towardsDark ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return candidate;
}
