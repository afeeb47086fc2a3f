import { darken, decomposeColor, getContrastRatio, hslToRgb, lighten, recomposeColor } from '@mui/material/styles';

/** `color` as an opaque rgb() colour; hsl() is converted and a translucent colour is laid over `background` as a browser paints it. */
export function flatten(color: string, background = '#fff'): string {
  const rgb = (c: string) => decomposeColor(decomposeColor(c).type.startsWith('hsl') ? hslToRgb(c) : c);
  const fg = rgb(color);
  const opacity = fg.values[3] ?? 1;
  if (opacity >= 1) return recomposeColor({ type: 'rgb', values: [fg.values[0], fg.values[1], fg.values[2]] });
  const bg = rgb(flatten(background));
  const [r, g, b] = fg.values.map((value, i) => Math.round(value * opacity + (bg.values[i] ?? 0) * (1 - opacity)));
  return recomposeColor({ type: 'rgb', values: [r ?? 0, g ?? 0, b ?? 0] });
}

/** The WCAG contrast ratio of text in `color` (translucent or not, as MUI's text colours are) on `background`. */
export function contrastRatio(color: string, background: string): number {
  const ground = flatten(background);
  return getContrastRatio(flatten(color, ground), ground);
}

/**
 * The colour nearest to `color` that reads at `threshold`:1 (WCAG contrast) on every one of `backgrounds`: darkened
 * on light backgrounds, lightened on dark ones, in 5 % steps (white and black read on any background of their side).
 * Teal #008080 is 4.77:1 on white but 4.41:1 on the page's grey #f4f6f8, and 4.07:1 on dark paper once lightened
 * just enough for the dark page: text in a brand colour needs this on each surface it is drawn on.
 */
export function readableOn(color: string, backgrounds: string | readonly string[], threshold: number): string {
  const grounds = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  // The backgrounds of one mode are all on one side: dark when white reads better on the first than black does.
  const towardsDark =
    getContrastRatio(flatten(grounds[0] ?? '#fff'), '#fff') < getContrastRatio(flatten(grounds[0] ?? '#fff'), '#000');
  const reads = (candidate: string) => grounds.every((ground) => contrastRatio(candidate, ground) >= threshold);
  let candidate = color;
  for (let step = 1; step <= 20 && !reads(candidate); step++) {
    candidate = towardsDark ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return candidate;
}
