import {
  alpha,
  darken,
  getLuminance,
  getOverlayAlpha,
  lighten,
  type Palette,
  type PaletteMode,
} from '@mui/material/styles';
import { CONTRAST_THRESHOLD } from '@storefront/domain';
import { contrastRatio, flatten, readableOn } from './readable-color';

/** The page and paper of each mode. */
export const MODE_BACKGROUNDS: Record<PaletteMode, { default: string; paper: string }> = {
  light: { default: '#f4f6f8', paper: '#ffffff' },
  dark: { default: '#121417', paper: '#1c1f23' },
};

/** A dialog's elevation: in dark mode MUI lightens raised paper with a white overlay that grows with elevation, and no paper is raised higher. */
const HIGHEST_ELEVATION = 24;

/** MUI's tonal offset: `light` and `dark` are the main colour mixed 20 % towards white and black. */
const TONAL_OFFSET = 0.2;

/** MUI's two text colours for a filled colour (getContrastText): white, or black at MUI's primary-text opacity. */
const CONTRAST_TEXTS = ['#fff', 'rgba(0, 0, 0, 0.87)'] as const;

/**
 * Every surface text is drawn on in `mode`: the page, paper and, in dark mode, paper raised to the highest elevation
 * (the lightest of them). A colour that reads on all of them reads on any card, menu, drawer or dialog of the mode.
 */
export function textSurfaces(mode: PaletteMode): string[] {
  const { default: page, paper } = MODE_BACKGROUNDS[mode];
  if (mode === 'light') return [page, paper];
  return [page, paper, flatten(alpha('#fff', getOverlayAlpha(HIGHEST_ELEVATION)), paper)];
}

/** The contrast text of a filled colour and its hover shade: whichever of white and near-black reads better on the worse of them. */
function contrastTextOn(fills: readonly string[]): string {
  const worst = (text: string) => Math.min(...fills.map((fill) => contrastRatio(text, fill)));
  return CONTRAST_TEXTS.reduce((best, text) => (worst(text) > worst(best) ? text : best));
}

/**
 * A palette colour for `mode` from any chosen colour: `main` is adjusted until it reads at 4.5:1 as text on every
 * surface of the mode (darkened in light mode, lightened in dark mode), and its contrast text reads on it and on its
 * hover shade `dark`. In dark mode `light` and `dark` are text too (a selected menu entry, a tag), so `dark` is brought
 * back to reading there; in light mode they stay MUI's tonal shades of `main`.
 */
export function modeColor(
  color: string,
  mode: PaletteMode,
): { main: string; light: string; dark: string; contrastText: string } {
  const surfaces = textSurfaces(mode);
  const main = readableOn(color, surfaces, CONTRAST_THRESHOLD);
  const light = lighten(main, TONAL_OFFSET);
  const dark =
    mode === 'light'
      ? darken(main, TONAL_OFFSET)
      : readableOn(darken(main, TONAL_OFFSET), surfaces, CONTRAST_THRESHOLD);
  return { main, light, dark, contrastText: contrastTextOn([main, dark]) };
}

/** The shades of a palette colour a mode draws as text on its surfaces: in light mode `main` and the darker `dark`, in dark mode all three. */
export function textShades(
  palette: Palette,
  color: 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success',
): [string, string][] {
  const { main, light, dark } = palette[color];
  const shades: [string, string][] = [
    ['main', main],
    ['dark', dark],
  ];
  return palette.mode === 'light' ? shades : [...shades, ['light', light]];
}

/**
 * A selected menu entry: a tint of the primary colour, its text the primary shade nearest the mode's own text
 * (`dark` in light mode, `light` in dark mode), adjusted until it reads on the tint over each surface of the mode.
 */
export function selectedEntryColors(palette: Palette): { backgroundColor: string; color: string } {
  const light = palette.mode === 'light';
  const backgroundColor = alpha(palette.primary.main, light ? 0.12 : 0.24);
  const tinted = textSurfaces(palette.mode).map((surface) => flatten(backgroundColor, surface));
  return {
    backgroundColor,
    color: readableOn(light ? palette.primary.dark : palette.primary.light, tinted, CONTRAST_THRESHOLD),
  };
}

/**
 * The search field on the app bar (the primary colour under its contrast text): a tint away from the text, darker
 * under white text and lighter under dark text, so the field reads better than the bar; `hover` when pointed at or
 * focused. The placeholder is the text colour at the lowest opacity from 70 % up that still reads on either tint.
 */
export function barFieldColors(palette: Palette): { background: string; hover: string; placeholderOpacity: number } {
  const bar = palette.primary.main;
  const text = palette.primary.contrastText;
  const lightText = getLuminance(flatten(text, bar)) > getLuminance(bar);
  const shade = lightText ? palette.common.black : palette.common.white;
  const background = alpha(shade, 0.16);
  const hover = alpha(shade, 0.26);
  const fields = [background, hover].map((tint) => flatten(tint, bar));
  let placeholderOpacity = 0.7;
  while (
    placeholderOpacity < 1 &&
    fields.some((field) => contrastRatio(alpha(flatten(text, field), placeholderOpacity), field) < CONTRAST_THRESHOLD)
  ) {
    placeholderOpacity = Math.min(1, Math.round((placeholderOpacity + 0.05) * 100) / 100);
  }
  return { background, hover, placeholderOpacity };
}
