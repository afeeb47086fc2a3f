import { alpha, createTheme, rgbToHex, type PaletteMode } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { barFieldColors, modeColor, selectedEntryColors, textSurfaces } from './mode-palette';
import { contrastRatio, flatten } from './readable-color';

const MODES: PaletteMode[] = ['light', 'dark'];

/** Every colour of a 6-step RGB grid (0, 51 ... 255 per channel): 216 colours an administrator might choose. */
const GRID = [0, 51, 102, 153, 204, 255].flatMap((r) =>
  [0, 51, 102, 153, 204, 255].flatMap((g) => [0, 51, 102, 153, 204, 255].map((b) => rgbToHex(`rgb(${r}, ${g}, ${b})`))),
);

describe('textSurfaces', () => {
  it("are the page and paper, and in dark mode a dialog's paper too, lightened by MUI's elevation overlay", () => {
    expect(textSurfaces('light')).toEqual(['#f4f6f8', '#ffffff']);
    // Elevation 24 lays 16.5 % white over #1c1f23: 28 + 227 * 0.165 = 65.5, 31 + 224 * 0.165 = 68, 35 + 220 * 0.165 = 71.3.
    expect(textSurfaces('dark')).toEqual(['#121417', '#1c1f23', 'rgb(65, 68, 71)']);
  });
});

describe('modeColor', () => {
  for (const mode of MODES) {
    it(`reads as text on every ${mode} surface and carries its contrast text, for any colour of the grid`, () => {
      const failing: string[] = [];
      for (const color of GRID) {
        const { main, light, dark, contrastText } = modeColor(color, mode);
        const texts = mode === 'light' ? [main, dark] : [main, light, dark];
        for (const surface of textSurfaces(mode)) {
          for (const text of texts)
            if (contrastRatio(text, surface) < 4.5) failing.push(`${color}: ${text} on ${surface}`);
        }
        for (const fill of [main, dark])
          if (contrastRatio(contrastText, fill) < 4.5) failing.push(`${color}: ${contrastText} on ${fill}`);
      }
      expect(failing).toEqual([]);
    });
  }

  it('keeps a colour that reads already: pure blue in light mode, very light yellow in dark mode', () => {
    expect(modeColor('#0000ff', 'light').main).toBe('#0000ff');
    expect(modeColor('#ffff99', 'dark').main).toBe('#ffff99');
  });
});

describe('the app bar and the menu, for any colour of the grid', () => {
  for (const mode of MODES) {
    it(`${mode} mode: the search field's text and placeholder, and a selected menu entry, read at 4.5:1`, () => {
      const failing: string[] = [];
      for (const color of GRID) {
        const { palette } = createTheme({ palette: { mode, primary: modeColor(color, mode) } });
        const bar = palette.primary.main;
        const field = barFieldColors(palette);
        for (const tint of [field.background, field.hover]) {
          const ground = flatten(tint, bar);
          const text = flatten(palette.primary.contrastText, ground);
          if (contrastRatio(text, ground) < 4.5) failing.push(`${color}: search text`);
          if (contrastRatio(alpha(text, field.placeholderOpacity), ground) < 4.5) failing.push(`${color}: placeholder`);
        }
        const selected = selectedEntryColors(palette);
        for (const surface of textSurfaces(mode)) {
          if (contrastRatio(selected.color, flatten(selected.backgroundColor, surface)) < 4.5)
            failing.push(`${color}: selected entry on ${surface}`);
        }
      }
      expect(failing).toEqual([]);
    });
  }
});
